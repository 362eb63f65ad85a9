import type { ReplayVerdict } from '../../src/replay/replay-transcript.js';
import { scoreVerdict } from '../../src/replay/score-verdict.js';

/** At most this many LLM calls after the round a loop starts before the guard stops it (the waste goal). */
export { MAX_LATE_ROUNDS } from '../../src/replay/score-verdict.js';

/** True when a replay verdict fits a label: a legitimate run never stopped, a loop stopped in its window. */
export function verdictFits(
  run: { readonly label: 'loop' | 'legit'; readonly loopFrom: number | null },
  verdict: Pick<ReplayVerdict, 'tripped' | 'round'>,
): boolean {
  const { outcome } = scoreVerdict(run, { ...verdict, rounds: verdict.round ?? 0 });
  return outcome === 'caught' || outcome === 'passed';
}
