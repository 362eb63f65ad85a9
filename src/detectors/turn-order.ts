import type { ActionKey } from '../signature/action-signature.js';
import type { StepObservation } from './types.js';
import { isWaitAction, statusWordPattern } from './wait-action.js';

/** A turn's calls and results as a step holds them. */
export interface TurnInOrder {
  readonly actions: readonly ActionKey[];
  readonly observations: readonly (StepObservation | null)[];
}

/**
 * A turn's actions sorted by signature hash (so parallel calls in any order match), its results aligned with them.
 * A turn of one call, the common case, is copied as it is: no index list, sort or closures to make for it.
 */
export function inTurnOrder(input: {
  readonly actions: readonly ActionKey[];
  readonly observations: readonly (StepObservation | null | undefined)[];
}): TurnInOrder {
  const count = input.actions.length;
  if (count === 0) return { actions: [], observations: [] };
  if (count === 1)
    return { actions: [input.actions[0] as ActionKey], observations: [input.observations[0] ?? null] };
  const order = input.actions.map((_, index) => index);
  const hashAt = (index: number) => (input.actions[index] as ActionKey).hash;
  order.sort((a, b) => (hashAt(a) < hashAt(b) ? -1 : hashAt(a) > hashAt(b) ? 1 : 0));
  return {
    actions: order.map((index) => input.actions[index] as ActionKey),
    observations: order.map((index) => input.observations[index] ?? null),
  };
}

/** The order-free key of a turn's actions: their hashes, in turn order, joined by `,`. */
export function keyOf(actions: readonly ActionKey[]): string {
  if (actions.length === 1) return (actions[0] as ActionKey).hash;
  let key = '';
  for (let index = 0; index < actions.length; index++) {
    if (index > 0) key += ',';
    key += (actions[index] as ActionKey).hash;
  }
  return key;
}

/** The key of a turn's results aligned with {@link keyOf}: each one's hash, `?` where none came. */
export function resultsKeyOf(observations: readonly (StepObservation | null)[]): string {
  if (observations.length === 1) return observations[0]?.hash ?? '?';
  let key = '';
  for (let index = 0; index < observations.length; index++) {
    if (index > 0) key += ',';
    key += observations[index]?.hash ?? '?';
  }
  return key;
}

/**
 * True when a result says the thing asked about is still going, and its call did not set that status itself
 * (`update_ticket({status: "pending"})` echoed back is no status report).
 */
export function ownStatusPolls(
  actions: readonly ActionKey[],
  observations: readonly (StepObservation | null)[],
): boolean {
  for (let index = 0; index < observations.length; index++) {
    if (
      observations[index]?.pending === true &&
      !statusWordPattern.test((actions[index] as ActionKey).arguments)
    )
      return true;
  }
  return false;
}

/** True when some action's canonical arguments match `pattern` (a pattern with no `g` flag: it keeps no state). */
export function someArguments(actions: readonly ActionKey[], pattern: RegExp): boolean {
  for (const action of actions) if (pattern.test(action.arguments)) return true;
  return false;
}

/** True when some action waits on purpose ({@link isWaitAction}). */
export function someWaits(actions: readonly ActionKey[]): boolean {
  for (const action of actions) if (isWaitAction(action)) return true;
  return false;
}
