import { describe, expect, it } from 'vitest';
import { durationKey } from './duration-keys.js';
import { wordIn } from './shape-characters.js';
import { gaugeBefore, progressAfter, progressBefore, timeUnits } from './shape-words.js';

// The rule as written, before any word is ruled out by its last characters: what durationKey must still say.
const durationKeyPattern =
  /(?:latency|duration|elapsed|took|rtt|time)[-_]?(?:ms|msecs?|millis|milliseconds|us|usecs?|micros|ns|nanos|s|secs?|seconds|taken)$|(?:latency|duration|elapsed|(?:response|execution|exec|query|processing|compute|wall|server|render|fetch|load|round_?trip)[-_]?time)$/;
const countdownPattern = /remaining|left|eta|until|timeout|deadline|ttl/;
const unitKeyPattern =
  /[a-z0-9][-_](?:ms|msecs?|millis|us|ns|secs?|seconds)$|[a-z0-9](?:Ms|Msecs?|Millis|Secs?|Seconds)$/;
const reference = (key: string) => {
  if (key.length < 4 || countdownPattern.test(key.toLowerCase())) return false;
  // A short key only as its unit after a separator (`t_ms`, `ranMs`).
  if (key.length < 7) return (/[-_]..$/.test(key) || key.at(-2) === 'M') && unitKeyPattern.test(key);
  return durationKeyPattern.test(key.toLowerCase()) || unitKeyPattern.test(key);
};

const stems = [
  'latency',
  'duration',
  'elapsed',
  'took',
  'rtt',
  'time',
  'response',
  'query',
  'round_trip',
  'eta',
  'left',
];
const units = [
  'ms',
  'msec',
  'msecs',
  'millis',
  'milliseconds',
  'us',
  'usec',
  'usecs',
  'micros',
  'ns',
  'nanos',
  's',
];
const more = ['sec', 'secs', 'seconds', 'taken', '', 'x', 'ed', 'ing', 'rows', 'k', '\u212Aen', 'İ', 'é'];
const heads = ['', 'query', 'x', 'Execution', 'remaining_', 'total'];
const separators = ['', '-', '_'];

function spellings(word: string): string[] {
  return [word, word.toUpperCase(), word.charAt(0).toUpperCase() + word.slice(1)];
}

describe('durationKey', () => {
  it('says what the pattern says for every word built of its stems, units and other endings', () => {
    let checked = 0;
    for (const head of heads)
      for (const stem of stems)
        for (const separator of separators)
          for (const unit of [...units, ...more])
            for (const word of spellings(`${head}${stem}${separator}${unit}`)) {
              const text = ` ${word}:`;
              expect([word, durationKey(text, 1, 1 + word.length)]).toEqual([word, reference(word)]);
              checked++;
            }
    expect(checked).toBeGreaterThan(5_000);
  });

  it('reads common words as no duration key and timings as one', () => {
    for (const word of ['dropped', 'matched', 'results', 'summary', 'tooktime'])
      expect(durationKey(word, 0, word.length)).toBe(reference(word));
    for (const word of [
      'executionTimeMsec',
      'queryTimeMs',
      'processing_time_s',
      'latencyMillis',
      'render-duration',
    ])
      expect(durationKey(word, 0, word.length)).toBe(true);
  });
});

describe('wordIn', () => {
  it('says what the set says of the lower-cased word, whatever its case, length or characters past ASCII', () => {
    const other = new Set(['ki', 'über', 'x']);
    let checked = 0;
    for (const set of [progressAfter, progressBefore, gaugeBefore, timeUnits, other])
      for (const word of [
        ...set,
        'price',
        'id',
        'pct2',
        'line',
        'Lines',
        'LINES',
        'K\u212A',
        '\u212Ai',
        'İd',
        'Über',
        '',
      ])
        for (const spelled of spellings(word))
          for (const cut of [spelled, spelled.slice(1), spelled.slice(0, -1), `${spelled}s`]) {
            const text = `[${cut}]`;
            expect([cut, wordIn(text, 1, 1 + cut.length, set)]).toEqual([cut, set.has(cut.toLowerCase())]);
            checked++;
          }
    expect(checked).toBeGreaterThan(1_000);
  });
});
