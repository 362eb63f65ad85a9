/**
 * A provider sent an error inside a stream that had started with status 200: Anthropic's `event: error`
 * (`overloaded_error` mid-answer) or an OpenAI `data: {"error": …}` chunk. The call failed; nothing the stream
 * sent before it is a complete answer.
 */
export class WireStreamError extends Error {
  override readonly name = 'WireStreamError';
  /** The provider's error type, e.g. `overloaded_error`, `server_error`. */
  readonly type: string;
  /** The error object exactly as the provider sent it. */
  readonly body: unknown;

  constructor(type: string, message: string, body: unknown) {
    super(message);
    this.type = type;
    this.body = body;
  }
}
