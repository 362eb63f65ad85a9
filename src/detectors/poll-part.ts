import { objectMemo } from '../utils/object-memo.js';
import type { Step } from './types.js';
import { isWaitAction } from './wait-action.js';

const pollParts = objectMemo<Step, Step>('pollParts');

/**
 * A turn as a poll: its calls other than waits, with their results. A turn that checks a status and waits in
 * one go (`get_job` + `wait 30`) is the same poll as one that only checks it; a turn without a wait beside
 * another call is itself. Kept with the step.
 */
export function pollPart(step: Step): Step {
  if (!step.waits || step.actions.length < 2) return step;
  let part = pollParts.get(step);
  if (part === undefined) {
    const kept: number[] = [];
    for (let index = 0; index < step.actions.length; index++)
      if (!isWaitAction(step.actions[index] as Step['actions'][number])) kept.push(index);
    if (kept.length === 0 || kept.length === step.actions.length) part = step;
    else {
      const actions = kept.map((index) => step.actions[index] as Step['actions'][number]);
      const observations = kept.map((index) => step.observations[index] ?? null);
      part = {
        ...step,
        actions,
        observations,
        actionKey: actions.map((action) => action.hash).join(','),
        observationKey: observations.map((observation) => observation?.hash ?? '?').join(','),
      };
    }
    pollParts.set(step, part);
  }
  return part;
}
