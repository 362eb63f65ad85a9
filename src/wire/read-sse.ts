import { createParser, type ParseError } from 'eventsource-parser';
import type { SseMessage } from './sse-message.js';

/** Options of {@link readSse}. */
export interface ReadSseOptions {
  /**
   * Largest unfinished line or event held while waiting for its end; past it the stream is refused, so a
   * hostile upstream cannot make the reader buffer without bound.
   * @default 16777216 (16 MiB)
   */
  readonly maxBufferSize?: number;
}

/** A byte source: a web `ReadableStream` (fetch's `response.body`), or any iterable of bytes or text (a writer's frames). */
export type SseSource =
  | ReadableStream<Uint8Array>
  | AsyncIterable<Uint8Array | string>
  | Iterable<Uint8Array | string>;

const defaultMaxBufferSize = 16 * 2 ** 20;

/** The source's chunks: an iterable as it is (no generator between: each layer costs every chunk a step), a web stream read through its reader. */
function chunksOf(source: SseSource): AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string> {
  return 'getReader' in source ? readerChunks(source) : source;
}

async function* readerChunks(source: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  // getReader rather than async iteration: not every runtime's ReadableStream is async-iterable yet.
  const reader = source.getReader();
  let done = false;
  try {
    while (!done) {
      const next = await reader.read();
      done = next.done;
      if (next.value !== undefined) yield next.value;
    }
  } finally {
    // A consumer that stops early must not leave the upstream connection open.
    if (!done) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/**
 * Reads server-sent events from bytes split anywhere (mid-line, mid-UTF-8 character), with LF, CR or CRLF
 * line ends and comment lines, as the WHATWG EventSource rules say (parsing by `eventsource-parser`). An
 * event cut off before its blank line when the stream ends is dropped, as the spec says, so a connection cut
 * mid-event never yields half a JSON chunk. `[DONE]` is delivered like any other message ({@link SSE_DONE}).
 * @example for await (const message of readSse(response.body)) if (message.data !== SSE_DONE) handle(JSON.parse(message.data));
 */
export async function* readSse(source: SseSource, options: ReadSseOptions = {}): AsyncGenerator<SseMessage> {
  for await (const batch of readSseBatches(source, options)) yield* batch;
}

/**
 * {@link readSse}, the events that each read of the source completed as one array (never empty): a relay
 * that writes on what one read carries writes it in one go, and steps its loop once a read, not once an event.
 * The array is the reader's own, reused for the next read: use its events before asking for the next batch.
 */
export async function* readSseBatches(
  source: SseSource,
  options: ReadSseOptions = {},
): AsyncGenerator<readonly SseMessage[]> {
  const ready: SseMessage[] = [];
  let failure: ParseError | undefined;
  const parser = createParser({
    onEvent: (message) => {
      ready.push(message);
    },
    onError: (error) => {
      // Unknown fields and bad `retry:` values are ignored by the spec; only the buffer limit is fatal.
      if (error.type === 'max-buffer-size-exceeded') failure = error;
    },
    maxBufferSize: options.maxBufferSize ?? defaultMaxBufferSize,
  });
  const decoder = new TextDecoder();
  let endsWithCarriageReturn = false;
  for await (const chunk of chunksOf(source)) {
    const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    if (text.length > 0) endsWithCarriageReturn = text.charCodeAt(text.length - 1) === 13;
    parser.feed(text);
    if (failure) throw failure;
    if (ready.length > 0) {
      yield ready;
      ready.length = 0;
    }
  }
  const rest = decoder.decode();
  if (rest) {
    endsWithCarriageReturn = rest.charCodeAt(rest.length - 1) === 13;
    parser.feed(rest);
  }
  // A CR that ends the stream is a line end, but the parser waits to see whether an LF follows it.
  if (endsWithCarriageReturn) parser.feed('\n');
  if (ready.length > 0) yield ready;
}
