import type { ActionKey } from '../signature/action-signature.js';
import { addedArgumentsOnly, entriesOf } from '../signature/added-arguments.js';
import { type ShapedResult, shapesAlike } from '../signature/observation-compare.js';
import { parsedArgumentsOf } from '../signature/parsed-arguments.js';
import { echoStripped } from './echo-stripped.js';
import { incidentalKeyPattern } from './retry-tweak.js';
import type { Step } from './types.js';

/**
 * Keys of a solver's or a job's effort and luck (`random_seed`, `smt.random_seed`, `num_workers`, `threads`,
 * `max_time_in_seconds`, `time_limit`): another value asks the same question again, harder or with other dice.
 */
const effortKeyPattern =
  /(?:^|[._-])(?:random_?seed|seed|num_?workers|workers|num_?threads|threads|max_?time_?in_?seconds|time_?limit|timelimit)$/i;

/** Keys told apart lately: a window compares the same few keys round after round, and two patterns cost more. */
const tuningKeys = new Map<string, boolean>();
const TUNING_KEYS = 256;

/** True when `key` only tunes how a call is made (a retry's timeout, a page size, a seed, the workers), not what it asks. */
function tuningKey(key: string): boolean {
  let tuning = tuningKeys.get(key);
  if (tuning === undefined) {
    tuning = incidentalKeyPattern.test(key) || effortKeyPattern.test(key);
    if (tuningKeys.size >= TUNING_KEYS) tuningKeys.clear();
    tuningKeys.set(key, tuning);
  }
  return tuning;
}

/** Nested arguments compared this deep at most: deeper, two calls are told apart as they are written. */
const MAX_DEPTH = 8;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when everything `a` and `b` set is the same but for tuning keys, at any depth; `tuned` counts those that differ. */
function sameButTuning(a: unknown, b: unknown, depth: number, tuned: { count: number }): boolean {
  if (!isObject(a) || !isObject(b) || depth > MAX_DEPTH) return JSON.stringify(a) === JSON.stringify(b);
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const left = a[key];
    const right = b[key];
    if (tuningKey(key)) {
      if (JSON.stringify(left) !== JSON.stringify(right)) tuned.count++;
      continue;
    }
    // A block of settings given by one call only (`"params":{"num_workers":16}`) holds tuning keys alone.
    if (left === undefined || right === undefined) {
      if (!sameButTuning(left ?? {}, right ?? {}, depth + 1, tuned)) return false;
      continue;
    }
    if (!sameButTuning(left, right, depth + 1, tuned)) return false;
  }
  return true;
}

/**
 * True when two canonical argument texts first differ inside a value (not a key, not a nested object's opening)
 * whose key is no tuning key (`"path":"…-12.csv"` against `"path":"…-13.csv"`): they ask for other things.
 */
function asksOtherwiseAtFirstDifference(a: string, b: string): boolean {
  let at = 0;
  while (at < a.length && a.charCodeAt(at) === b.charCodeAt(at)) at++;
  const colon = a.lastIndexOf('":', at - 1);
  if (colon < 0 || a.charCodeAt(colon + 2) === 123) return false;
  // A key between the value's key and the difference: the difference is in a key, or past a nested value.
  const next = a.indexOf(',"', colon);
  const keyStart = a.lastIndexOf('"', colon - 1);
  if ((next >= 0 && next < at) || keyStart < 0) return false;
  return !tuningKey(a.slice(keyStart + 1, colon));
}

/** True when `a` gives a plain value under a key that is no tuning key and `b` gives it otherwise or not at all. */
function asksOtherwise(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean {
  for (const [key, value] of a)
    if (value !== b.get(key) && value.charCodeAt(0) !== 123 && !tuningKey(key)) return true;
  return false;
}

/**
 * True when two calls of one tool ask the same but for how hard or with what luck (another seed, more workers, a
 * longer time limit, another timeout): whether the tuning mattered is for their answers to say.
 */
export function tunedOnly(left: ActionKey, right: ActionKey): boolean {
  if (left.tool !== right.tool || left.arguments === right.arguments) return false;
  // Most pairs differ in a plain value under a key that asks for something: told apart where they first differ, or
  // by their top-level entries (kept once a call), without parsing either.
  if (asksOtherwiseAtFirstDifference(left.arguments, right.arguments)) return false;
  const a = entriesOf(left);
  const b = entriesOf(right);
  if (a === null || b === null || asksOtherwise(a, b) || asksOtherwise(b, a)) return false;
  const tuned = { count: 0 };
  return sameButTuning(parsedArgumentsOf(left), parsedArgumentsOf(right), 0, tuned) && tuned.count > 0;
}

/**
 * True when two calls of one tool ask the same but for their options: tuned ({@link tunedOnly}), or with an
 * argument or two only one of them gives (`"formality":"more"`, `"preserve_formatting":true`).
 */
export function optionsOnly(left: ActionKey, right: ActionKey): boolean {
  return tunedOnly(left, right) || addedArgumentsOnly(left, right);
}

/**
 * True when the answers of two calls say the same, churn aside, whole or once each is read without the echo of
 * its own call's arguments (a translation service printing the options it was given).
 */
export function alikeBesideEcho(
  leftAction: ActionKey,
  left: ShapedResult,
  rightAction: ActionKey,
  right: ShapedResult,
  ticks = 0,
): boolean {
  if (shapesAlike(left, right, true, ticks)) return true;
  const a = echoStripped(leftAction, left);
  const b = a === null ? null : echoStripped(rightAction, right);
  return a !== null && b !== null && shapesAlike(a, b, true, ticks);
}

/**
 * True when two one-call turns ask the same but for their options ({@link optionsOnly}) and were answered alike
 * ({@link alikeBesideEcho}): a solver run again with another seed, a translation asked again more formally, and
 * the same verdict or text back.
 */
export function sameAnswerTuned(a: Step, b: Step): boolean {
  const left = a.actions[0];
  const right = b.actions[0];
  const before = a.observations[0];
  const now = b.observations[0];
  if (a.actions.length !== 1 || b.actions.length !== 1 || !left || !right || !before || !now) return false;
  return optionsOnly(left, right) && alikeBesideEcho(left, before, right, now, Math.abs(b.round - a.round));
}

/** Earlier turns one detection reads for {@link sameAnswerTuned}: the nearest few, as for values under other names. */
const TUNED_READS = 8;

/**
 * {@link sameAnswerTuned} for one walk back through a window, reading the nearest {@link TUNED_READS} turns of the
 * tool only: comparing every turn of a full window cost a third of a guard round.
 */
export function nearestTuned(): (earlier: Step, step: Step) => boolean {
  let reads = 0;
  return (earlier, step) =>
    earlier.actions[0]?.tool === step.actions[0]?.tool &&
    reads++ < TUNED_READS &&
    sameAnswerTuned(earlier, step);
}
