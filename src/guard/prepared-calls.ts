import { actionMeaning } from '../signature/action-meaning.js';
import { type ActionKey, signatureText, type ToolCallInput } from '../signature/action-signature.js';

/** A call's action key, and the text its `tool_call` event shows, worked out before its turn is settled. */
export interface PreparedCall {
  readonly key: ActionKey;
  /** `undefined` when no one listened as it was prepared: the settlement writes it if it needs it. */
  readonly text: string | undefined;
}

interface Entry extends PreparedCall {
  readonly name: string;
  readonly arguments: unknown;
}

/**
 * The per-call work of settling a turn (each call's canonical arguments and hashes, and its event's
 * scrubbed text), done ahead by a caller that can split it into slices, so that the synchronous settlement of
 * a turn of a thousand parallel calls only looks each one up. Keyed by the call object; an entry is used once,
 * and only for the very name and arguments it was worked out from, so what the settlement records is what it
 * would have computed itself.
 */
export class PreparedCalls {
  private readonly byCall = new WeakMap<ToolCallInput, Entry>();

  constructor(private readonly keyOf: (call: ToolCallInput) => ActionKey) {}

  /** Works out the key of `call` (and its event text when `withText`) and keeps it for its settlement. */
  prepare(call: ToolCallInput, withText: boolean): void {
    const key = this.keyOf(call);
    // What the call asks for, kept with its key: loop detection over the turn compares it with the turns before,
    // so it is worked out here, in the preparation's slices, not all at once in the detection's one piece.
    actionMeaning(key);
    this.byCall.set(call, {
      name: call.name,
      arguments: call.arguments,
      key,
      text: withText ? signatureText(key) : undefined,
    });
  }

  /** What was prepared for `call`, if it still has the name and arguments it had then; forgotten once taken. */
  take(call: ToolCallInput): PreparedCall | undefined {
    const entry = this.byCall.get(call);
    if (entry === undefined) return undefined;
    this.byCall.delete(call);
    return entry.name === call.name && entry.arguments === call.arguments ? entry : undefined;
  }
}
