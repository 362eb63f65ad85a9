import type { ReplayVerdict } from '../../src/replay/replay-transcript.js';

/** At most this many LLM calls after the round a loop starts before the guard stops it (the waste goal). */
export const MAX_LATE_ROUNDS = 2;

/** True when a replay verdict fits a label: a legitimate run never stopped, a loop stopped in its window. */
export function verdictFits(
  run: { readonly label: 'loop' | 'legit'; readonly loopFrom: number | null },
  verdict: Pick<ReplayVerdict, 'tripped' | 'round'>,
): boolean {
  if (run.label === 'legit') return !verdict.tripped;
  const from = run.loopFrom ?? 1;
  return (
    verdict.tripped &&
    verdict.round !== null &&
    verdict.round >= from - 1 &&
    verdict.round <= from + MAX_LATE_ROUNDS
  );
}
