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
 * Adapters that only see LLM requests learn tool results from the next request's messages. This records each
 * result once, and only for tool calls the guard saw the model make.
 */
export class ToolResultRecorder {
  private readonly asked = new Set<string>();
  private readonly recorded = new Set<string>();

  constructor(private readonly guard: Guard) {}

  /** Remembers tool call ids from a response. */
  rememberCalls(ids: Iterable<string | undefined>): void {
    for (const id of ids) if (id !== undefined) this.asked.add(id);
  }

  /** Records a result for a tool call id, once. */
  record(toolCallId: string, content: unknown, isError?: boolean): void {
    if (!this.asked.has(toolCallId) || this.recorded.has(toolCallId)) return;
    this.recorded.add(toolCallId);
    this.guard.recordToolResult({ toolCallId, result: contentText(content), isError });
  }
}
