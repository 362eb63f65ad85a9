import { meaningOf, valuesMeaning } from '../signature/action-meaning.js';
import { type ActionKey, signatureText } from '../signature/action-signature.js';
import { nudgedPoint } from '../signature/nudged-point.js';
import { stuckAlike } from '../signature/observation-compare.js';
import { searchBesideWords } from '../signature/search-text.js';
import { bouncingAlike, readingsOf } from './bouncing-values.js';
import { continuesSeries } from './counted-series.js';
import { DEFAULT_LOOP_DETECTION } from './defaults.js';
import { askedIn, listedApart } from './listed-values.js';
import { failedByOutage, waitCanChange } from './outage.js';
import { pollPart } from './poll-part.js';
import { askedAgain, namedCount, turnsElsewhere } from './requested-repeats.js';
import { sameAnswerAddedArgument } from './same-answer-added-argument.js';
import { nearestTuned } from './same-answer-tuned.js';
import { HITS_MIN_LENGTH, hitsOf, type Listing, sameAnswer, sameHits } from './search-hits.js';
import { stalledAfterMoving } from './stalled-poll.js';
import { observationsAlike } from './steps-match.js';
import { trendHolds } from './trend-holds.js';
import type { Detection, LoopDetector, Step, StepWindow } from './types.js';
import { isWaitAction } from './wait-action.js';

/** Options for {@link repeatedAction}. */
export interface RepeatedActionOptions {
  /** Occurrences of the same action with the same result that make a loop. @default 3 */
  readonly maxRepeats?: number;
  /** The same for a poll that waits (the turn or the one before it waits). @default 8 */
  readonly maxWaitPolls?: number;
  /** The same for a poll whose result says it is still going (pending, running). @default 4 */
  readonly maxStatusPolls?: number;
}

/**
 * What a turn searches for beside its words ({@link searchBesideWords}) when its result could be a search's hits,
 * else `null`. Only results the same to the byte count are then compared, never results that churn (other hits
 * are other ids), and never "nothing found" or a failure, which have their own detectors.
 */
function hitsSearch(step: Step): string | null {
  if (step.actions.length !== 1) return null;
  const result = step.observations[0];
  if (!result || result.empty || result.failed || result.text.length < HITS_MIN_LENGTH) return null;
  return searchBesideWords(step.actions[0] as ActionKey);
}

/** Earlier calls of the tool whose argument values one turn compares with its own: the nearest ones. */
const VALUE_READS = 4;

/** True when a turn's one result is content (long, not failed, not "nothing found"), not an acknowledgement. */
function longResult(step: Step): boolean {
  const result = step.observations[0];
  return (
    result !== null &&
    result !== undefined &&
    !result.failed &&
    !result.empty &&
    result.text.length >= HITS_MIN_LENGTH
  );
}

/** True when two turns of one call each got one answer, and both say the job is still going at the same progress. */
function stuckPoll(earlier: Step, step: Step): boolean {
  const before = earlier.observations[0];
  const now = step.observations[0];
  return step.observations.length === 1 && !!before && !!now && stuckAlike(before, now);
}

/**
 * True when a turn fans out the very calls an earlier one made, several at once, and brought nothing new (every
 * answer was seen before, churn aside): the earlier turn is a repeat however its answers paired up with these
 * (a server name that flips between answers, `GSE` → `ESF`, pairs no two turns alike).
 */
function sameFanOut(earlier: Step, step: Step): boolean {
  return step.actions.length > 1 && !step.novel && earlier.actionKey === step.actionKey;
}

/** True when one call's answers in two turns differ only in values that go up and down (see {@link bouncingAlike}). */
function bounced(earlier: Step, step: Step, steps: readonly Step[]): boolean {
  const before = earlier.observations[0];
  const now = step.observations[0];
  if (step.actions.length !== 1 || earlier.actions.length !== 1 || !before || !now) return false;
  const history = readingsOf(steps, step, steps.length - 2);
  history.push(now);
  return bouncingAlike(before, now, history);
}

/** True when one search made again got the same hits back, scored anew (past a long answer's kept head too). */
function sameSearchHits(earlier: Step, step: Step): boolean {
  if (step.actions.length !== 1) return false;
  const hits = hitsOf(step.actions[0] as ActionKey, step.observations[0]);
  return hits !== null && sameHits(earlier, step.actions[0] as ActionKey, hits);
}

/** What {@link repeatedAction} remembers: the runs the last new message asked for ("run it 5 times"). */
export interface RepeatedActionState {
  readonly requested: number | null;
  /** The one count that message names in any language ({@link namedCount}): how far moving readings may go. */
  readonly named?: number | null;
  /** The values that message lists ({@link listedValues}): calls each asking one of them are no repeats. */
  readonly listed?: string;
}

/**
 * The same action (or set of parallel actions, in any order) returning the same result again, with nothing
 * new learned in between: a self-repeat, disguised or not. Reruns a message asked for are allowed up to
 * their count.
 */
export function repeatedAction(options: RepeatedActionOptions = {}): LoopDetector<RepeatedActionState> {
  const plainRepeats = options.maxRepeats ?? DEFAULT_LOOP_DETECTION.maxRepeats;
  const maxWaitPolls = options.maxWaitPolls ?? DEFAULT_LOOP_DETECTION.maxWaitPolls;
  const maxStatusPolls = options.maxStatusPolls ?? DEFAULT_LOOP_DETECTION.maxStatusPolls;
  return {
    name: 'repeated_action',
    initialState: () => ({ requested: null }),
    observe(state, step: Step, window) {
      // A new message from someone else sets what is asked for; a repeated one (a nudge) changes nothing.
      if (step.source === 'message' && step.novel && step.text !== undefined)
        return { state: askedIn(step.text) };
      return { state, detection: detect(step, window, state) };
    },
  };
  function detect(turn: Step, window: StepWindow, state: RepeatedActionState): Detection | undefined {
    const { requested, named = null, listed = '' } = state;
    // A turn with something new (a new result, or a fresh start after a long pause) repeats nothing.
    if (turn.actions.length === 0 || turn.novel) return undefined;
    // The model counting its calls toward a number it was given (`Reading 4 of 17`): a series asked for.
    const previous = window.steps[window.steps.length - 2];
    if (previous !== undefined && continuesSeries(previous, turn)) return undefined;
    // A status checked beside a wait is compared as the check alone: `get_job` + `wait 30`, then `get_job`, is
    // one poll asked twice.
    const step = pollPart(turn);
    // A turn that only waits (`wait 60`) answers the same every time: its repeats say nothing until nothing new
    // came between them either (a reading that moved between two waits is a watch going on).
    const onlyWaits = step.waits && step.actions.every(isWaitAction);
    // Waiting is not looping, up to a point: a status polled with waits may stay the same a while, as long as
    // what it waits on can change (see `waitCanChange`).
    const waited = (step.waits || previous?.waits) && !stalledAfterMoving(window.steps, step);
    const allowed =
      waited && (step.polls || step.observations.some(waitCanChange))
        ? Math.max(plainRepeats, maxWaitPolls)
        : waited || step.polls || (step.actions.length === 1 && failedByOutage(step.observations[0]))
          ? Math.max(plainRepeats, maxStatusPolls)
          : plainRepeats;
    // Readings that moved since the last one was taken, as many as the person's message named: the series they
    // asked for in their own words. A stuck reading (the same answer, its clock aside) is not one.
    const asked = Math.max(requested ?? 0, named !== null && readingsMoved(window.steps, step) ? named : 0);
    const maxRepeats = asked === 0 ? allowed : Math.max(allowed, asked + 1);
    const rounds: number[] = [];
    let seenNovelty = false;
    // What this turn's calls mean, worked out once for the window rather than once an earlier turn.
    const tool = step.actions[0]?.tool;
    let meaning: string | undefined;
    let search: string | null | undefined;
    let hits: Listing | null | undefined;
    let values: string | null | undefined;
    let valueReads = 0;
    let answerReads = 0;
    const tuned = nearestTuned();
    for (let index = window.steps.length - 2; index >= 0; index--) {
      const earlier = pollPart(window.steps[index] as Step);
      // A person asked for it again ("again please", "one more check") after the model's last report: what
      // was done before that request is no part of a loop after it.
      if (askedAgain(earlier) || turnsElsewhere(earlier, step)) break;
      let alike = earlier.actionKey === step.actionKey;
      // Calls each asking another of the values the person listed (`bounds 30, 45, 60`) do what was asked.
      if (!alike && listed !== '' && listedApart(step, earlier, listed)) continue;
      if (!alike && earlier.actions.length === step.actions.length && earlier.actions[0]?.tool === tool) {
        meaning ??= meaningOf(step);
        alike = meaningOf(earlier) === meaning;
        // A click nudged by a few pixels onto the control it already hit is the same click.
        if (!alike && step.actions.length === 1)
          alike = nudgedPoint(step.actions[0] as ActionKey, earlier.actions[0] as ActionKey);
      }
      // One search asked in other words, answered with the very same hits: a reworded search finding nothing new.
      if (!alike && earlier.observationKey === step.observationKey && earlier.actions.length === 1) {
        if (search === undefined) search = hitsSearch(step);
        alike = search !== null && searchBesideWords(earlier.actions[0] as ActionKey) === search;
      }
      // The same values under other names (`wtg`, `id`, `wtg_id`), answered with the same long content.
      if (
        !alike &&
        step.actions.length === 1 &&
        earlier.actions.length === 1 &&
        earlier.actions[0]?.tool === tool
      ) {
        // A renamed, added or respelled argument changes the arguments' length: two calls of one length whose
        // meanings differ differ in a value, and their values need not be read (each read costs a guard round's
        // tenth).
        // Only the nearest few are read: values are worked out once a call, and a round that had to read a
        // whole window's at once took five times a round.
        const earlierAction = earlier.actions[0] as ActionKey;
        const action = step.actions[0] as ActionKey;
        if (valueReads < VALUE_READS && earlierAction.arguments.length !== action.arguments.length) {
          valueReads++;
          values ??= longResult(step) ? valuesMeaning(action) : null;
          alike = values !== null && valuesMeaning(earlierAction) === values;
        }
      }
      // Another call of the tool answered with the same long content, its rows in any order (a rewritten filter,
      // code run again spelled otherwise): what it asked differently brought nothing new. The nearest few only.
      if (
        !alike &&
        answerReads < VALUE_READS &&
        earlier.actions.length === 1 &&
        earlier.actions[0]?.tool === tool
      ) {
        answerReads++;
        const before = earlier.observations[0];
        const now = step.observations[0];
        if (
          step.actions.length === 1 &&
          before &&
          now &&
          sameAnswer(earlier.actions[0] as ActionKey, before, step.actions[0] as ActionKey, now, true)
        ) {
          rounds.push(earlier.round);
          if (earlier.novel) break;
          if (rounds.length + 1 >= maxRepeats) break;
          continue;
        }
      }
      // One search asked in other words and other filters, answered with the same hits beside churning metadata.
      if (!alike) {
        if (hits === undefined)
          hits =
            step.actions.length === 1 ? hitsOf(step.actions[0] as ActionKey, step.observations[0]) : null;
        if (hits !== null && sameHits(earlier, step.actions[0] as ActionKey, hits)) {
          rounds.push(earlier.round);
          if (earlier.novel) break;
          if (rounds.length + 1 >= maxRepeats) break;
          continue;
        }
      }
      // An argument added that changed nothing (`"refresh":true`), or a seed or time limit tuned (not between waits).
      const added = !alike && (sameAnswerAddedArgument(earlier, step) || (!waited && tuned(earlier, step)));
      if (
        added ||
        (alike &&
          (observationsAlike(earlier, step, true) ||
            stuckPoll(earlier, step) ||
            sameFanOut(earlier, step) ||
            bounced(earlier, step, window.steps) ||
            sameSearchHits(earlier, step)))
      ) {
        if (rounds.length === 0 && seenNovelty) return undefined;
        rounds.push(earlier.round);
        // The first of the repeats: what came before it (a run before a fresh start) does not count. A turn whose
        // only news was a trend is the first only while this turn keeps the trend (the value stayed or moved on):
        // one that broke it shows the trend was churn.
        if (earlier.novel && (earlier.trended !== true || trendHolds(window.steps, index, step))) break;
      } else if (onlyWaits && earlier.novel && earlier.source === 'model') {
        break;
      } else if (rounds.length === 0 && earlier.novel) {
        seenNovelty = true;
      }
      if (rounds.length + 1 >= maxRepeats) break;
      // Past news with no repeat found yet, a repeat further back ends the look with none, and only a search's
      // same hits could still count: a turn that is no search need not read the rest of the window.
      if (seenNovelty && rounds.length === 0) {
        if (hits === undefined)
          hits =
            step.actions.length === 1 ? hitsOf(step.actions[0] as ActionKey, step.observations[0]) : null;
        if (hits === null) return undefined;
      }
    }
    if (rounds.length + 1 < maxRepeats) return undefined;
    const signature = step.actions.map((action) => signatureText(action)).join(' + ');
    return {
      detector: 'repeated_action',
      code: 'GUARD_LOOP_DETECTED',
      message: `${signature} repeated ${rounds.length + 1} times with the same result`,
      rounds: [...rounds.reverse(), step.round],
      signatures: [signature],
      previousResult: step.observations[0]?.text,
    };
  }
}

/** Characters a reading has at most: a value or a line of them, not a report or a series over hours. */
const READING_MAX_LENGTH = 400;

/**
 * True when a turn of one call answered, in a short result, otherwise than the turn of that call before it (by the
 * result's hash, its incidental values masked; a job still going at the same progress is no other answer), and
 * the tool was asked about nothing else in the window: a reading that moved since it was last taken.
 */
function readingsMoved(steps: readonly Step[], step: Step): boolean {
  const result = step.observations[0];
  if (step.actions.length !== 1 || !result || result.text.length > READING_MAX_LENGTH) return false;
  let last: Step | undefined;
  for (let index = steps.length - 2; index >= 0; index--) {
    const before = steps[index] as Step;
    if (before.actionKey !== step.actionKey) {
      // The tool asked about other items too: the count is theirs (`all 17 works`), not the readings'.
      if (before.actions[0]?.tool === step.actions[0]?.tool) return false;
      continue;
    }
    last ??= before;
  }
  const before = last?.observations[0] ?? undefined;
  return before !== undefined && last?.observationKey !== step.observationKey && !stuckAlike(before, result);
}
