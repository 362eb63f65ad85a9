import type { GuardError } from '../errors.js';
import type { ActionSignature, ToolCallInput } from '../signature/action-signature.js';
import type { Admission, BeforeCallOptions, CallTicket, LlmRequest } from './call-ticket.js';
import type { GuardSnapshot } from './guard-snapshot.js';
import type { ToolResultInput } from './observe-result.js';
import type { ResolvedGuardOptions } from './options.js';
import type { RunState } from './run-state.js';

/** What a run has used: spent totals and what calls in flight hold back. */
export interface RunUsage {
  readonly promptTokens: number;
  readonly completionTokens: number;
  readonly cachedTokens: number;
  readonly totalTokens: number;
  readonly cost: number;
  readonly reservedTokens: number;
  readonly reservedCost: number;
}

/**
 * Guards one run of one agent: four gates checked before each LLM call, loop detection, the run state
 * machine, and one event per step. Its whole state is `snapshot()`; `restoreGuard` continues it anywhere.
 * @example
 * const guard = createGuard({ maxRounds: 10, maxCost: 0.5 });
 * const call = guard.beforeCall({ model: 'gpt-4o-mini', messages });
 * const response = await client.chat.completions.create({ model, messages }, { signal: call.signal });
 * call.end({ usage: { promptTokens: response.usage.prompt_tokens, completionTokens: response.usage.completion_tokens } });
 */
export interface Guard {
  readonly options: ResolvedGuardOptions;
  readonly runId: string;
  readonly taskId: string;
  /** Current run state. */
  readonly state: RunState;
  /** LLM calls permitted so far. */
  readonly rounds: number;
  /** Money spent so far in `options.currency`. */
  readonly cost: number;
  /** Tokens and money spent and reserved so far. */
  readonly usage: RunUsage;
  /** The trip that failed the run, if any. */
  readonly error: GuardError | undefined;
  /**
   * Observe-only mode (`enforce: false` or `'maxCost'`): the first trip that was recorded instead of refused,
   * where enforcing would have stopped the run; every call after it is one enforcing would have saved.
   * `undefined` while there is none, and always when every trip is enforced. Optional so that guards wrapped
   * by other code still type-check; a guard from `createGuard` always has it.
   */
  readonly observedTrip?: GuardError | undefined;
  /**
   * A signal for the whole run: it aborts when `maxDurationMs` has passed since the run started (the run then
   * fails with GUARD_TIME_LIMIT, the signal's reason) or when the outside `signal` aborts. For frameworks
   * where only the caller can pass a signal to the model call (LangChain's `invoke(…, { signal })`).
   */
  readonly runSignal: AbortSignal;
  /** Starts the run clock and emits `run_start`; `beforeCall` does this itself on the first call. */
  start(): void;
  /** The action signature of a tool call under this guard's tool policies. */
  signatureOf(call: ToolCallInput): ActionSignature;
  /**
   * Checks every gate before an LLM call and reserves its worst case. Throws a {@link GuardError} when the
   * call must not be sent; the refused call is never counted.
   */
  beforeCall(request?: LlmRequest, options?: BeforeCallOptions): CallTicket;
  /**
   * Whether `beforeCall` should be asked now or after the calls in flight settle, changing nothing: the
   * guarded-call core waits on `wait` (see {@link Admission}).
   */
  admission(request?: LlmRequest, options?: BeforeCallOptions): Admission;
  /** A call's worst case in US dollars as the guard would price it now, reserving nothing. */
  worstCaseUsd(request: LlmRequest): number;
  /** Whether a call of `model` has been billed (in this run, or in the process's `promptCalibration`). */
  estimateKnown(model?: string): boolean;
  /** Calls permitted and not yet settled or failed. */
  readonly callsInFlight: number;
  /** The ticket of a call still in flight, by id: also for a call begun before the run was restored. */
  ticket(id: string): CallTicket | undefined;
  /**
   * What `beforeCall` would refuse right now, as the same error, without refusing, reserving or counting
   * anything; `undefined` when the next call may go. For graceful stops (`stopWhen` conditions, error
   * handlers that answer instead of throwing).
   */
  peek(): GuardError | undefined;
  /** Records a tool result; a final one (envelope `is_final`, or a `final` tool) completes the run. */
  recordToolResult(input: ToolResultInput): void;
  /**
   * Records a result read from a message history: only for a tool call the guard saw the model make, and
   * only the first time its id is offered (histories repeat every earlier result; MCP and LLM adapters may
   * both report one).
   */
  recordToolResultOnce(input: ToolResultInput & { readonly toolCallId: string }): void;
  /**
   * Records a message from another speaker (a user, another agent, or a ReAct observation). Right after a
   * text turn of the model it counts as that turn's answer.
   */
  recordMessage(message: { speaker?: string; text: string }): void;
  /** Marks the run completed: no further LLM call is permitted. */
  complete(reason?: string): void;
  /**
   * Ends a run that will not go on (the agent stopped calling): state `abandoned`, `run_end` emitted, later
   * calls refused. The guard does this itself after `idleTimeoutMs` without activity.
   */
  abandon(reason?: string): void;
  /** Marks the run failed with `error` (a GuardError or anything else); later calls throw it. */
  fail(error: unknown): void;
  /** The run's whole state as plain versioned JSON. */
  snapshot(): GuardSnapshot;
}
