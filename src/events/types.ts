import type { GuardErrorCode } from '../errors.js';
import type { RunStateName } from './run-state-name.js';

/** Names of the structured events. Part of the stored schema: never renamed. */
export type GuardEventName =
  | 'run_start'
  | 'llm_request'
  | 'llm_response'
  | 'tool_call'
  | 'tool_result'
  | 'guard_trigger'
  | 'run_end';

/** Token counts as events carry them. `prompt` includes `cached`. */
export interface EventTokenUsage {
  readonly prompt: number;
  readonly completion: number;
  readonly cached: number;
  readonly total: number;
}

/** One structured event per step; snake_case because it is the stored and logged schema. */
export interface GuardEvent {
  readonly event: GuardEventName;
  readonly task_id: string;
  readonly run_id: string;
  /** LLM calls started so far in the run. */
  readonly round: number;
  /** Milliseconds since the epoch. */
  readonly timestamp: number;
  readonly agent_name?: string | undefined;
  readonly task_type?: string | undefined;
  readonly model?: string | undefined;
  readonly token_usage?: EventTokenUsage | undefined;
  /** Cost of this call (llm_response) or of the whole run (run_end), in `currency`. */
  readonly cost?: number | undefined;
  readonly currency?: string | undefined;
  readonly latency_ms?: number | undefined;
  readonly tool_name?: string | undefined;
  readonly tool_call_id?: string | undefined;
  readonly tool_args_hash?: string | undefined;
  readonly action_signature?: string | undefined;
  readonly status?: 'succeeded' | 'failed' | undefined;
  readonly error_message?: string | undefined;
  readonly code?: GuardErrorCode | undefined;
  readonly detector?: string | undefined;
  /**
   * For guard_trigger: `halt` stops the run, `nudge` warns the model first, `observe` is a would-have-stopped
   * trip of observe-only mode (nothing was refused; the calls after it are what enforcing would have saved).
   */
  readonly action?: 'halt' | 'nudge' | 'observe' | undefined;
  readonly state?: RunStateName | undefined;
}

/** Receives every event of a guard. Must not throw; errors are caught and reported. */
export type GuardEventListener = (event: GuardEvent) => void;
