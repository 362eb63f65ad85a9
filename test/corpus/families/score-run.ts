import { type ReplayVerdict, replayTranscript } from '../../../src/replay/replay-transcript.js';
import type { TranscriptMessage } from '../../../src/replay/transcript.js';
import type { FamilyRun } from './family-run.js';

/** LLM calls after `loopFrom` a guard may still allow before stopping a loop. */
export const MAX_LATE_ROUNDS = 2;

/** How one labelled run fared under replay with the round, token and time limits off. */
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

export interface RunScore {
  readonly run: FamilyRun;
  readonly verdict: ReplayVerdict;
  readonly outcome: RunOutcome;
  /** Calls made after `loopFrom` before the stop (`verdict.round - loopFrom`, at least 0); null unless stopped. */
  readonly wasted: number | null;
}

/** Replays one run with the limits off and judges the verdict against its label. */
export function scoreRun(run: FamilyRun): RunScore {
  const verdict = replayTranscript(
    { id: run.id, messages: run.messages as unknown as TranscriptMessage[], source: run.id },
    { maxRounds: null, maxTokens: null, maxDurationMs: null },
  );
  if (run.loopFrom === null) {
    return { run, verdict, outcome: verdict.tripped ? 'false-positive' : 'passed', wasted: null };
  }
  if (!verdict.tripped || verdict.round === null) return { run, verdict, outcome: 'missed', wasted: null };
  const wasted = Math.max(0, verdict.round - run.loopFrom);
  const outcome =
    verdict.round < run.loopFrom - 1
      ? 'early'
      : verdict.round > run.loopFrom + MAX_LATE_ROUNDS
        ? 'late'
        : 'caught';
  return { run, verdict, outcome, wasted };
}
