import { LoopguardError } from '../../errors.js';

const brand = Symbol.for('loopguard.UnguardedMethodError');

/**
 * A paid method of a client wrapped by `guardOpenAI` that the guard cannot count (an embedding, an image, a
 * batch, an Assistants run, a realtime session, …) was called. It is refused before anything is sent, rather
 * than let through uncounted. Call it on the unwrapped client when it is meant to run outside the guard.
 */
export class UnguardedMethodError extends LoopguardError {
  override readonly name = 'UnguardedMethodError';
  declare readonly code: 'LOOPGUARD_UNGUARDED_METHOD';
  /** The method as called on the client, e.g. `embeddings.create`. */
  readonly method: string;
  /** What the method pays for, in a few words. */
  readonly reason: string;
  readonly [brand] = true;

  constructor(method: string, reason: string) {
    super(
      'LOOPGUARD_UNGUARDED_METHOD',
      `guardOpenAI refuses client.${method}(): it is a paid call (${reason}) that the guard cannot count as a model round. Call it on the client you passed to guardOpenAI if it should run unguarded.`,
    );
    this.method = method;
    this.reason = reason;
  }

  /** True for any UnguardedMethodError, also one thrown by another copy of this package. */
  static override isInstance(value: unknown): value is UnguardedMethodError {
    return LoopguardError.hasBrand(value, brand);
  }
}

/** True when `value` is an {@link UnguardedMethodError}, across package copies. */
export function isUnguardedMethodError(value: unknown): value is UnguardedMethodError {
  return UnguardedMethodError.isInstance(value);
}
