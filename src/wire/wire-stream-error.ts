import { LoopguardError } from '../errors.js';

const wireStreamErrorBrand = Symbol.for('loopguard.WireStreamError');

/**
 * A provider sent an error inside a stream that had started with status 200: Anthropic's `event: error`
 * (`overloaded_error` mid-answer) or an OpenAI `data: {"error": …}` chunk. The call failed; nothing the stream
 * sent before it is a complete answer.
 */
export class WireStreamError extends LoopguardError {
  override readonly name = 'WireStreamError';
  declare readonly code: 'LOOPGUARD_PROVIDER_STREAM_ERROR';
  /** The provider's error type, e.g. `overloaded_error`, `server_error`. */
  readonly type: string;
  /** The error object exactly as the provider sent it. */
  readonly body: unknown;
  readonly [wireStreamErrorBrand] = true;

  constructor(type: string, message: string, body: unknown) {
    super('LOOPGUARD_PROVIDER_STREAM_ERROR', message);
    this.type = type;
    this.body = body;
  }

  /** True for any WireStreamError, also one thrown by another copy of this package. */
  static override isInstance(value: unknown): value is WireStreamError {
    return LoopguardError.hasBrand(value, wireStreamErrorBrand);
  }
}
