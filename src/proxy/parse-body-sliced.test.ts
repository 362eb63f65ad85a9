import { describe, expect, it } from 'vitest';
import { parseBodySliced, SLICED_PARSE_BYTES } from './parse-body-sliced.js';
import { parseBody } from './request-body.js';

/** A chat body of about `bytes` bytes: nested tool calls, escapes and multi-byte characters throughout. */
function largeBody(bytes: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const messages: unknown[] = [
    { role: 'user', content: 'Prüfe die Dateien — 日本語 ✓ "quoted" \\ back\nslash' },
  ];
  for (let index = 0, length = 0; length < bytes; index++) {
    const added: unknown[] = [
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: `call_${index}`,
            type: 'function',
            function: {
              name: 'read',
              arguments: JSON.stringify({ path: `/data/é${index}.csv`, deep: [{ a: [index] }] }),
            },
          },
        ],
      },
      {
        role: 'tool',
        tool_call_id: `call_${index}`,
        content: `rows ${index}: 🙂 ${'ü'.repeat(index % 7)} 1.5e3 null`,
      },
    ];
    messages.push(...added);
    length += JSON.stringify(added).length;
  }
  return {
    model: 'gpt-4o-mini',
    messages,
    temperature: 0.25,
    stream: false,
    nested: { a: { b: [1, 2, { c: null }] } },
    ...extra,
  };
}

const bytesOf = (text: string) => new TextEncoder().encode(text);

describe('parseBodySliced', () => {
  it('reads a large body as JSON.parse does, keys in order, whatever falls on the pieces’ edges', async () => {
    for (const size of [SLICED_PARSE_BYTES, SLICED_PARSE_BYTES * 3 + 7]) {
      const text = JSON.stringify(largeBody(size));
      const parsed = await parseBodySliced(bytesOf(text));
      expect(parsed).toEqual(JSON.parse(text));
      expect(JSON.stringify(parsed)).toBe(text);
    }
  });

  it('reads a large body written with spaces and a byte-order mark', async () => {
    const text = JSON.stringify(largeBody(SLICED_PARSE_BYTES), null, 2);
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...bytesOf(text)]);
    expect(await parseBodySliced(bytes)).toEqual(JSON.parse(text));
  });

  it('lets the event loop turn while it reads a large body', async () => {
    const bytes = bytesOf(JSON.stringify(largeBody(2 * 1024 * 1024)));
    let turns = 0;
    const ticking = setInterval(() => turns++, 0);
    const parsed = await parseBodySliced(bytes);
    clearInterval(ticking);
    expect(typeof parsed).toBe('object');
    expect(turns).toBeGreaterThan(0);
  });

  it('answers what is wrong with a large body as parseBody does', async () => {
    const text = JSON.stringify(largeBody(SLICED_PARSE_BYTES));
    const broken = await parseBodySliced(bytesOf(text.slice(0, -10)));
    expect(broken).toMatch(/^the request body is not valid JSON \(/);
    const trailing = await parseBodySliced(bytesOf(`${text} {}`));
    expect(trailing).toMatch(/^the request body is not valid JSON \(/);
    const list = await parseBodySliced(bytesOf(JSON.stringify([largeBody(SLICED_PARSE_BYTES)])));
    expect(list).toBe('the request body must be a JSON object');
  });

  it('keeps a key named __proto__ an own key, as JSON.parse does, however it is spelt', async () => {
    for (const key of ['"__proto__"', '"\\u005f_proto__"', '"__pr\\u006Fto__"']) {
      const body = JSON.stringify(largeBody(SLICED_PARSE_BYTES));
      const text = `${body.slice(0, -1)},"tail":{"x":1,${key}:{"polluted":true}}}`;
      const parsed = (await parseBodySliced(bytesOf(text))) as { tail: object };
      expect(parsed).toEqual(JSON.parse(text));
      expect(Object.hasOwn(parsed.tail, '__proto__')).toBe(true);
      expect(Object.getPrototypeOf(parsed.tail)).toBe(Object.prototype);
    }
  });

  it('finds a __proto__ key wherever it falls on the edges of the windows it is searched in', async () => {
    // The search goes 256 KiB at a time: each spelling placed so that it starts a few bytes before an edge.
    const edge = 256 * 1024;
    for (const key of ['"__proto__"', '"\\u005f_proto__"']) {
      for (const before of [1, 4, 9]) {
        const head = '{"model":"gpt-4o-mini","pad":"';
        const start = edge - before - 5;
        const text = `${head}${'p'.repeat(start - head.length - 3)}","t":{${key}:{"polluted":true}}}`;
        expect(text.indexOf(key.slice(1))).toBe(edge - before);
        const parsed = (await parseBodySliced(bytesOf(text))) as { t: object };
        expect(Object.hasOwn(parsed.t, '__proto__')).toBe(true);
        expect(Object.getPrototypeOf(parsed.t)).toBe(Object.prototype);
      }
    }
  });

  it('reads a small body whole, as parseBody does', async () => {
    const text = JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
    expect(await parseBodySliced(bytesOf(text))).toEqual(parseBody(bytesOf(text)));
    expect(await parseBodySliced(bytesOf('{"model":'))).toBe(parseBody(bytesOf('{"model":')));
  });
});
