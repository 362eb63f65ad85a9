import { describe, expect, it } from 'vitest';
import { footerStart, tailDigest } from './tail-digest.js';

/** A mail client's answer: the message as JSON, then the line it prints after every call. */
const message = (history: number, footer: string, signed = 'Emily') =>
  `${JSON.stringify(
    {
      id: '19a6289d70fbef2d',
      historyId: `${history}`,
      payload: {
        subject: 'Photographer contract — Hsu Photo',
        body: `${'We can do any morning next week. '.repeat(40)}Signed: ${signed}`,
      },
    },
    null,
    2,
  )}\n\n${footer}\n`;

/** A log tailed, its newest line last. */
const log = (last: string) =>
  `${Array.from({ length: 40 }, (_, line) => `2026-11-30 10:${String(line).padStart(2, '0')}:07 INFO sync batch ${line} done`).join('\n')}\n${last}`;

describe('tailDigest', () => {
  it("leaves a client's footer out: the same message fetched again is the same rest", () => {
    const first = message(4840139, '(latency 708 ms, quota units 45)');
    const again = message(4840139, '(latency 655 ms, quota units 74)');
    expect(tailDigest(again, 1024)).toBe(tailDigest(first, 1024));
    expect(footerStart(first, 1024)).toBe(first.lastIndexOf('(latency'));
  });

  it('still tells another message apart, footer or not', () => {
    const first = message(4840139, '-- request 4b0eb337-fc3e-476e-8509-eef18a9e0148 · 496 ms');
    const other = message(4840139, '-- request 224b2c84-1c5e-445c-b284-827aea417419 · 767 ms', 'Mei-hua');
    expect(tailDigest(other, 1024)).not.toBe(tailDigest(first, 1024));
  });

  it("keeps a last line shaped like the ones before it: a log's newest line is the answer's own", () => {
    const before = log('2026-11-30 10:41:07 INFO sync batch 40 done');
    const after = log('2026-11-30 10:41:09 WARN sync batch 40 retried');
    expect(footerStart(before, 1024)).toBe(before.length);
    expect(tailDigest(after, 1024)).not.toBe(tailDigest(before, 1024));
  });

  it('keeps a last line without an id, a time or a duration', () => {
    const text = message(4840139, 'quota units 45');
    expect(footerStart(text, 1024)).toBe(text.length);
  });
});
