import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatSse } from './format-sse.js';
import { readSse, readSseBatches } from './read-sse.js';
import type { SseMessage } from './sse-message.js';

const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/wire/${name}`, import.meta.url));

async function* pieces(bytes: Uint8Array, cuts: readonly number[]): AsyncGenerator<Uint8Array> {
  let start = 0;
  for (const cut of [...cuts, bytes.length]) {
    yield bytes.subarray(start, cut);
    start = cut;
  }
}

async function collect(source: Parameters<typeof readSse>[0]): Promise<SseMessage[]> {
  const messages: SseMessage[] = [];
  for await (const message of readSse(source)) messages.push({ event: message.event, data: message.data });
  return messages;
}

describe('readSse', () => {
  const bytes = new Uint8Array(fixture('anthropic-messages-stream-text.sse'));

  it('reads the recorded Anthropic stream into its ten events', async () => {
    const messages = await collect(pieces(bytes, []));
    expect(messages.map((message) => message.event)).toEqual([
      'message_start',
      'content_block_start',
      'content_block_delta',
      'content_block_delta',
      'content_block_delta',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    expect(JSON.parse(messages[6]?.data ?? '').delta.text).toBe(' 🎉');
  });

  it('gives the same events when the bytes are split in two at every offset, mid-character included', async () => {
    const whole = await collect(pieces(bytes, []));
    const emoji = Buffer.from(bytes).indexOf(Buffer.from('🎉'));
    expect(emoji).toBeGreaterThan(0);
    for (let cut = 1; cut < bytes.length; cut++) expect(await collect(pieces(bytes, [cut]))).toEqual(whole);
  });

  it('gives the same events when every byte arrives alone', async () => {
    const cuts = Array.from({ length: bytes.length - 1 }, (_, index) => index + 1);
    expect(await collect(pieces(bytes, cuts))).toEqual(await collect(pieces(bytes, [])));
  });

  it('reads CRLF and lone CR line ends like LF', async () => {
    const text = Buffer.from(bytes).toString('utf8');
    const whole = await collect(pieces(bytes, []));
    for (const lineEnd of ['\r\n', '\r']) {
      const converted = new TextEncoder().encode(text.replaceAll('\n', lineEnd));
      const cuts = Array.from({ length: 40 }, (_, index) => index * 97 + 3).filter(
        (cut) => cut < converted.length,
      );
      expect(await collect(pieces(converted, cuts))).toEqual(whole);
    }
  });

  it('skips comments and keep-alive lines and delivers [DONE] as data', async () => {
    const stream = ': keep-alive\n\ndata: {"a":1}\n\n:\n\ndata: [DONE]\n\n';
    expect(await collect(pieces(new TextEncoder().encode(stream), [5, 17]))).toEqual([
      { event: undefined, data: '{"a":1}' },
      { event: undefined, data: '[DONE]' },
    ]);
  });

  it('drops an event cut off before its blank line when the stream ends', async () => {
    const stream = 'data: {"complete":true}\n\ndata: {"cut":';
    expect(await collect(pieces(new TextEncoder().encode(stream), []))).toEqual([
      { event: undefined, data: '{"complete":true}' },
    ]);
  });

  it('joins multi-line data and round-trips it through formatSse', async () => {
    const frame = formatSse({ event: 'note', data: 'one\ntwo\r\nthree' });
    expect(frame).toBe('event: note\ndata: one\ndata: two\ndata: three\n\n');
    expect(await collect(pieces(new TextEncoder().encode(frame), []))).toEqual([
      { event: 'note', data: 'one\ntwo\nthree' },
    ]);
  });

  it('reads a web ReadableStream and cancels it when the reader stops early', async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: first\n\ndata: second\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const message of readSse(stream)) {
      expect(message.data).toBe('first');
      break;
    }
    expect(cancelled).toBe(true);
  });

  it('refuses a line longer than maxBufferSize instead of buffering it', async () => {
    const endless = new TextEncoder().encode(`data: ${'x'.repeat(2000)}`);
    const reading = (async () => {
      for await (const _ of readSse(pieces(endless, [500, 1000, 1500]), { maxBufferSize: 1024 }));
    })();
    await expect(reading).rejects.toThrow(/buffer/i);
  });
});

describe('readSseBatches', () => {
  it('gives the events each read completed together, and nothing for a read that completed none', async () => {
    const reads = [
      'data: a\n\ndata: b\n\nda',
      'ta: c',
      '\n\ndata: d\n\n',
      ': only a comment\n',
      'data: e\n\n',
    ];
    const batches: string[][] = [];
    for await (const batch of readSseBatches(reads))
      batches.push(batch.events.map((message) => message.data));
    expect(batches).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('holds the same events as readSse for a recorded stream cut anywhere', async () => {
    const bytes = new Uint8Array(fixture('openai-chat-stream-tool-calls.sse'));
    for (const cuts of [[], [1], [7, 300, 301], [bytes.length - 2]]) {
      const batched: string[] = [];
      for await (const batch of readSseBatches(pieces(bytes, cuts)))
        for (const m of batch.events) batched.push(m.data);
      const single = (await collect(pieces(bytes, cuts))).map((message) => message.data);
      expect(batched).toEqual(single);
      expect(batched.length).toBeGreaterThan(3);
    }
  });

  it('gives each read as it came when it begins and ends on an event boundary: its own bytes', async () => {
    const reads = ['data: a\n\ndata: b\n\n', 'data: c\n\n'].map((text) => new TextEncoder().encode(text));
    const verbatim: unknown[] = [];
    for await (const batch of readSseBatches(reads)) verbatim.push(batch.verbatim);
    expect(verbatim).toEqual(reads);
    expect(verbatim[0]).toBe(reads[0]);
  });

  it('gives the text from the last boundary to the last event a read completed, however the stream is cut', async () => {
    const bytes = new Uint8Array(fixture('anthropic-messages-stream-tool-use.sse'));
    const whole = new TextDecoder().decode(bytes);
    for (const cuts of [[5], [7, 300, 301], [bytes.length - 2], [40, 41, 42, 43, 44]]) {
      let passed = '';
      const events: string[] = [];
      for await (const batch of readSseBatches(pieces(bytes, cuts))) {
        const text =
          typeof batch.verbatim === 'string' ? batch.verbatim : new TextDecoder().decode(batch.verbatim);
        // Each batch's text holds exactly its own events.
        expect((await collect([text])).map((message) => message.data)).toEqual(
          batch.events.map((message) => message.data),
        );
        passed += text;
        for (const message of batch.events) events.push(message.data);
      }
      expect(passed).toBe(whole);
      expect(events).toEqual((await collect([bytes])).map((message) => message.data));
    }
  });

  it('passes on the source text exactly, with characters and the opening mark cut across reads', async () => {
    // Unknown fields named "ç" and "ü" put two-byte characters right after event boundaries.
    const source = '\uFEFFdata: é1\n\nç: x\n\ndata: a\n\nü: y\n\ndata: 🎉\n\n';
    const bytes = new TextEncoder().encode(source);
    const at = (text: string) => new TextEncoder().encode(source.slice(0, source.indexOf(text))).length;
    const decodeAlone = (value: Uint8Array | string | undefined) =>
      typeof value === 'string' ? value : new TextDecoder('utf-8', { ignoreBOM: true }).decode(value);
    const cutsToTry: number[][] = [];
    for (let cut = 1; cut < bytes.length; cut++) cutsToTry.push([cut]);
    // A mark cut twice, and reads that begin on a boundary and end one byte into the next character.
    cutsToTry.push([1, 2], [at('data: a'), at('ü') + 1], [at('ç'), at('ü') + 1, at('🎉') + 2]);
    for (const cuts of cutsToTry) {
      let passed = '';
      const events: string[] = [];
      for await (const batch of readSseBatches(pieces(bytes, cuts))) {
        passed += decodeAlone(batch.verbatim);
        for (const message of batch.events) events.push(message.data);
      }
      expect(passed, `cut at ${cuts}`).toBe(source.slice(1));
      expect(events).toEqual(['é1', 'a', '🎉']);
    }
  });

  it('holds no more text than the buffer limit: past it, those events come without their text', async () => {
    const reads = [
      ...Array.from({ length: 20 }, () => `: ${'y'.repeat(98)}\n`),
      'data: a\n\n',
      'data: b\n\n',
    ];
    const batches: { events: string[]; verbatim: unknown }[] = [];
    for await (const batch of readSseBatches(reads, { maxBufferSize: 1024 }))
      batches.push({ events: batch.events.map((message) => message.data), verbatim: batch.verbatim });
    expect(batches).toEqual([
      { events: ['a'], verbatim: undefined },
      { events: ['b'], verbatim: 'data: b\n\n' },
    ]);
  });

  it('passes a comment-only read at once, as a batch without events', async () => {
    const batches: { events: string[]; verbatim: unknown }[] = [];
    for await (const batch of readSseBatches([': keep-alive\n\n', ': still ', 'here\n\ndata: a\n\n']))
      batches.push({ events: batch.events.map((message) => message.data), verbatim: batch.verbatim });
    expect(batches).toEqual([
      { events: [], verbatim: ': keep-alive\n\n' },
      { events: ['a'], verbatim: ': still here\n\ndata: a\n\n' },
    ]);
  });

  it('gives the events alone for a stream with CR line ends', async () => {
    const batches: { events: string[]; verbatim: unknown }[] = [];
    for await (const batch of readSseBatches(['data: a\r\n\r\n', 'data: b\r\r']))
      batches.push({ events: batch.events.map((message) => message.data), verbatim: batch.verbatim });
    expect(batches).toEqual([
      { events: ['a'], verbatim: undefined },
      { events: ['b'], verbatim: undefined },
    ]);
  });
});

describe('readSse decoding', () => {
  it('reads the same events with the bytes cut at every offset, inside multi-byte characters too', async () => {
    const bytes = new Uint8Array(fixture('anthropic-messages-stream-text.sse'));
    const whole = await collect([bytes]);
    expect(JSON.stringify(whole)).toContain('🎉');
    for (let cut = 1; cut < bytes.length; cut++) expect(await collect(pieces(bytes, [cut]))).toEqual(whole);
  });

  it('drops a byte-order mark at the start of the stream, whole or cut, and keeps one later on', async () => {
    const body = new TextEncoder().encode('\uFEFFdata: a\n\ndata: \uFEFFb\n\n');
    expect(body.subarray(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    for (const cuts of [[], [1], [2], [3], [4]]) {
      const messages = await collect(pieces(body, cuts));
      expect(messages.map((message) => message.data)).toEqual(['a', '\uFEFFb']);
    }
  });
});
