import type { RunStateName } from '../events/run-state-name.js';

/**
 * The life of one run. `processing`: the model's turn; `waiting_tool`: tool calls are out; `abandoned`: left
 * idle past `idleTimeoutMs` (an agent that crashed or simply stopped calling) and ended for it.
 */
export type RunState = RunStateName;

const allowed: Readonly<Record<RunState, readonly RunState[]>> = {
  init: ['processing', 'completed', 'failed', 'abandoned'],
  processing: ['processing', 'waiting_tool', 'completed', 'failed', 'abandoned'],
  waiting_tool: ['waiting_tool', 'processing', 'completed', 'failed', 'abandoned'],
  completed: [],
  failed: [],
  abandoned: [],
};

/** A transition the state machine forbids, e.g. anything after `completed`. */
export class RunStateError extends Error {
  override readonly name = 'RunStateError';
  readonly code = 'LOOPGUARD_INVALID_TRANSITION';
  constructor(
    readonly from: RunState,
    readonly to: RunState,
  ) {
    super(`invalid run state transition ${from} → ${to}`);
  }
}

/** True once a run can make no further LLM call. */
export function isTerminal(state: RunState): boolean {
  return state === 'completed' || state === 'failed' || state === 'abandoned';
}

/** Checks a transition and returns the new state; throws {@link RunStateError} when it is not allowed. */
export function transition(from: RunState, to: RunState): RunState {
  if (!allowed[from].includes(to)) throw new RunStateError(from, to);
  return to;
}
