import { createHash, type Hash } from 'node:crypto';
import type { HistoryMessage } from '../wire/index.js';

/** What of a message identifies it in a conversation: who spoke, the text, the tool call ids it holds or answers. */
function printOf(
  message: HistoryMessage | { readonly role: string; readonly text: string; readonly ids: string },
): string {
  if ('text' in message && 'ids' in message)
    return `${message.role}\u0001${message.text.trim()}\u0001${message.ids}`;
  const source = message as HistoryMessage & { readonly tool_call_id?: unknown };
  let text = '';
  let ids = '';
  const content = source.content;
  if (typeof content === 'string') text = content;
  else if (Array.isArray(content))
    for (const part of content as readonly unknown[]) {
      if (typeof part !== 'object' || part === null) continue;
      const block = part as { type?: unknown; text?: unknown; id?: unknown; tool_use_id?: unknown };
      if (typeof block.text === 'string') text += block.text;
      if (block.type === 'tool_use' && typeof block.id === 'string') ids += `${block.id},`;
      if (block.type === 'tool_result' && typeof block.tool_use_id === 'string')
        ids += `${block.tool_use_id},`;
    }
  for (const call of source.tool_calls ?? []) {
    const id = typeof call === 'object' && call !== null ? (call as { id?: unknown }).id : undefined;
    if (typeof id === 'string') ids += `${id},`;
  }
  if (typeof source.tool_call_id === 'string') ids += source.tool_call_id;
  return `${source.role ?? ''}\u0001${text.trim()}\u0001${ids}`;
}

/** A request's history read for identity: the key of the turn it continues, and its own print to extend. */
export interface ConversationPrint {
  /** The key of the history up to the last model turn it holds; `undefined` when it holds none. */
  readonly continues: string | undefined;
  /** The whole history so far, to which the answer is added when it comes. */
  readonly history: Hash;
}

/** A history's print up to and with its last message, and the messages it was made of. */
interface KeptPrint {
  readonly messages: readonly HistoryMessage[];
  readonly hash: Hash;
}

/**
 * The print of a history, kept with its last message: the next request of a conversation resends its messages
 * as the very objects (its history is parsed once, `parseResentBody`), and its print goes on from where the
 * last one ended instead of hashing the whole history again. Taken only when every message up to there is
 * the object printed then, in its place; one print is kept per conversation (the one it went on from is
 * dropped), so what is kept stays one list of references a conversation.
 */
const printedUpTo = new WeakMap<object, KeptPrint>();
/** Messages looked at from the end for one whose print is kept: a request adds a few. */
const LOOK_BACK = 32;

/** The kept print of the longest part of `history` up to `last` that was printed as it is; else none. */
function keptPrint(history: readonly HistoryMessage[], last: number): KeptPrint | undefined {
  for (
    let index = Math.min(last, history.length - 1);
    index >= 0 && index >= history.length - LOOK_BACK;
    index--
  ) {
    const message = history[index];
    if (typeof message !== 'object' || message === null) continue;
    const kept = printedUpTo.get(message);
    if (kept === undefined || kept.messages.length !== index + 1) continue;
    let same = true;
    for (let at = 0; at < index && same; at++) same = kept.messages[at] === history[at];
    if (same) return kept;
  }
  return undefined;
}

/** Hashes the prints of `history[from, to)`, each followed by its separator, in one update. */
function hashPrints(hash: Hash, history: readonly HistoryMessage[], from: number, to: number): void {
  let text = '';
  for (let index = from; index < to; index++) text += `${printOf(history[index] as HistoryMessage)}\u0002`;
  hash.update(text);
}

/** Prints a request's history (chat-shaped messages of any of the three APIs). */
export function printConversation(history: readonly HistoryMessage[]): ConversationPrint {
  // Only the key at the last model turn is needed: the history up to it is hashed in one update, the key read
  // once, then the rest (a digest per model turn made the print's cost grow with the turns, twice over).
  let last = history.length - 1;
  while (last >= 0 && history[last]?.role !== 'assistant') last--;
  const kept = keptPrint(history, last);
  const from = kept === undefined ? 0 : kept.messages.length;
  const hash = kept === undefined ? createHash('sha256') : kept.hash.copy();
  hashPrints(hash, history, from, last + 1);
  const continues = last < 0 ? undefined : hash.copy().digest('base64url');
  hashPrints(hash, history, Math.max(from, last + 1), history.length);
  const end = history[history.length - 1];
  if (kept !== undefined) printedUpTo.delete(kept.messages[kept.messages.length - 1] as object);
  // A header-less history with no model turn yet (a single call, an opening) is not kept for the next parse:
  // its objects never come back.
  if (last >= 0 && typeof end === 'object' && end !== null)
    printedUpTo.set(end, { messages: history.slice(), hash: hash.copy() });
  return { continues, history: hash };
}

/** The key a request that continues after `answer` will carry: the history it was asked with, then the answer. */
export function answerKey(
  print: ConversationPrint,
  answer: {
    readonly text?: string | null | undefined;
    readonly toolCalls?: readonly { readonly id?: string | undefined }[] | undefined;
  },
): string {
  const ids = (answer.toolCalls ?? []).map((call) => `${call.id ?? ''},`).join('');
  const hash = print.history.copy();
  hash.update(printOf({ role: 'assistant', text: answer.text ?? '', ids }));
  hash.update('\u0002');
  return hash.digest('base64url');
}

/**
 * Which run a header-less request continues, by what it carries: the history of a run's last answer (the
 * messages it was asked with, then that answer), or, for Responses, the id of an answer a run produced. An
 * opening that no answer precedes continues nothing: two agents that start alike are two runs. Kept in this
 * process, bounded (the oldest keys are forgotten first): a key not found starts a new run.
 */
export class ConversationIndex {
  private readonly runs = new Map<string, string>();

  constructor(private readonly maxKeys = 200_000) {}

  /** The run a key was left by, if this process still knows it. */
  find(key: string): string | undefined {
    return this.runs.get(key);
  }

  /** Remembers that a request carrying `key` continues `runId`. */
  remember(key: string, runId: string): void {
    this.runs.delete(key);
    this.runs.set(key, runId);
    if (this.runs.size > this.maxKeys) {
      const oldest = this.runs.keys().next().value;
      if (oldest !== undefined) this.runs.delete(oldest);
    }
  }
}
