import type { ActionKey } from '../signature/action-signature.js';
import { NOT_JSON, parsedArgumentsOf } from '../signature/parsed-arguments.js';
import { sameIdsAsked } from './asked-values.js';
import type { Step } from './types.js';

/** Values shorter than this name no one: a flag, a count, `yes`. */
const TARGET_MIN_LENGTH = 4;

/** Keys that name what a call does, not whom it asks: `action: "left_click"` sends the run nowhere. */
const operationKey = /^(?:action|actions|op|operation|method|command|cmd|type|kind|mode|verb)$/i;

/** The text values of a call's top-level arguments that may name a target, by key. */
function textValues(action: ActionKey): Map<string, string> | null {
  const parsed = parsedArgumentsOf(action);
  if (parsed === NOT_JSON || typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return null;
  const values = new Map<string, string>();
  for (const [key, value] of Object.entries(parsed))
    if (typeof value === 'string' && value.length >= TARGET_MIN_LENGTH && !operationKey.test(key))
      values.set(key, value);
  return values;
}

/** The target the call after `steps[index]` asked under `key`, when it is a call of `tool`. */
function nextTarget(steps: readonly Step[], index: number, tool: string, key: string): string | undefined {
  const next = steps[index + 1];
  const call = next?.actions[0];
  if (next === undefined || next.actions.length !== 1 || call?.tool !== tool) return undefined;
  return textValues(call)?.get(key);
}

/**
 * The other targets `step`'s answer sends the run to: the values other calls of its tool in `steps` gave under
 * `key`, other than its own, that its answer names (`"Outside our remit — ask data-curator."`), sorted and joined.
 */
function referredTo(step: Step, key: string, own: string, steps: readonly Step[]): string {
  const action = step.actions[0] as ActionKey;
  const answer = step.observations[0]?.text ?? '';
  const named = new Set<string>();
  for (const other of steps) {
    const call = other.actions[0];
    if (other.actions.length !== 1 || call?.tool !== action.tool) continue;
    const target = textValues(call)?.get(key);
    if (target !== undefined && target !== own && answer.includes(target)) named.add(target);
  }
  return [...named].sort().join('\u0000');
}

/**
 * True when the turns at `index` and `earlierIndex` asked one target (the same value under one key of one tool: an
 * agent, a person paged) and each was sent on to the same other target, the run going there after the earlier,
 * however both worded the ask and the answer: the referral goes round (`field-lead` says ask `data-curator`, who
 * says ask `field-lead`).
 */
export function sameReferral(steps: readonly Step[], index: number, earlierIndex: number): boolean {
  const a = steps[index] as Step;
  const b = steps[earlierIndex] as Step;
  const left = a.actions[0];
  const right = b.actions[0];
  if (a.actions.length !== 1 || b.actions.length !== 1 || !left || !right || left.tool !== right.tool)
    return false;
  // About the same item (`CT-S51` both times): a pipeline handing each item on names another every time.
  if (!sameIdsAsked(left, right)) return false;
  const before = textValues(right);
  const now = textValues(left);
  if (before === null || now === null) return false;
  for (const [key, value] of now) {
    if (before.get(key) !== value) continue;
    const sentOn = referredTo(b, key, value, steps);
    // The run went where the earlier answer sent it: the next call asked the target it named.
    const followed = nextTarget(steps, earlierIndex, left.tool, key);
    if (sentOn === '' || followed === undefined || !sentOn.split('\u0000').includes(followed)) continue;
    if (referredTo(a, key, value, steps) === sentOn) return true;
  }
  return false;
}
