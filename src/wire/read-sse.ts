import type { ParseError } from 'eventsource-parser';
import { requireOnFirstUse } from '../utils/first-use.js';
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

// The SSE parser is loaded when the first stream is read, not when the package is imported.
const loadEventSourceParser = requireOnFirstUse<typeof import('eventsource-parser')>('eventsource-parser');

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
  for await (const batch of readSseBatches(source, options)) yield* batch.events;
}

/** What one read of the source completed: its events, and the text they came in. */
export interface SseBatch {
  /** The events, in order (none when the read completed only comments). The reader's own array, reused. */
  readonly events: readonly SseMessage[];
  /**
   * The source as it came, from where the last batch ended to the end of the last event this read completed,
   * comments and field order included: the bytes of the read itself when that is exactly the read (it began
   * and ended on an event boundary), else the text. A relay that passes every event on unchanged sends this
   * instead of writing each event anew. `undefined` (the events alone) for a stream with CR line ends, and
   * for events whose text outgrew `maxBufferSize` before they completed.
   */
  readonly verbatim: Uint8Array | string | undefined;
}

const NodeBuffer = (globalThis as { Buffer?: typeof Buffer }).Buffer;

/**
 * UTF-8 bytes to text across reads. Node 20's `TextDecoder` in stream mode is slow per read beside `Buffer`'s
 * own decoding: that one is used whenever the decoder holds no part of a character and the read ends on an
 * ASCII byte (server-sent events end every line with one). A byte-order
 * mark at the start of the stream is dropped, as the event stream rules say.
 */
class Utf8Reader {
  private readonly decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  /** The decoder holds no part of a character. */
  private whole = true;
  private atStart = true;
  /**
   * The last read's text is its bytes decoded alone: nothing from the read before, nothing held for the next,
   * no mark dropped.
   */
  exact = true;

  read(bytes: Uint8Array): string {
    const length = bytes.byteLength;
    const wholeBefore = this.whole;
    let text: string;
    if (NodeBuffer !== undefined && this.whole && length > 0 && (bytes[length - 1] as number) < 0x80)
      text = NodeBuffer.from(bytes.buffer, bytes.byteOffset, length).toString('utf8');
    else {
      text = this.decoder.decode(bytes, { stream: true });
      if (length > 0) this.whole = (bytes[length - 1] as number) < 0x80;
    }
    this.exact = wholeBefore && this.whole;
    if (this.atStart && text.length > 0) {
      this.atStart = false;
      if (text.charCodeAt(0) === 0xfeff) {
        text = text.slice(1);
        this.exact = false;
      }
    }
    return text;
  }

  /** What the decoder still holds: a character cut off by the end of the stream decodes to U+FFFD. */
  end(): string {
    return this.whole ? '' : this.decoder.decode();
  }
}

/**
 * The text read since the last event boundary, held to be passed on with the events it completes: in pieces
 * (one long event arriving in many reads is not copied on every read), up to the reader's buffer limit; past
 * it the stretch is dropped and its events are written anew.
 */
class CarriedText {
  private pieces: string[] = [];
  private length = 0;
  private overflowed = false;
  /** The last piece ends with LF: a read that begins with one completes an event boundary. */
  endsWithLineFeed = false;

  constructor(private readonly limit: number) {}

  get empty(): boolean {
    return this.length === 0 && !this.overflowed;
  }

  add(piece: string): void {
    if (piece.length === 0) return;
    this.endsWithLineFeed = piece.charCodeAt(piece.length - 1) === 10;
    if (this.overflowed) return;
    this.length += piece.length;
    if (this.length > this.limit) {
      this.overflowed = true;
      this.pieces = [];
      this.length = 0;
    } else this.pieces.push(piece);
  }

  /** The held text followed by `tail`, and nothing held after; `undefined` when the stretch overflowed. */
  take(tail: string): string | undefined {
    const text = this.overflowed ? undefined : this.pieces.join('') + tail;
    this.pieces = [];
    this.length = 0;
    this.overflowed = false;
    this.endsWithLineFeed = false;
    return text;
  }
}

/**
 * {@link readSse}, what each read of the source completed as one batch: a relay that writes on what one read
 * carries writes it in one go (the events as they came, a keep-alive comment at once), and steps its loop
 * once a read, not once an event. The batch and its array are the reader's own, reused for the next read:
 * use them before asking for the next batch.
 */
export async function* readSseBatches(
  source: SseSource,
  options: ReadSseOptions = {},
): AsyncGenerator<SseBatch> {
  const ready: SseMessage[] = [];
  const batch: { events: readonly SseMessage[]; verbatim: Uint8Array | string | undefined } = {
    events: ready,
    verbatim: undefined,
  };
  const maxBufferSize = options.maxBufferSize ?? defaultMaxBufferSize;
  let failure: ParseError | undefined;
  const parser = loadEventSourceParser().createParser({
    onEvent: (message) => {
      ready.push(message);
    },
    onError: (error) => {
      // Unknown fields and bad `retry:` values are ignored by the spec; only the buffer limit is fatal.
      if (error.type === 'max-buffer-size-exceeded') failure = error;
    },
    maxBufferSize,
  });
  const utf8 = new Utf8Reader();
  let endsWithCarriageReturn = false;
  // Once the stream uses a CR line end a blank line is not simply "\n\n": from then on the events alone.
  let eventsOnly = false;
  const carried = new CarriedText(maxBufferSize);
  for await (const chunk of chunksOf(source)) {
    const text = typeof chunk === 'string' ? chunk : utf8.read(chunk);
    if (text.length > 0) endsWithCarriageReturn = text.charCodeAt(text.length - 1) === 13;
    parser.feed(text);
    if (failure) throw failure;
    if (!eventsOnly && text.indexOf('\r') !== -1) eventsOnly = true;
    if (!eventsOnly) {
      // Where the last event boundary this read completed ends: a blank line inside its text, or one whose
      // first LF ended the read before. Only the new text is searched.
      const inside = text.lastIndexOf('\n\n');
      const end = inside >= 0 ? inside + 2 : carried.endsWithLineFeed && text.charCodeAt(0) === 10 ? 1 : -1;
      if (end < 0 && ready.length > 0) {
        // Events complete only at a blank line, so this is not expected; should it happen, the rest of the
        // stream goes out as events alone rather than as text that might repeat or miss some.
        eventsOnly = true;
      } else if (end < 0) {
        carried.add(text);
        continue;
      } else if (end === text.length && carried.empty && (typeof chunk === 'string' || utf8.exact)) {
        batch.verbatim = chunk;
      } else {
        batch.verbatim = carried.take(end === text.length ? text : text.slice(0, end));
        carried.add(text.slice(end));
      }
    }
    if (eventsOnly) {
      if (ready.length === 0) continue;
      batch.verbatim = undefined;
    }
    yield batch;
    ready.length = 0;
  }
  const rest = utf8.end();
  if (rest) {
    endsWithCarriageReturn = rest.charCodeAt(rest.length - 1) === 13;
    parser.feed(rest);
  }
  // A CR that ends the stream is a line end, but the parser waits to see whether an LF follows it.
  if (endsWithCarriageReturn) parser.feed('\n');
  if (ready.length > 0) {
    batch.verbatim = undefined;
    yield batch;
  }
}
