import type { ActionKey } from '../signature/action-signature.js';
import { incidentalTextsOnly } from '../signature/incidental-texts.js';
import { visitLeaves } from '../signature/leaves.js';
import { NOT_JSON, parsedArgumentsOf } from '../signature/parsed-arguments.js';
import { httpHeadersEnd } from '../signature/value-forms.js';
import { objectMemo } from '../utils/object-memo.js';
import { answeredItems, sameItemAsked } from './asked-values.js';
import type { Step, StepObservation } from './types.js';

/** Answers longer than this are not parsed for echoes: a page of content says more than what it was asked. */
const ECHO_PARSE_MAX = 20_000;

/** A leaf value as echoes compare it: its text, in lower case. */
const leafText = (value: unknown) => String(value).toLowerCase();

/** Depth past which a value is not read for echoes: hostile nesting must not overflow the stack. */
const ECHO_MAX_DEPTH = 32;

/** Characters a text value needs to be looked for in an answer before it is parsed. */
const ECHO_MIN_TEXT = 3;

/**
 * The leaf values (strings, numbers, booleans) of a value down to {@link ECHO_MAX_DEPTH}, as {@link leafText}, or as
 * written (`folded` false).
 */
function leavesOf(value: unknown, folded = true): string[] {
  const leaves: string[] = [];
  visitLeaves(value, (leaf) => void leaves.push(folded ? leafText(leaf) : String(leaf)), ECHO_MAX_DEPTH);
  return leaves;
}

/** The leaf values of a call's arguments. */
function askedLeaves(action: ActionKey): Set<string> {
  const parsed = parsedArgumentsOf(action);
  return new Set(parsed === NOT_JSON ? [] : leavesOf(parsed));
}

/** Asked leaves an object or list must hold to be read as an echo of the ask. */
const ECHO_MIN_LEAVES = 2;

/**
 * Share of an object's leaves that must be values the call was made with: the call's key leaves out what it sets
 * aside as incidental (a note), which its echo still shows.
 */
const ECHO_SHARE = 0.75;

/** True when most leaves of `value`, two or more of them, are values the call was made with (the specs it sent). */
function echoesAsk(value: object, asked: ReadonlySet<string>): boolean {
  const leaves = leavesOf(value);
  let held = 0;
  for (const leaf of leaves) if (asked.has(leaf)) held++;
  return held >= ECHO_MIN_LEAVES && held >= leaves.length * ECHO_SHARE;
}

/**
 * A JSON answer with the parts that repeat its own call's arguments (`"specs_echo": {…}` holding the specs sent)
 * set to one mark, as a result to compare; `null` when it is no JSON or echoes none.
 */
function withoutAskedParts(result: StepObservation, action: ActionKey): AskFree | null {
  let known = askEchoes.get(result);
  if (known === undefined) {
    known = readWithoutAskedParts(result, action);
    askEchoes.set(result, known);
  }
  return known;
}

/** {@link withoutAskedParts} of each result, read once: a window compares each with a dozen others. */
const askEchoes = objectMemo<StepObservation, AskFree | null>('askEchoes');

/** An answer read without the parts that repeat its call's arguments. */
interface AskFree extends StepObservation {
  /** Its rest holds a number of its own (`"price": 198`): a figure worked out for the ask, not an acknowledgement. */
  readonly figure: boolean;
}

/** True when the text holds at least {@link ECHO_MIN_LEAVES} of the call's text values as they were written. */
function quotesAsk(text: string, action: ActionKey): boolean {
  const parsed = parsedArgumentsOf(action);
  if (parsed === NOT_JSON) return false;
  let found = 0;
  for (const leaf of leavesOf(parsed, false))
    if (leaf.length >= ECHO_MIN_TEXT && text.includes(leaf) && ++found >= ECHO_MIN_LEAVES) return true;
  return false;
}

function readWithoutAskedParts(result: StepObservation, action: ActionKey): AskFree | null {
  // An HTTP response's status line and headers are its envelope: the echo is read in its body.
  const headersEnd = httpHeadersEnd(result.text);
  const text = headersEnd < 0 ? result.text : result.text.slice(headersEnd).trimStart();
  const first = text.trimStart().charCodeAt(0);
  if (text.length > ECHO_PARSE_MAX || (first !== 123 && first !== 91)) return null;
  // Most answers quote nothing of their ask: they are passed over before any parse.
  if (!quotesAsk(text, action)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const asked = askedLeaves(action);
  if (asked.size < ECHO_MIN_LEAVES) return null;
  let echoed = false;
  let figure = false;
  const strip = (value: unknown, depth = 0): unknown => {
    if (typeof value === 'number') figure = true;
    if (value === null || typeof value !== 'object' || depth >= ECHO_MAX_DEPTH) return value;
    if (echoesAsk(value, asked)) {
      echoed = true;
      return '\u0001';
    }
    if (Array.isArray(value)) return value.map((entry) => strip(entry, depth + 1));
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, strip(entry, depth + 1)]));
  };
  // A value nested past what the writer can print is no echo to read: the answer is compared as it is.
  let stripped: string;
  try {
    stripped = JSON.stringify(strip(parsed), null, 1);
  } catch {
    return null;
  }
  return echoed ? { ...result, hash: `${result.hash}~`, text: stripped, tail: undefined, figure } : null;
}

/**
 * True when two asks whose answers echo them can be one ask reworded. Asks about other items echo other items:
 * the same rest of their answers is batch work (one status set on each). Asks about the same items, or none (a quote's
 * specs in other words), are one when the answer works out a figure for them (`"price": 198`).
 */
function oneAsk(
  action: ActionKey,
  earlier: ActionKey,
  now: StepObservation,
  before: StepObservation,
  read: AskFree,
): boolean {
  if (sameItemAsked(action, earlier, now, before)) return true;
  return read.figure && answeredItems(action, now) === answeredItems(earlier, before);
}

/**
 * True when two answers of one tool to calls asked otherwise say the same once each is read without the parts that
 * repeat its own call's arguments, churning values aside: a quote asked again under reworded specs, each answer
 * echoing the specs it was sent, the price the same.
 */
export function sameBesideAskEcho(
  earlier: ActionKey,
  before: StepObservation,
  action: ActionKey,
  now: StepObservation,
): boolean {
  if (earlier.tool !== action.tool || earlier.hash === action.hash || before.failed || now.failed)
    return false;
  const left = withoutAskedParts(now, action);
  const right = left === null ? null : withoutAskedParts(before, earlier);
  return (
    left !== null &&
    right !== null &&
    oneAsk(action, earlier, now, before, left) &&
    incidentalTextsOnly(right.text, left.text)
  );
}

/** True when a new answer says what an earlier answer of its tool in the window said, in {@link sameBesideAskEcho}'s sense. */
export function askEchoOnly(
  observation: StepObservation,
  action: ActionKey,
  recent: readonly Step[],
): boolean {
  // Most answers echo nothing of their ask: they are ruled out before any earlier one is looked at.
  if (observation.failed) return false;
  const now = withoutAskedParts(observation, action);
  if (now === null) return false;
  for (let index = recent.length - 1; index >= 0; index--) {
    const step = recent[index] as Step;
    const earlier = step.actions[0];
    const before = step.observations[0];
    if (step.actions.length !== 1 || !earlier || !before || earlier.tool !== action.tool) continue;
    if (earlier.hash === action.hash || before.failed) continue;
    const then = withoutAskedParts(before, earlier);
    if (then === null || !oneAsk(action, earlier, observation, before, now)) continue;
    if (incidentalTextsOnly(then.text, now.text)) return true;
  }
  return false;
}
