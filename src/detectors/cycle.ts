import { signatureText } from '../signature/action-signature.js';
import { seriesGoesOn } from './counted-series.js';
import { DEFAULT_LOOP_DETECTION } from './defaults.js';
import { receipts } from './receipts.js';
import { sameReferral } from './referrals.js';
import { askedAgain } from './requested-repeats.js';
import { observationsAlike, otherItems, stepsMatch } from './steps-match.js';
import type { Detection, LoopDetector, Step, StepWindow } from './types.js';
import { blockingFlagPattern, isWaitAction, waitCommandPattern } from './wait-action.js';

/** Options for {@link cycle}. */
export interface CycleOptions {
  /** Longest cycle looked for; the shortest is 2. @default 4 */
  readonly maxPeriod?: number;
  /** Full repetitions of the cycle that make a loop. @default 2 */
  readonly repetitions?: number;
  /** Shingle similarity from which long arguments or texts count as the same. @default 0.8 */
  readonly similarity?: number;
  /** Share of words from which two messages say the same thing reworded. @default 0.6 */
  readonly textSimilarity?: number;
}

/**
 * The same tools with the same results, the arguments changed: a tweak that changes nothing. `'receipts'` when
 * the results of both are only receipts of what the calls did, which say nothing either way.
 */
function sameMoveOtherArguments(a: Step, b: Step): boolean | 'receipts' {
  if (a.speaker !== b.speaker || a.source !== b.source) return false;
  if (a.actions.length === 0 || a.actions.length !== b.actions.length) return false;
  for (const observation of a.observations) if (observation === null) return false;
  for (let index = 0; index < a.actions.length; index++) {
    if (a.actions[index]?.tool !== b.actions[index]?.tool) return false;
  }
  // The results are compared last: comparing them may shape both.
  if (observationsAlike(a, b)) return true;
  // A receipt of another edit names other lines, another revision, the server that saved it (`updated line 30 …
  // revision 10 saved by rms-api-3`): what the edit changed shows in the check after it, not in its receipt.
  // The same call answered otherwise (`git bisect bad` at another commit) is news, not a receipt.
  return a.actionKey !== b.actionKey && receipts(a) && receipts(b) ? 'receipts' : false;
}

/** True when a step of `steps[from, to)` repeats a call exactly `period` steps later and fails again. */
function failedRepeatPossible(steps: readonly Step[], from: number, to: number, period: number): boolean {
  for (let index = from; index < to; index++) {
    const step = steps[index] as Step;
    if (step.actionKey !== (steps[index - period] as Step).actionKey) continue;
    for (const observation of step.observations) if (observation?.failed) return true;
  }
  return false;
}

/** True when every step from `from` on is news, and one of them names another item than a period before. */
function newItems(steps: readonly Step[], from: number, period: number): boolean {
  let other = false;
  for (let index = from; index < steps.length; index++) {
    const step = steps[index] as Step;
    if (!step.novel) return false;
    // The same target asked again in other words and sent on the same way is no other item.
    other ||= otherItems(step, steps[index - period] as Step) && !sameReferral(steps, index, index - period);
  }
  return other;
}

/** What {@link cycle}'s pairs of steps a period apart show, as bits: all alike. */
const REPEATS = 1;
/** Some alike only by a tweak. */
const VARIED = 2;
/** A call repeated exactly and failing again. */
const FAILED_REPEAT = 4;
/** Some alike only by receipts. */
const RECEIPTS = 8;

/**
 * True when a turn waits on purpose: a sleep beside or as its call, a call that blocks until a timeout, words that
 * say it sleeps, or a start afresh after a long pause. A turn read as a poll only because it came a minute after the last (`waitGapMs`) does not: two
 * records read in turn, the model thinking between them, go round as any cycle does.
 */
function waitsOnPurpose(step: Step): boolean {
  // A turn long after the last (a heartbeat, a scheduled run) starts afresh: what goes round across it is no cycle.
  if (step.fresh) return true;
  if (!step.waits) return false;
  for (const action of step.actions)
    if (isWaitAction(action) || blockingFlagPattern.test(action.arguments)) return true;
  return step.text !== undefined && waitCommandPattern.test(step.text);
}

/** True when a step of `steps[from, end)` is a message, not a call. */
function hasMessage(steps: readonly Step[], from: number): boolean {
  for (let index = from; index < steps.length; index++) {
    if ((steps[index] as Step).actions.length === 0) return true;
  }
  return false;
}

/**
 * Ping-pong and longer cycles: A→B→A→B or A→B→C→A→B→C with unchanged results, also when one side's
 * arguments drift slightly.
 */
export function cycle(options: CycleOptions = {}): LoopDetector<null> {
  const maxPeriod = options.maxPeriod ?? DEFAULT_LOOP_DETECTION.maxCyclePeriod;
  const repetitions = options.repetitions ?? DEFAULT_LOOP_DETECTION.cycleRepetitions;
  const similarity = options.similarity ?? DEFAULT_LOOP_DETECTION.similarity;
  const textSimilarity = options.textSimilarity ?? DEFAULT_LOOP_DETECTION.textSimilarity;
  // A pair of steps is compared once while it can come round again: a period's first pair that fails ends its look,
  // so only the pairs after it are asked again, by the next step (where they come first). Those answers are kept in a
  // ring, the steps of each pair beside its answer, and only the kept ones are scanned: a run whose periods fail at
  // their first pair keeps none and scans none. A memo on each step cost more than the comparisons it saved (a step's
  // memo and the earlier step's id were looked up and set for every pair, and most pairs are asked once). Keyed by
  // the step objects, so a restored run (new objects) compares afresh; a pair not kept is compared again, with the
  // same answer (stepsMatch reads only the two steps). The ring holds the last few pairs' steps only, never a chain
  // of a run's steps. Its size is a literal where it is read: the bundle makes a module's constants variables, which
  // the compiler does not fold.
  const pairSteps: (Step | null)[] = new Array<Step | null>(32).fill(null);
  const pairAnswers: boolean[] = new Array<boolean>(16).fill(false);
  let nextPair = 0;
  let keptPairs = 0;
  const match = (step: Step, earlier: Step, keep: boolean): boolean => {
    for (let at = 0; at < keptPairs; at += 2) {
      if (pairSteps[at] === step && pairSteps[at + 1] === earlier) return pairAnswers[at >> 1] as boolean;
    }
    const result = stepsMatch(step, earlier, similarity, textSimilarity);
    if (keep) {
      pairSteps[nextPair] = step;
      pairSteps[nextPair + 1] = earlier;
      pairAnswers[nextPair >> 1] = result;
      nextPair = (nextPair + 2) & 31;
      if (keptPairs < 32) keptPairs += 2;
    }
    return result;
  };
  return {
    name: 'cycle',
    initialState: () => null,
    observe(_state, _step, window) {
      return { state: null, detection: detect(window) };
    },
  };
  /**
   * How the steps of `[from, to)` compare with those a period earlier: all alike (`repeats`), some only by a tweak
   * (`varied`), with a call repeated exactly and failing again (`failedRepeat`), some only by receipts.
   */
  function pairsHold(steps: readonly Step[], from: number, period: number, to = steps.length) {
    let repeats = true;
    // No progress: a step repeats exactly and keeps failing the same way while another step of the cycle
    // changes its arguments (an edit, a tweak) and gets the same result back: edit → test → edit → test.
    let varied = false;
    let failedRepeat = false;
    let receipts = false;
    for (let index = from + period; index < to && repeats; index++) {
      const step = steps[index] as Step;
      const earlier = steps[index - period] as Step;
      // Only a pair after the period's first is asked again by the next step.
      if (match(step, earlier, index > from + period) || sameReferral(steps, index, index - period)) {
        if (
          step.actionKey === earlier.actionKey &&
          step.observations.some((observation) => observation?.failed)
        )
          failedRepeat = true;
        continue;
      }
      varied = true;
      // A cycle that varies is one only with a failing exact repeat in it: when none has been seen and none is
      // left to see, this period is no cycle whatever the tweak, and its results need not be compared.
      if (!failedRepeat && !failedRepeatPossible(steps, index + 1, steps.length, period)) {
        repeats = false;
        break;
      }
      const same = sameMoveOtherArguments(step, earlier);
      if (same === 'receipts') receipts = true;
      repeats = same !== false;
    }
    // As bits: this runs for every period on every round, and an object for each answer was garbage.
    return (
      (repeats ? REPEATS : 0) |
      (varied ? VARIED : 0) |
      (failedRepeat ? FAILED_REPEAT : 0) |
      (receipts ? RECEIPTS : 0)
    );
  }

  /**
   * True when a check that fails again in the cycle failed otherwise one period before it: the edit before the
   * cycle fixed that failure and the check only then showed the next one, so the cycle holds one failed fix, not
   * two (`post → archived code; edit → post → bad tracking option; edit → post → bad tracking option`).
   */
  function fixedJustBefore(steps: readonly Step[], start: number, period: number): boolean {
    for (let index = Math.max(start, period); index < start + period; index++) {
      const step = steps[index] as Step;
      const next = steps[index + period];
      if (!next || next.actionKey !== step.actionKey || !step.observations.some((seen) => seen?.failed))
        continue;
      const prior = steps[index - period] as Step;
      if (prior.actionKey === step.actionKey && !match(step, prior, false)) return true;
    }
    return false;
  }

  function detect(window: StepWindow): Detection | undefined {
    const steps = window.steps;
    for (let period = 2; period <= maxPeriod; period++) {
      // A long cycle of calls is recognisable two steps into its last repetition when their results repeat too:
      // waiting for the whole of it spends up to four more calls on a period of six. A cycle with messages in it
      // waits for a third step, since a message is where news comes from.
      let span = period * (repetitions - 1) + Math.min(period, 2);
      if (steps.length < span) break;
      if (period > 2 && hasMessage(steps, steps.length - span)) {
        span = period * (repetitions - 1) + Math.min(period, 3);
        if (steps.length < span) continue;
      }
      const start = steps.length - span;
      const pairs = pairsHold(steps, start, period);
      if ((pairs & REPEATS) === 0 || ((pairs & VARIED) !== 0 && (pairs & FAILED_REPEAT) === 0)) continue;
      // Edits whose receipts say nothing, between checks failing the same way: one more round than a cycle
      // needs, so that one fix tried and one more that also failed is still a fix being worked out.
      if ((pairs & RECEIPTS) !== 0) {
        const before = start - period;
        if (before < 0 || (pairsHold(steps, before, period, start + period) & REPEATS) === 0) continue;
      }
      const varied = (pairs & VARIED) !== 0;
      if (varied && fixedJustBefore(steps, start, period)) continue;
      const first = steps.slice(start, start + period);
      // Other speakers' messages going round with no call of the guarded model in the cycle: a chat log replayed
      // in the prompt (a tool's prompts and a user's answers to them), not something the model is repeating.
      if (first.every((step) => step.source === 'message')) continue;
      // Another speaker saying something new in the repetition is news, however alike its words look.
      if (steps.slice(start + period).some((step) => step.source === 'message' && step.novel)) continue;
      // Batch work that goes round its steps: every step of the repetition brought a result the run had not
      // seen, and some asked about another item (another host, another id), not a drifted text.
      if (newItems(steps, start + period, period)) continue;
      // report → read → report → read, a person asking "again please" after each report: requested, not a loop.
      if (steps.slice(start, steps.length - 1).some(askedAgain)) continue;
      // `Reading 5 of 16`, `Reading 6 of 16`: the model counting its calls toward a number it was given.
      if (seriesGoesOn(steps, start)) continue;
      // sleep → status → sleep → status is a poll: repeated-action counts it against the wait allowance.
      if (steps.slice(start).some(waitsOnPurpose)) continue;
      if (first.every((step) => stepsMatch(step, first[0] as Step, similarity, textSimilarity))) continue;
      const signatures = first.map((step) =>
        step.actions.length > 0
          ? step.actions.map((action) => signatureText(action)).join(' + ')
          : `text:${step.speaker}`,
      );
      return {
        detector: 'cycle',
        code: 'GUARD_LOOP_DETECTED',
        message: varied
          ? `cycle of ${period} steps repeated ${repetitions} times without progress: ${signatures.join(' → ')} (the failure stays the same whatever changes)`
          : `cycle of ${period} steps repeated ${repetitions} times with unchanged results: ${signatures.join(' → ')}`,
        rounds: steps.slice(start).map((step) => step.round),
        signatures,
        previousResult: first[0]?.observations[0]?.text,
      };
    }
    return undefined;
  }
}
