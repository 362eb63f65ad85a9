import { LoopguardError } from '../errors.js';
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

const runStateErrorBrand = Symbol.for('loopguard.RunStateError');

/** A transition the state machine forbids, e.g. anything after `completed`. */
export class RunStateError extends LoopguardError {
  override readonly name = 'RunStateError';
  declare readonly code: 'LOOPGUARD_INVALID_TRANSITION';
  readonly [runStateErrorBrand] = true;

  constructor(
    readonly from: RunState,
    readonly to: RunState,
  ) {
    super('LOOPGUARD_INVALID_TRANSITION', `invalid run state transition ${from} → ${to}`);
  }

  /** True for any RunStateError, also one thrown by another copy of this package. */
  static override isInstance(value: unknown): value is RunStateError {
    return LoopguardError.hasBrand(value, runStateErrorBrand);
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
