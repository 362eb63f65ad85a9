import type { ActionKey } from '../signature/action-signature.js';
import { NOT_JSON, parsedArgumentsOf } from '../signature/parsed-arguments.js';
import { objectMemo } from '../utils/object-memo.js';
import { sameIdsAsked } from './asked-values.js';
import type { Step } from './types.js';

/** Values shorter than this name no one: a flag, a count, `yes`. */
const TARGET_MIN_LENGTH = 4;

/** Keys that name what a call does, not whom it asks: `action: "left_click"` sends the run nowhere. */
const operationKey = /^(?:action|actions|op|operation|method|command|cmd|type|kind|mode|verb)$/i;

/** The text a call gave under `key`, when it may name a target (four characters or more). */
function targetOf(action: ActionKey, key: string): string | undefined {
  const parsed = parsedArgumentsOf(action);
  if (parsed === NOT_JSON || typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return undefined;
  const value = (parsed as Record<string, unknown>)[key];
  return typeof value === 'string' && value.length >= TARGET_MIN_LENGTH ? value : undefined;
}

/** The target the call after `steps[index]` asked under `key`, when it is a call of `tool`. */
function nextTarget(steps: readonly Step[], index: number, tool: string, key: string): string | undefined {
  const next = steps[index + 1];
  const call = next?.actions[0];
  if (next === undefined || next.actions.length !== 1 || call?.tool !== tool) return undefined;
  return targetOf(call, key);
}

/**
 * The other targets `step`'s answer sends the run to: the values other calls of its tool in `steps` gave under
 * `key`, other than its own, that its answer names (`"Outside our remit — ask data-curator."`), sorted and joined.
 */
function referredTo(step: Step, key: string, own: string, steps: readonly Step[]): string {
  const action = step.actions[0] as ActionKey;
  const answer = step.observations[0]?.text ?? '';
  const named: string[] = [];
  for (const other of steps) {
    const call = other.actions[0];
    if (other.actions.length !== 1 || call?.tool !== action.tool) continue;
    const target = targetOf(call, key);
    if (target !== undefined && target !== own && !named.includes(target) && answer.includes(target))
      named.push(target);
  }
  return named.sort().join('\u0000');
}

/** {@link followedKeys} of each turn, read once: the cycle asks it of the same turn on every round. */
const followed = objectMemo<Step, readonly string[]>('followedKeys');

/**
 * The keys under which the one call of `steps[index]` asked a target the answer before it named (`agent:
 * "data-curator"` after `ask data-curator`): the run following a referral. Empty for most turns.
 */
function followedKeys(steps: readonly Step[], index: number): readonly string[] {
  const step = steps[index];
  const before = steps[index - 1];
  if (step === undefined || before === undefined) return NONE;
  let keys = followed.get(step);
  if (keys === undefined) {
    keys = readFollowedKeys(step, before);
    followed.set(step, keys);
  }
  return keys;
}

const NONE: readonly string[] = [];

function readFollowedKeys(step: Step, before: Step): readonly string[] {
  const call = step.actions[0];
  const answer = before.observations[0]?.text;
  if (step.actions.length !== 1 || before.actions.length !== 1 || !call || answer === undefined) return NONE;
  if (before.actions[0]?.tool !== call.tool) return NONE;
  const parsed = parsedArgumentsOf(call);
  if (parsed === NOT_JSON || typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return NONE;
  let keys: string[] | undefined;
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== 'string' || value.length < TARGET_MIN_LENGTH || operationKey.test(key)) continue;
    if (!answer.includes(value) || targetOf(before.actions[0] as ActionKey, key) === value) continue;
    keys ??= [];
    keys.push(key);
  }
  return keys ?? NONE;
}

/**
 * True when the turns at `index` and `earlierIndex` asked one target (the same value under one key of one tool: an
 * agent, a person paged) and each was sent on to the same other target, the run going there after the earlier,
 * however both worded the ask and the answer: the referral goes round (`field-lead` says ask `data-curator`, who
 * says ask `field-lead`). Read for every pair a cycle compares that its steps do not match: the cheap tests come
 * first.
 */
export function sameReferral(steps: readonly Step[], index: number, earlierIndex: number): boolean {
  const a = steps[index] as Step;
  const b = steps[earlierIndex] as Step;
  const left = a.actions[0];
  const right = b.actions[0];
  if (a.actions.length !== 1 || b.actions.length !== 1 || !left || !right || left.tool !== right.tool)
    return false;
  // The run went where the earlier answer sent it: the call after it asked a target that answer named.
  const sent = followedKeys(steps, earlierIndex + 1);
  if (sent.length === 0) return false;
  const answerBefore = b.observations[0]?.text;
  const answerNow = a.observations[0]?.text;
  if (answerBefore === undefined || answerNow === undefined) return false;
  for (const key of sent) {
    const value = targetOf(left, key);
    if (value === undefined || targetOf(right, key) !== value) continue;
    // The run went where the earlier answer sent it, and the later answer sends it there again.
    const followed = nextTarget(steps, earlierIndex, left.tool, key);
    if (followed === undefined || followed === value) continue;
    if (!answerBefore.includes(followed) || !answerNow.includes(followed)) continue;
    // About the same item (`CT-S51` both times): a pipeline handing each item on names another every time.
    if (!sameIdsAsked(left, right)) return false;
    if (referredTo(a, key, value, steps) === referredTo(b, key, value, steps)) return true;
  }
  return false;
}
