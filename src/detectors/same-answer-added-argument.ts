import type { ActionKey } from '../signature/action-signature.js';
import { addedArgumentsOnly } from '../signature/added-arguments.js';
import type { Step } from './types.js';

/**
 * True when two one-call turns got the very same answer and ask the same but for an argument or two that only
 * one of them gives (`"refresh":true`, `"page":1`, `"raw":false`): the argument changed nothing, and the turns are
 * one ask answered alike. The answers are compared first, by their keys: most turns were answered otherwise, and
 * their arguments need not be read.
 */
export function sameAnswerAddedArgument(a: Step, b: Step): boolean {
  return (
    a.actions.length === 1 &&
    b.actions.length === 1 &&
    a.observationKey === b.observationKey &&
    addedArgumentsOnly(a.actions[0] as ActionKey, b.actions[0] as ActionKey)
  );
}
