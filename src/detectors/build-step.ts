import { meaningOf, meaningOfActions, rememberMeaning } from '../signature/action-meaning.js';
import type { ActionKey } from '../signature/action-signature.js';
import { asksForm, onlyFormatMoved, sameValuesOtherForm } from '../signature/answer-format.js';
import { cosmeticEdit } from '../signature/cosmetic-edit.js';
import { hashString } from '../signature/hash.js';
import { collapseWhitespace } from '../signature/normalize-text.js';
import {
  readingsAlike,
  type ShapedResult,
  shapesAlike,
  stuckAlike,
  trends,
} from '../signature/observation-compare.js';
import { servedAgainAlike } from '../signature/served-again.js';
import { movesTimeWindow, onlyWindowMoved } from '../signature/time-window.js';
import { askEchoOnly } from './ask-echo.js';
import { echoedValues, echoesOwnAsk } from './asked-values.js';
import { bouncedBefore } from './bouncing-values.js';
import { seriesCount } from './counted-series.js';
import { DEFAULT_LOOP_DETECTION } from './defaults.js';
import { echoFreeAlike } from './echo-free.js';
import { ownEchoOnly } from './own-echo.js';
import { readBefore } from './read-before.js';
import { alikeBesideEcho, optionsOnly } from './same-answer-tuned.js';
import { hitsOf, type Listing, sameAnswer, sameHits } from './search-hits.js';
import type { SeenResults } from './seen-results.js';
import { optionRead, servedAlike, type TurnMeaning, VALUE_READS } from './served-alike.js';
import { inTurnOrder, keyOf, ownStatusPolls, resultsKeyOf, someArguments, someWaits } from './turn-order.js';
import type { Step, StepObservation } from './types.js';
import { blockingFlagPattern, isWaitAction, waitCommandPattern } from './wait-action.js';

/** A pager's answer this long is content (a page of rows), which may be served again under another page number. */
const SERVED_CONTENT_LENGTH = 200;

/** A result against the recent ones: `seen` (the same, churn aside), `trend` (alike, a value moving one way) or `new`. */
type Seen = 'seen' | 'trend' | 'new';

/**
 * Two answers to calls of one meaning that say the same: churn aside (an environment's clock moved by at most the
 * `ticks` made between them), a poll stuck, or each call's echo aside.
 */
const alikeAnswers = (
  earlier: StepObservation,
  was: ActionKey | undefined,
  now: StepObservation,
  is: ActionKey | undefined,
  ticks: number,
) =>
  shapesAlike(earlier, now, true, ticks) || stuckAlike(earlier, now) || echoFreeAlike(was, earlier, is, now);

/**
 * Whether a result in the recent steps says the same as this one, churning fields aside. `index` is the
 * result's place in its turn: a turn of parallel calls is compared place by place with an earlier turn of the
 * same calls (both are in the order of their actions' hashes), so a turn of n calls costs n comparisons, not n².
 */
function seenAlike(
  observation: StepObservation,
  index: number,
  turn: TurnMeaning,
  recent: readonly Step[],
  round: number,
): Seen {
  const { actions } = turn;
  if (actions.length === 0) return 'new';
  const first = (actions[0] as ActionKey).tool;
  // The earlier answers alike to this one, newest first: if a value moves one way through them, it is progress.
  const alike: ShapedResult[] = [];
  let hits: Listing | null | undefined;
  let answerReads = 0;
  for (let at = recent.length - 1; at >= 0; at--) {
    const step = recent[at] as Step;
    // Churn is only a repeat's: another call's answer with other values is news.
    if (step.actions.length !== actions.length || step.actions[0]?.tool !== first) continue;
    turn.meaning ??= meaningOfActions(actions);
    if (meaningOf(step) !== turn.meaning) {
      // One call of the tool served the same content as another, incidental values aside (a pager wrapped
      // round), or the same search reworded got the same hits back.
      if (actions.length !== 1) continue;
      const earlier = step.observations[0];
      // Compared only where it can be the same content: a pager or window moved, or the same values asked
      // under other names. Shaping every other call's answer to tell it apart cost more than a round.
      if (earlier && servedAlike(actions[0] as ActionKey, step.actions[0] as ActionKey, turn)) {
        if (
          shapesAlike(earlier, observation, false) &&
          !echoesOwnAsk(actions[0] as ActionKey, step.actions[0] as ActionKey, observation)
        )
          return 'seen';
        // The same thing read over another span of time (`avg_s` 10 → 15), its reading within measurement noise,
        // or the same record asked in another form (JSON, then XML), its values the same.
        const now = actions[0] as ActionKey;
        const before = step.actions[0] as ActionKey;
        // A call moves only its span or form when it names one: told once a turn, not parsed for every earlier call.
        turn.window ??= movesTimeWindow(now);
        turn.form ??= asksForm(now);
        if (
          (turn.window && onlyWindowMoved(now, before) && readingsAlike(earlier, observation)) ||
          (turn.form && onlyFormatMoved(now, before) && sameValuesOtherForm(earlier, observation))
        )
          return 'seen';
        if (
          turn.pager &&
          observation.text.length >= SERVED_CONTENT_LENGTH &&
          servedAgainAlike(earlier, observation, step.actions[0] as ActionKey, actions[0] as ActionKey)
        )
          return 'seen';
      }
      // The same call with another seed, time limit or an option added, answered alike: no news, unless a value
      // trends. The nearest few calls only, as for values asked under other names.
      if (
        earlier &&
        !turn.waits &&
        optionRead(turn) &&
        optionsOnly(actions[0] as ActionKey, step.actions[0] as ActionKey) &&
        alikeBesideEcho(
          step.actions[0] as ActionKey,
          earlier,
          actions[0] as ActionKey,
          observation,
          round - step.round,
        )
      ) {
        if (earlier.hash === observation.hash) return 'seen';
        alike.push(earlier);
        continue;
      }
      hits ??= hitsOf(actions[0] as ActionKey, observation);
      if (hits !== null && sameHits(step, actions[0] as ActionKey, hits)) return 'seen';
      // The same long content back for another ask, its rows in any order: the nearest few calls only.
      if (
        earlier &&
        answerReads++ < VALUE_READS &&
        sameAnswer(step.actions[0] as ActionKey, earlier, actions[0] as ActionKey, observation)
      )
        return 'seen';
      continue;
    }
    const earlier = step.observations[index];
    if (!earlier) continue;
    const ticks = (round - step.round) * actions.length;
    if (alikeAnswers(earlier, step.actions[index], observation, actions[index], ticks)) {
      if (earlier.hash === observation.hash) return 'seen';
      alike.push(earlier);
    } else if (actions.length === 1) {
      // The same search again, its hits the same but scored anew past a long answer's kept head.
      hits ??= hitsOf(actions[0] as ActionKey, observation);
      if (hits !== null && sameHits(step, actions[0] as ActionKey, hits)) return 'seen';
    }
  }
  if (alike.length === 0) return 'new';
  alike.reverse().push(observation);
  return trends(alike) ? 'trend' : 'seen';
}

/**
 * What a result is remembered by: its hash, and the values of its call it echoes (`OK chart += EP3842011B1`), so
 * that the same form answering about another item is news, however its id was masked. Hashed, so no asked value
 * is kept in a run's state.
 */
function resultKey(observation: StepObservation, action: ActionKey): string {
  const echoed = echoedValues(action, observation);
  return echoed === '' ? observation.hash : hashString(observation.hash + echoed);
}

/** What a turn consists of before it is keyed. */
export interface StepInput {
  readonly round: number;
  readonly speaker: string;
  readonly actions: readonly ActionKey[];
  readonly observations: readonly (StepObservation | null | undefined)[];
  readonly text?: string | null | undefined;
  /** The other speaker's answer to a text turn. */
  readonly reply?: string | undefined;
  /** @default 'model' */
  readonly source?: 'model' | 'message';
  /** Time since the previous LLM call started, when known (ms). */
  readonly pausedMs?: number | undefined;
  /** The call's prompt was cut shorter than the last one's (trimmed to fit, compacted): a new situation. */
  readonly trimmed?: boolean | undefined;
}

/** When a pause between calls counts as a wait, and when as a fresh start. */
export interface PauseThresholds {
  readonly waitGapMs: number;
  readonly freshGapMs: number;
}

/**
 * Keys a turn for comparison: actions sorted by signature hash (so parallel calls in any order match),
 * results aligned with them, novelty against the results seen earlier in the run (`seen` is updated).
 */
export function buildStep(
  input: StepInput,
  seen: SeenResults,
  pauses: PauseThresholds = DEFAULT_LOOP_DETECTION,
  recent: readonly Step[] = [],
): Step {
  const { actions, observations } = inTurnOrder(input);
  const paused = input.pausedMs ?? 0;
  const fresh = paused >= pauses.freshGapMs || input.trimmed === true;
  // A reply in words after a gap another speaker filled (a person answering the last message) did not wait for
  // anything: the gap was their time. A call made again after it may be what they asked for.
  const previous = recent.at(-1);
  const afterOthers =
    previous !== undefined && (previous.reply !== undefined || previous.source === 'message');
  const othersTime = input.actions.length === 0 && afterOthers;
  let novel = false;
  let trended = false;
  let reread = false;
  let revisit = actions.length > 0;
  for (const action of actions) if (seen.addAction(action.hash)) revisit = false;
  const single = actions.length === 1;
  // A wait beside a check (`sleep 30` + `get_job`) is the check's pause: what it printed (`slept 30s`, nothing)
  // is no news; the check's answer is.
  const waiting = someWaits(actions);
  const turn: TurnMeaning = { actions, waits: waiting || previous?.waits === true };
  const waitAside = actions.length > 1 && waiting && !actions.every(isWaitAction);
  for (let index = 0; index < observations.length; index++) {
    const observation = observations[index];
    if (waitAside && isWaitAction(actions[index] as ActionKey)) continue;
    // A result is news when the run has not seen it, churning fields aside: the same answer with another pid,
    // elapsed time or execution counter as one in the window is no news.
    if (!observation || !seen.addResult(resultKey(observation, actions[index] as ActionKey))) continue;
    const compared = seenAlike(observation, index, turn, recent, input.round);
    // Other content than any one answer's, all of it read before (a slice of a series already held whole).
    const read =
      compared !== 'seen' && single && readBefore(observation, (actions[0] as ActionKey).tool, recent);
    reread ||= read;
    const known = compared === 'seen' || read;
    if (known || (compared === 'new' && single && bouncedBefore(observation, actions, recent))) continue;
    // The model's own words read back (its post in the channel it reads) are no news.
    if (compared === 'new' && ownEchoOnly(observation, actions[index] as ActionKey, actions, recent))
      continue;
    // The same answer to a reworded ask, each echoing what it was sent, is no news either.
    if (compared === 'new' && single && askEchoOnly(observation, actions[0] as ActionKey, recent)) continue;
    // News that is only a value moving one way through alike answers: a trend, until an answer breaks it.
    if (compared === 'trend') trended = true;
    else novel = true;
  }
  // A model turn with neither calls nor words is an empty reply, which repeats like any text; another's says nothing.
  const source = input.source ?? 'model';
  const text =
    actions.length > 0
      ? undefined
      : typeof input.text === 'string'
        ? collapseWhitespace(input.text) || (source === 'model' ? '' : undefined)
        : source === 'model'
          ? ''
          : undefined;
  const reply = input.reply === undefined ? undefined : collapseWhitespace(input.reply);
  // What others say can be news; the guarded model's own words are not (a summary reworded again and again is no
  // progress), though they are remembered, so another speaker repeating them is no news either.
  if (text !== undefined && seen.addText(text) && source !== 'model') novel = true;
  // An edit of comments and white space only changes nothing the program does: its acknowledgement is no news.
  if (novel && actions.length > 0 && actions.every(cosmeticEdit)) novel = false;
  // The answer to a text agent's action is that action's result, news only as a result is (churning fields aside).
  const replyNew = reply !== undefined && seen.addText(reply);
  if (replyNew && actions.length === 0) novel = true;
  // A request first heard as an answer to the model, said again: asked again. The run's task re-sent by a
  // supervisor was first heard as the task, and is none.
  if (replyNew) seen.addRequest(reply);
  const replyHeard = reply !== undefined && !replyNew && seen.hasRequest(reply);
  // A status the call itself set (`update_ticket({status: "pending"})` echoed back) is no status report.
  const polls = ownStatusPolls(actions, observations);
  // A call made a while after the last: a poll that waited when its answer says something is still going, or when
  // a person spoke in between; otherwise a record read again slowly, which gets a status poll's allowance.
  const late = paused >= pauses.waitGapMs && !othersTime;
  const slowRead = late && actions.length > 0 && !polls && !afterOthers;
  const step: Step = {
    round: input.round,
    speaker: input.speaker,
    actions,
    observations,
    actionKey: keyOf(actions),
    observationKey: resultsKeyOf(observations),
    text,
    reply,
    replyRepeated: replyHeard || undefined,
    source: input.source ?? 'model',
    novel: novel || trended || fresh, // time passing is news of its own: a heartbeat half an hour after the last
    counted: seriesCount(input.text, actions.length),
    trended: trended && !novel && !fresh,
    revisit,
    reread: reread || undefined,
    fresh,
    polls: polls || slowRead,
    waits:
      (late && !slowRead) ||
      // `kubectl rollout status --timeout=30s`, `gh run watch`: a status call that blocks until it times out.
      (polls && someArguments(actions, blockingFlagPattern)) ||
      waiting ||
      (text !== undefined && waitCommandPattern.test(text)),
  };
  if (turn.meaning !== undefined) rememberMeaning(step, turn.meaning);
  return step;
}
