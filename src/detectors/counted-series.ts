import type { Step } from './types.js';

// `Reading 3 of 17`, `check 2/5`: the model counting its calls toward a number it was given.
const countPattern = /\b(\d{1,3})\s*(?:of|\/)\s*(\d{1,3})\b/i;
/** Characters of the model's words beside its calls read for a count: a narration opens with it. */
const COUNT_WINDOW = 200;

/**
 * The count the model's words beside its calls open with (`Reading 3 of 17` → `[3, 17]`), when it is one: a
 * first number from 1 to the second, the second from 2 to 100.
 */
export function seriesCount(
  text: string | null | undefined,
  calls: number,
): readonly [number, number] | undefined {
  if (calls === 0 || typeof text !== 'string' || text.length === 0) return undefined;
  const found = countPattern.exec(text.length > COUNT_WINDOW ? text.slice(0, COUNT_WINDOW) : text);
  if (!found) return undefined;
  const at = Number(found[1]);
  const of = Number(found[2]);
  return at >= 1 && of >= 2 && of <= 100 && at <= of ? [at, of] : undefined;
}

/**
 * True when `step` goes on a counted series `earlier` was part of: the same total, the count one further. Calls the
 * model counts toward a number it was given (`Reading 4 of 17` after `Reading 3 of 17`) are a series asked for,
 * in whatever language it was asked, not a repeat.
 */
export function continuesSeries(earlier: Step, step: Step): boolean {
  const now = step.counted;
  const then = earlier.counted;
  return now !== undefined && then !== undefined && now[1] === then[1] && now[0] === then[0] + 1;
}

/**
 * True when the turns from `start` on are a counted series going on: the last one is counted and every counted one
 * counts past the one before it toward the same total (`Reading 5 of 16`, `Reading 6 of 16`, …).
 */
export function seriesGoesOn(steps: readonly Step[], start: number): boolean {
  const last = steps.at(-1)?.counted;
  if (last === undefined) return false;
  let before: readonly [number, number] | undefined;
  for (let index = start; index < steps.length; index++) {
    const counted = (steps[index] as Step).counted;
    if (counted === undefined) continue;
    if (counted[1] !== last[1] || (before !== undefined && counted[0] <= before[0])) return false;
    before = counted;
  }
  return true;
}
