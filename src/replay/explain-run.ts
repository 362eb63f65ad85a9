import { DEFAULT_LOOP_DETECTION } from '../detectors/defaults.js';
import type { Step } from '../detectors/types.js';
import type { Guard } from '../guard/guard-api.js';
import type { GuardOptions } from '../guard/options.js';
import { signatureText } from '../signature/action-signature.js';
import { type ReplayVerdict, replayTranscript } from './replay-transcript.js';
import type { Transcript } from './transcript.js';

/** One turn as loop detection saw it. */
export interface ExplainedStep {
  /** LLM call the turn belongs to (1-based). */
  readonly round: number;
  readonly speaker: string;
  readonly source: 'model' | 'message';
  /** Signatures of the tool calls, in canonical order; empty for a text turn. */
  readonly signatures: readonly string[];
  /** Key of the results as detection compares them (`?` where no result came). */
  readonly observationKey: string;
  /** Some result or text was new in the run. */
  readonly novel: boolean;
  /** The turn waits on purpose, so polls get `maxWaitPolls`. */
  readonly waits: boolean;
  /** The normalised text of a text turn, cut to 120 characters. */
  readonly text: string | undefined;
}

/** A detector that did not trip, and the lower threshold at which it would have. */
export interface NearMiss {
  readonly detector: string;
  readonly option: string;
  /** The highest value of `option` that trips this detector on the run. */
  readonly value: number;
  /** The value in force. */
  readonly threshold: number;
  /** The call at which it would have stopped the run. */
  readonly round: number;
}

/** Why a run got its verdict: every turn's keys, the rounds of the trip, and for a run that ran on, the near misses. */
export interface RunExplanation {
  readonly verdict: ReplayVerdict;
  readonly steps: readonly ExplainedStep[];
  /** Rounds the trip's evidence names (empty without a trip or evidence). */
  readonly trippedRounds: readonly number[];
  /** Near misses, the closest (highest share of its threshold) first. */
  readonly nearMisses: readonly NearMiss[];
}

type Threshold =
  | 'maxRepeats'
  | 'maxFailures'
  | 'maxEmptyResults'
  | 'maxTextRepeats'
  | 'maxStaleSteps'
  | 'maxWaitPolls';

/** The count thresholds and the detector each belongs to. */
const thresholds: readonly (readonly [string, Threshold])[] = [
  ['repeated_action', 'maxRepeats'],
  ['repeated_action', 'maxWaitPolls'],
  ['retry_storm', 'maxFailures'],
  ['empty_results', 'maxEmptyResults'],
  ['text_repeat', 'maxTextRepeats'],
  ['no_new_information', 'maxStaleSteps'],
];

function explainedStep(step: Step): ExplainedStep {
  return {
    round: step.round,
    speaker: step.speaker,
    source: step.source,
    signatures: step.actions.map((action) => signatureText(action)),
    observationKey: step.observationKey,
    novel: step.novel,
    waits: step.waits,
    text: step.text === undefined ? undefined : step.text.slice(0, 120),
  };
}

/** Lowers each count threshold until its detector trips: how close the run came to each. */
function nearMissesOf(run: Transcript, options: GuardOptions): NearMiss[] {
  const misses: NearMiss[] = [];
  const loop = options.loop;
  if (loop === false) return misses;
  for (const [detector, option] of thresholds) {
    const threshold = loop?.[option] ?? DEFAULT_LOOP_DETECTION[option];
    for (let value = threshold - 1; value >= 2; value--) {
      const verdict = replayTranscript(run, { ...options, loop: { ...loop, [option]: value } });
      if (verdict.tripped && verdict.detector === detector && verdict.round !== null) {
        misses.push({ detector, option, value, threshold, round: verdict.round });
        break;
      }
    }
  }
  return misses.sort((a, b) => b.value / b.threshold - a.value / a.threshold);
}

/**
 * Replays a run and explains its verdict: each turn's signatures and result key as detection compared them,
 * the rounds that tripped, and for a run that was not stopped, the detectors that came closest (found by
 * replaying with each count threshold lowered, so it costs up to a few dozen replays of the run).
 */
export function explainRun(run: Transcript, options: GuardOptions = {}): RunExplanation {
  const steps: ExplainedStep[] = [];
  const seen = new Set<string>();
  let last: Guard | undefined;
  const collect = (guard: Guard) => {
    last = guard;
    for (const step of guard.snapshot().detection?.window ?? []) {
      const key = JSON.stringify([
        step.round,
        step.source,
        step.speaker,
        step.actionKey,
        step.observationKey,
        step.text,
      ]);
      if (seen.has(key)) continue;
      seen.add(key);
      steps.push(explainedStep(step));
    }
    return guard;
  };
  const verdict = replayTranscript(run, options, { between: collect });
  // The turns closed by the call that tripped came after the last message's hook.
  if (last) collect(last);
  const evidence = last?.error?.evidence.rounds;
  const trippedRounds = Array.isArray(evidence) ? evidence.filter((round) => typeof round === 'number') : [];
  return {
    verdict,
    steps,
    trippedRounds,
    nearMisses: verdict.tripped ? [] : nearMissesOf(run, options),
  };
}
