import { describe, expect, it } from 'vitest';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import type { TranscriptMessage } from '../replay/transcript.js';
import { seriesCount } from './counted-series.js';

describe('seriesCount', () => {
  it('reads the count a narration opens with', () => {
    expect(seriesCount('Reading 3 of 17.', 1)).toEqual([3, 17]);
    expect(seriesCount('check 2/5 of the autoclave', 1)).toEqual([2, 5]);
  });

  it('reads none from a text turn, a count past its total, a total of one or past a hundred', () => {
    expect(seriesCount('Reading 3 of 17.', 0)).toBeUndefined();
    expect(seriesCount('Reading 18 of 17.', 1)).toBeUndefined();
    expect(seriesCount('Page 1 of 1.', 1)).toBeUndefined();
    expect(seriesCount('Reading 3 of 500.', 1)).toBeUndefined();
    expect(seriesCount('No count here.', 1)).toBeUndefined();
    expect(seriesCount(null, 1)).toBeUndefined();
  });
});

/** A watch of one gauge: the person asks (in Estonian) for `total` readings; the model narrates each with `say(k)`. */
function watch(total: number, readings: number, say: (k: number) => string | null): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [
    { role: 'user', content: `Jälgi autoklaavi rõhku ${total} korda, iga paari minuti järel.` },
  ];
  for (let k = 1; k <= readings; k++) {
    const [turn, result] = callTurn({
      id: `c${k}`,
      name: 'autoclave_live',
      args: '{"autoclave":"AC-1"}',
      result: `AC-1 2026-11-03T09:${String(10 + k).padStart(2, '0')}:00Z\n  chamber 2.1 bar  134.0 C\n  phase STERILISE`,
    }) as [TranscriptMessage, TranscriptMessage];
    messages.push({ ...turn, content: say(k) }, result);
  }
  messages.push({ role: 'assistant', content: `Took the ${total} readings you asked for.` });
  return messages;
}

describe('a series the model counts toward a number it was given', () => {
  it('lets every reading of the series go through, in whatever language it was asked', () => {
    expect(
      loopVerdictOf(
        'counted',
        watch(8, 8, (k) => `Reading ${k} of 8.`),
      ).tripped,
    ).toBe(false);
  });

  it('stops the same readings when nothing counts them', () => {
    expect(
      loopVerdictOf(
        'uncounted',
        watch(8, 8, () => null),
      ).tripped,
    ).toBe(true);
  });

  it('stops them when the count does not move (`Reading 3 of 8` again and again)', () => {
    expect(
      loopVerdictOf(
        'stuck count',
        watch(8, 8, () => 'Reading 3 of 8.'),
      ).tripped,
    ).toBe(true);
  });
});
