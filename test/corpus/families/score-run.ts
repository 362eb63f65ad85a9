import { type ReplayVerdict, replayTranscript } from '../../../src/replay/replay-transcript.js';
import { type RunOutcome, scoreVerdict } from '../../../src/replay/score-verdict.js';
import type { TranscriptMessage } from '../../../src/replay/transcript.js';
import type { FamilyRun } from './family-run.js';

/** How one labelled run fared under replay with the round, token and time limits off. */
export type { RunOutcome } from '../../../src/replay/score-verdict.js';
export { MAX_LATE_ROUNDS } from '../../../src/replay/score-verdict.js';

export interface RunScore {
  readonly run: FamilyRun;
  readonly verdict: ReplayVerdict;
  readonly outcome: RunOutcome;
  /** Calls made after `loopFrom` before the stop (`verdict.round - loopFrom`, at least 0); null unless stopped. */
  readonly wasted: number | null;
}

/** Replays one run with the limits off and judges the verdict against its label (the rule `replay --labels` uses). */
export function scoreRun(run: FamilyRun): RunScore {
  const verdict = replayTranscript(
    { id: run.id, messages: run.messages as unknown as TranscriptMessage[], source: run.id },
    { maxRounds: null, maxTokens: null, maxDurationMs: null },
  );
  const { outcome, wasted } = scoreVerdict(run, verdict);
  return { run, verdict, outcome, wasted: outcome === 'missed' ? null : wasted };
}
