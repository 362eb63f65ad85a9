import type { Guard } from '../guard/guard.js';

/** Text of a message content given as a string or as parts with `text`. */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((part) =>
        typeof part === 'string'
          ? part
          : typeof part?.text === 'string'
            ? part.text
            : JSON.stringify(part?.content ?? part),
      )
      .join('\n');
  }
  return content === undefined || content === null ? '' : JSON.stringify(content);
}

/**
 * Adapters that only see LLM requests learn tool results from the next request's messages. Each result is
 * recorded once, and only for tool calls the guard saw the model make: the guard's own ledger (part of its
 * snapshot) keeps which, so two adapters on one guard, or a restored run, never count a result twice.
 */
export class ToolResultRecorder {
  constructor(private readonly guard: Guard) {}

  /** Tool call ids of a response: the guard remembers them itself when the call settles. */
  rememberCalls(_ids: Iterable<string | undefined>): void {}

  /** Records a result for a tool call id, once. */
  record(toolCallId: string, content: unknown, isError?: boolean): void {
    this.guard.recordToolResultOnce({ toolCallId, result: contentText(content), isError });
  }
}
