import type { ReplayVerdict } from './replay-transcript.js';

/** LLM calls after `loopFrom` a guard may still allow before stopping a loop, and still be in time. */
export const MAX_LATE_ROUNDS = 2;

/** What a reviewer said of a run: a loop from call `loopFrom` (1-based), or legitimate work. */
export interface RunLabel {
  readonly label: 'loop' | 'legit';
  /** The first LLM call at which a reviewer could tell the run loops; null for legitimate runs. */
  readonly loopFrom: number | null;
}

/** How one labelled run fared under replay. */
export type RunOutcome =
  /** A loop stopped within [loopFrom - 1, loopFrom + MAX_LATE_ROUNDS]. */
  | 'caught'
  /** A loop stopped, but after more than MAX_LATE_ROUNDS wasted calls. */
  | 'late'
  /** A loop stopped before a reviewer could recognise it. */
  | 'early'
  | 'missed'
  /** A legitimate run that was not stopped. */
  | 'passed'
  | 'false-positive';

/** The outcome and the LLM calls made after the loop began (`round - loopFrom`, at least 0; to its end when missed). */
export interface VerdictScore {
  readonly outcome: RunOutcome;
  readonly wasted: number | null;
}

/** Judges a replay verdict against its label: the one scoring rule of the corpus tests, the bench and `replay --labels`. */
export function scoreVerdict(
  run: RunLabel,
  verdict: Pick<ReplayVerdict, 'tripped' | 'round' | 'rounds'>,
): VerdictScore {
  if (run.label === 'legit') return { outcome: verdict.tripped ? 'false-positive' : 'passed', wasted: null };
  const from = run.loopFrom ?? 1;
  if (!verdict.tripped || verdict.round === null)
    return { outcome: 'missed', wasted: Math.max(0, verdict.rounds - from) };
  const wasted = Math.max(0, verdict.round - from);
  const outcome =
    verdict.round < from - 1 ? 'early' : verdict.round > from + MAX_LATE_ROUNDS ? 'late' : 'caught';
  return { outcome, wasted };
}
