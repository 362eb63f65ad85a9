import { describe, expect, it } from 'vitest';
import { chant, seededRandom, variedProse } from '../../test/helpers/replies.js';
import { detectContentLoop } from '../detectors/content-loop.js';
import { resolveContentLoopOptions } from '../detectors/content-loop-options.js';
import { createContentLoopWatch } from './content-loop-watch.js';

/** Feeds `text` to a new watch in pieces of 1 to `longest` characters; the detection and where it came. */
function watch(text: string, options = resolveContentLoopOptions(), longest = 9, seed = 7) {
  const random = seededRandom(seed);
  const observer = createContentLoopWatch(options);
  for (let at = 0; at < text.length; ) {
    const piece = text.slice(at, at + 1 + Math.floor(random() * longest));
    at += piece.length;
    const detection = observer.observe(piece);
    if (detection) return { detection, consumed: at };
  }
  return { detection: undefined, consumed: text.length };
}

describe('createContentLoopWatch', () => {
  const sentence = 'I will check the configuration file again to be sure. ';

  it('finds the loop the whole text holds, as soon as feeding it piece by piece does', () => {
    for (const text of [
      chant(40, sentence),
      `${variedProse(120, 3)}\n${chant(25, 'Retrying the upload now. ')}`,
    ]) {
      const whole = detectContentLoop(text);
      expect(whole).toBeDefined();
      for (const longest of [1, 4, 30, 300]) {
        const { detection, consumed } = watch(text, undefined, longest);
        expect(detection).toEqual(whole);
        // Never later than the piece that completes the loop.
        expect(consumed).toBeLessThan((whole?.detectedAt ?? 0) + 1 + longest);
      }
    }
  });

  it('holds short replies without a detection, and scans from a small minimum when configured', () => {
    expect(
      watch('The sales CSV has 980 rows after cleaning; 20 duplicates were dropped.').detection,
    ).toBeUndefined();
    // With loops as short as 20 characters allowed, a short chant is found while still short.
    const options = resolveContentLoopOptions({ minLoopChars: 20, longLoopChars: 40, repeats: 4 });
    const text = chant(12, 'ping. ');
    const whole = detectContentLoop(text, options);
    expect(whole).toBeDefined();
    const found = watch(text, options, 3);
    expect(found.detection).toEqual(whole);
    expect(found.consumed).toBeLessThan((whole?.detectedAt ?? 0) + 1 + 3);
  });
});
