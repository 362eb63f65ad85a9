/** One server-sent event: the optional `event:` name and the `data:` lines joined by newlines. */
export interface SseMessage {
  readonly event?: string | undefined;
  readonly data: string;
  readonly id?: string | undefined;
}

/** The `data` of OpenAI's end-of-stream marker (`data: [DONE]`); not JSON, carries nothing. */
export const SSE_DONE = '[DONE]';
