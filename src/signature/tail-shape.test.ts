import { describe, expect, it } from 'vitest';
import { observationShape } from './observation-shape.js';
import { tailShape } from './tail-shape.js';

/** What `tailShape` stands for: the shape hash and the hash of every value. */
function expected(text: string): string {
  const shape = observationShape(text, 0);
  return `${shape.shape}${shape.restHash}`;
}

// Pieces of real results, each of which some rule of the shape reads: keys whose values are incidental, handles,
// words of progress and gauges, units, times, ids, signs, glued names, dot leaders, prompts.
const pieces = [
  '"ratelimit":{',
  '"_rate":{',
  '}',
  'poll_ms',
  't_ms',
  'ranMs',
  'ttl_ms',
  'request_id',
  'took_ms',
  'ref',
  'pid',
  'worker',
  'X-RateLimit-Remaining',
  'latencyMs',
  'queryTimeMs',
  'In ',
  'Out',
  'progress',
  'percent_complete',
  'contracts_processed',
  'emailsSent',
  'of',
  'failed',
  'cpu',
  'done',
  'rows',
  'total',
  'status',
  'backendNodeId',
  'x-request-id',
  '42',
  '-3.29',
  '1769339535',
  '1769339535123',
  '20261202080922',
  '202612020809',
  '20261302080922',
  '2026-11-30',
  '2026-11-05T10:22:33Z',
  '10:00',
  '16:13:11.118',
  '16:13:11',
  '2.45s',
  '60s',
  '8.5 ms',
  '30 s',
  '40%',
  '3/4',
  '12/',
  'e703',
  'abc123def',
  '6ef072b1348ec2a1',
  'ems-7b',
  'page-3.tsx',
  'shard_12',
  'ms',
  'secs',
  'h',
  '12.json',
  '7_x',
  '3/a',
  'v2',
  'x86',
  '1.5',
  '0.0030',
  '127.0.0.1:8080',
  'localhost:3000',
  '[::1]:9000',
  'req_8Fh2KdP9x',
  '-',
  '--',
  ': ',
  '=',
  ',',
  '"',
  "'",
  '[',
  ']',
  '(',
  ')',
  '{',
  '}',
  '...',
  '.....',
  '/',
  '\n',
  '\n\n',
  '\t',
  ' ',
  '  ',
  '%',
  ';',
  '<',
  '&',
  'ELAPSED_S',
  'Out[14]:',
  'In [3]:',
  'a-',
  '_',
  'é',
  '中',
  'naïve',
  '\r\n',
];

/** A seeded generator, so a failure names the text it failed on every time. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

function textOf(next: () => number, ascii: boolean): string {
  const parts: string[] = [];
  if (next() < 0.1)
    parts.push(
      'HTTP/1.1 200 OK\r\nDate: Tue, 05 Nov 2026 10:22:33 GMT\r\nx-request-id: 8f2a\r\nVia: abc123def456 1.1 edge\r\n\r\n',
    );
  const count = 1 + Math.floor(next() * 120);
  for (let index = 0; index < count; index++) {
    let piece = pieces[Math.floor(next() * pieces.length)] as string;
    if (ascii && piece.charCodeAt(0) > 127) piece = 'x';
    parts.push(piece);
  }
  return parts.join('');
}

describe('tailShape', () => {
  it('reads every text as observationShape reads it with no values kept', () => {
    const next = random(7);
    for (let index = 0; index < 3_000; index++) {
      const text = textOf(next, index % 3 !== 0);
      expect([text, tailShape(text)]).toEqual([text, expected(text)]);
    }
  });

  it('reads results as they come: logs, JSON, a listing, an empty text', () => {
    const texts = [
      '2026-11-30 10:00 INFO worker done: rows kept, none dropped.\n'.repeat(40),
      JSON.stringify({ meta: { request_id: 'req_7x9k', took_ms: 12 }, items: [{ id: 4, price: -1.5 }] }),
      'pod-7c9d  Running  3/4  12m\npod-8e1f  Pending  0/4  2s\n',
      '',
      ' ',
      '-5',
    ];
    for (const text of texts) expect(tailShape(text)).toBe(expected(text));
  });
});
