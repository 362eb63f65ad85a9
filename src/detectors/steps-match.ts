import { meaningOf } from '../signature/action-meaning.js';
import type { ActionKey } from '../signature/action-signature.js';
import { progressOf, shapeOf, shapesAlike } from '../signature/observation-compare.js';
import { NOT_JSON, parsedArgumentsOf } from '../signature/parsed-arguments.js';
import { jaccard, shingles } from '../signature/similarity.js';
import { objectMemo } from '../utils/object-memo.js';
import { DEFAULT_LOOP_DETECTION } from './defaults.js';
import { echoFreeAlike } from './echo-free.js';
import { sameFailureMoved } from './frame-lines.js';
import { sameAnswerAddedArgument } from './same-answer-added-argument.js';
import type { Step, StepObservation } from './types.js';

const shingleCache = objectMemo<object, Set<string>>('shingleCache');

function shinglesOf(owner: object, text: string): Set<string> {
  let cached = shingleCache.get(owner);
  if (!cached) {
    cached = shingles(text);
    shingleCache.set(owner, cached);
  }
  return cached;
}

/** Texts of at least this many characters may match when only slightly different. */
export const NEAR_MATCH_MIN_LENGTH = 40;

const shortValueCache = objectMemo<ActionKey, string>('shortValueCache');

/**
 * An action's short values (strings under {@link NEAR_MATCH_MIN_LENGTH} characters, numbers, flags) with where
 * they sit: what names the item a call acts on (a host, an id, a path), its long values (a text, a patch) left out.
 */
function shortValuesOf(action: ActionKey): string {
  let known = shortValueCache.get(action);
  if (known === undefined) {
    const parts: string[] = [];
    const walk = (value: unknown, path: string): void => {
      if (Array.isArray(value)) for (const [index, item] of value.entries()) walk(item, `${path}.${index}`);
      else if (typeof value === 'object' && value !== null)
        for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`);
      else if (typeof value !== 'string' || value.length < NEAR_MATCH_MIN_LENGTH)
        parts.push(`${path}=${value}`);
    };
    const parsed = parsedArgumentsOf(action);
    // Arguments that are no JSON: one text, no short values.
    if (parsed !== NOT_JSON) walk(parsed, '');
    known = parts.join('\u0000');
    shortValueCache.set(action, known);
  }
  return known;
}

/** True when two turns call the same tools but some call names another item: a short value of it changed. */
export function otherItems(a: Step, b: Step): boolean {
  if (a.actions.length === 0 || a.actions.length !== b.actions.length) return false;
  for (let index = 0; index < a.actions.length; index++) {
    const left = a.actions[index] as ActionKey;
    const right = b.actions[index] as ActionKey;
    if (left.hash !== right.hash && shortValuesOf(left) !== shortValuesOf(right)) return true;
  }
  return false;
}

/** Same tool, and the same canonical arguments or long arguments that differ only slightly. */
export function actionsNearlyEqual(a: ActionKey, b: ActionKey, similarity: number): boolean {
  if (a.hash === b.hash) return true;
  if (a.tool !== b.tool) return false;
  if (a.arguments.length < NEAR_MATCH_MIN_LENGTH || b.arguments.length < NEAR_MATCH_MIN_LENGTH) return false;
  return jaccard(shinglesOf(a, a.arguments), shinglesOf(b, b.arguments)) >= similarity;
}

const replyOwners = objectMemo<Step, object>('replyOwners');

/** An object that stands for a step's reply in caches keyed by objects (a reply is a string, which cannot key one). */
export function replyOwner(step: Step): object {
  let owner = replyOwners.get(step);
  if (!owner) {
    owner = {};
    replyOwners.set(step, owner);
  }
  return owner;
}

/** True when two text turns say the same or nearly the same, whatever they were answered. */
export function ownTextsNearlyEqual(a: Step, b: Step, similarity: number): boolean {
  if (a.text === undefined || b.text === undefined) return false;
  return a.text === b.text || jaccard(shinglesOf(a, a.text), shinglesOf(b, b.text)) >= similarity;
}

/** True when two text turns say the same or nearly the same, and got the same or nearly the same answer. */
export function textsNearlyEqual(a: Step, b: Step, similarity: number): boolean {
  if (a.text === undefined || b.text === undefined) return false;
  if (a.text !== b.text && jaccard(shinglesOf(a, a.text), shinglesOf(b, b.text)) < similarity) return false;
  if (a.reply === b.reply) return true;
  if (a.reply === undefined || b.reply === undefined) return false;
  return jaccard(shinglesOf(replyOwner(a), a.reply), shinglesOf(replyOwner(b), b.reply)) >= similarity;
}

interface Words {
  readonly words: Set<string>;
  /** The numbers it says, in order: reworded is the same only with the same numbers. */
  readonly numbers: string;
}

const wordCache = objectMemo<Step, { text: Words; reply: Words | undefined }>('wordCache');

function wordsIn(text: string): Words {
  const words = new Set<string>();
  const numbers: string[] = [];
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}_.]+/gu) ?? []) {
    const trimmed = word.replace(/^\.+|\.+$/g, '');
    if (trimmed === '') continue;
    // Numbers and ids (`ba4606`, `order 204474`) name what a message is about: reworded is the same only with them.
    if (/^\d[\d.]*$/.test(trimmed) || (/\d/.test(trimmed) && /\p{L}/u.test(trimmed))) numbers.push(trimmed);
    else words.add(trimmed);
  }
  return { words, numbers: numbers.join(' ') };
}

/** The words of a turn's text and of its answer. */
function wordsOf(step: Step): { text: Words; reply: Words | undefined } {
  let cached = wordCache.get(step);
  if (!cached) {
    cached = {
      text: wordsIn(step.text ?? ''),
      reply: step.reply === undefined ? undefined : wordsIn(step.reply),
    };
    wordCache.set(step, cached);
  }
  return cached;
}

const alike = (a: Words, b: Words, textSimilarity: number) =>
  a.numbers === b.numbers && jaccard(a.words, b.words) >= textSimilarity;

/** Two messages that say the same thing in other words: the same numbers and ids, most words shared. */
export function textSaysTheSame(a: Step, b: Step, textSimilarity: number): boolean {
  return alike(wordsOf(a).text, wordsOf(b).text, textSimilarity);
}

/** Two messages that say the same thing in other words (the same numbers, most words shared), answered alike. */
export function saysTheSame(a: Step, b: Step, textSimilarity: number): boolean {
  const left = wordsOf(a);
  const right = wordsOf(b);
  if (!alike(left.text, right.text, textSimilarity)) return false;
  if (left.reply === undefined || right.reply === undefined) return left.reply === right.reply;
  if (alike(left.reply, right.reply, textSimilarity)) return true;
  // The same question word for word, answered with the same facts in other words ("B-55102", "I already
  // told you: B-55102"): the answer was there, the question comes back.
  return a.text === b.text && left.reply.numbers !== '' && left.reply.numbers === right.reply.numbers;
}

/**
 * The results of two turns say the same, churning fields (pids, elapsed times, counters, a clock moved by the calls
 * made between) aside when the turns made the same calls (`churn`); two different calls must get the same values.
 */
export function observationsAlike(a: Step, b: Step, churn: boolean = actionsAlike(a, b)): boolean {
  return resultsAlike(a, b, churn, undefined);
}

/**
 * {@link observationsAlike} for a caller that knows whether the turns ask alike (`asksAlike`; `undefined`: worked
 * out when a result needs it): a cycle's pair of turns that asked otherwise need not be compared by meaning again.
 */
function resultsAlike(a: Step, b: Step, churn: boolean, asksAlike: boolean | undefined): boolean {
  if (a.observationKey === b.observationKey) return true;
  if (a.observations.length !== b.observations.length) return false;
  let alikeAsks = asksAlike;
  for (let index = 0; index < a.observations.length; index++) {
    const left = a.observations[index];
    const right = b.observations[index];
    if (!left || !right) {
      if (left !== right) return false;
      continue;
    }
    if (shapesAlike(left, right, churn, Math.abs(b.round - a.round) * a.observations.length)) continue;
    if (!churn) return false;
    // The same error raised again from lines an edit moved (`line 29`, then `line 30`).
    if (sameFailureMoved(left, right)) continue;
    alikeAsks ??= actionsAlike(a, b);
    if (!alikeAsks || !echoFreeAlike(a.actions[index], left, b.actions[index], right)) return false;
  }
  return true;
}

/** Two turns ask the same: the same canonical actions, or the same meaning spelled another way. */
export function actionsAlike(a: Step, b: Step): boolean {
  if (a.actionKey === b.actionKey) return true;
  if (a.actions.length !== b.actions.length || a.actions[0]?.tool !== b.actions[0]?.tool) return false;
  return meaningOf(a) === meaningOf(b);
}

/**
 * Long results that differ only slightly (a text polished again, the same page with one word more), the progress
 * they report the same: what a drifting call gets back each time.
 */
function observationsNear(a: Step, b: Step, similarity: number): boolean {
  for (let index = 0; index < a.observations.length; index++) {
    const left = a.observations[index] as StepObservation;
    const right = b.observations[index] as StepObservation;
    if (left.hash === right.hash) continue;
    if (jaccard(shinglesOf(left, left.text), shinglesOf(right, right.text)) < similarity) return false;
  }
  return true;
}

/** What {@link observationsNear} needs before any similarity is measured: long results, alike in failure and progress. */
function nearPossible(a: Step, b: Step): boolean {
  if (a.observations.length !== b.observations.length) return false;
  for (let index = 0; index < a.observations.length; index++) {
    const left = a.observations[index];
    const right = b.observations[index];
    if (!left || !right) return false;
    if (left.hash === right.hash) continue;
    if (left.text.length < NEAR_MATCH_MIN_LENGTH * 2 || right.text.length < NEAR_MATCH_MIN_LENGTH * 2)
      return false;
    if (left.failed !== right.failed || progressOf(left) !== progressOf(right)) return false;
    // A value that appeared (a field filled in, `value=""` → `value="08:00"`) is what the call before did.
    if (shapeOf(left).valueCount !== shapeOf(right).valueCount) return false;
  }
  return true;
}

/** Results up to this long are compared in less time than the numbers their calls asked are read. */
const QUICKLY_COMPARED = 256;

/**
 * True when {@link nearPossible} shapes the results of both turns (ones long enough, alike in failure) and they
 * are short enough to be compared in less time than the numbers asked are read: longer ones are compared value
 * by value or part by part, which costs more.
 */
function shapedAnyway(a: Step, b: Step): boolean {
  if (a.observations.length !== b.observations.length) return false;
  for (let index = 0; index < a.observations.length; index++) {
    const left = a.observations[index];
    const right = b.observations[index];
    if (!left || !right) return false;
    if (left.hash === right.hash) continue;
    if (left.text.length < NEAR_MATCH_MIN_LENGTH * 2 || right.text.length < NEAR_MATCH_MIN_LENGTH * 2)
      return false;
    if (left.text.length > QUICKLY_COMPARED || right.text.length > QUICKLY_COMPARED) return false;
    if (left.failed !== right.failed) return false;
  }
  return true;
}

/** Two turns ask with the same numbers and name the same items (their short values). */
const sameItems = (a: Step, b: Step) => numbersOf(a) === numbersOf(b) && !otherItems(a, b);

const askedNumbers = objectMemo<Step, string>('askedNumbers');

/** The numbers a turn's calls ask with, in order. */
function numbersOf(step: Step): string {
  let numbers = askedNumbers.get(step);
  if (numbers === undefined) {
    numbers = '';
    for (const action of step.actions) numbers += `${action.arguments.match(/\d+/g)?.join(' ') ?? ''};`;
    askedNumbers.set(step, numbers);
  }
  return numbers;
}

/** Two turns are the same move: same speaker, same results, and the same (or slightly drifted) actions or text. */
export function stepsMatch(
  a: Step,
  b: Step,
  similarity: number,
  textSimilarity: number = DEFAULT_LOOP_DETECTION.textSimilarity,
): boolean {
  if (a.speaker !== b.speaker || a.source !== b.source || a.actions.length !== b.actions.length) return false;
  if (a.actions.length === 0) {
    if (!observationsAlike(a, b, false)) return false;
    return textsNearlyEqual(a, b, similarity) || saysTheSame(a, b, textSimilarity);
  }
  if (actionsAlike(a, b)) return observationsAlike(a, b, true);
  if (sameAnswerAddedArgument(a, b)) return true;
  // Long arguments that drifted slightly in their words: the same call, whose results may churn. Another
  // number in them (`offset 1500`, `users/1203`) asks for another item, whose results must match exactly.
  for (let index = 0; index < a.actions.length; index++) {
    if (a.actions[index]?.tool !== b.actions[index]?.tool) return false;
  }
  // The same results, or results that churn while only the words of the arguments drifted: then the arguments
  // decide. Otherwise only long results that drifted alike can match, and only for arguments that drifted.
  // Whichever is cheaper first: short results that nearPossible shapes anyway are compared before the numbers asked
  // are read; others after, since most drifted calls ask for another item.
  const results =
    a.observationKey === b.observationKey ||
    (shapedAnyway(a, b)
      ? resultsAlike(a, b, true, false) && sameItems(a, b)
      : sameItems(a, b) && resultsAlike(a, b, true, false));
  // Worked out once: both the cheap rejection and the last test below need it.
  const near = !results && nearPossible(a, b);
  if (!results && !near) return false;
  for (let index = 0; index < a.actions.length; index++) {
    if (!actionsNearlyEqual(a.actions[index] as ActionKey, b.actions[index] as ActionKey, similarity)) {
      return false;
    }
  }
  return results || (near && observationsNear(a, b, similarity));
}
