import { randomUUID } from 'node:crypto';
import { createLoopDetection } from '../detectors/loop-detection.js';
import type { Detection } from '../detectors/types.js';
import { GuardError, type GuardErrorCode, retryAdviceFor } from '../errors.js';
import type { GuardEvent, GuardEventName } from '../events/types.js';
import { createPriceBook, type PriceBook } from '../pricing/price-book.js';
import { type ActionSignature, actionSignature, type ToolCallInput } from '../signature/action-signature.js';
import {
  type CallTicket,
  GuardCallTicket,
  type LlmRequest,
  type LlmResponse,
  type TicketHost,
} from './call-ticket.js';
import { checkBudgetGates, checkRunGates, worstCaseCost } from './gates.js';
import { type LongTimer, startLongTimer } from './long-timer.js';
import { nudgeFor } from './nudge.js';
import { observeResult, type ToolResultInput } from './observe-result.js';
import { type GuardOptions, type ResolvedGuardOptions, resolveGuardOptions } from './options.js';
import { PromptEstimator } from './prompt-estimator.js';
import { eventUsage, responseUsage, usageIsValid } from './response-usage.js';
import { RunEvents } from './run-events.js';
import { isTerminal, type RunState, transition } from './run-state.js';
import { RunTimers } from './run-timers.js';
import { StepRecorder } from './step-recorder.js';
import type { Trip } from './trip.js';
import { UsageMeter } from './usage-meter.js';

/** How long `run_end` waits for calls in flight when the run ends. */
const RUN_END_GRACE_MS = 5_000;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Guards one run of one agent: four gates checked before each LLM call, loop detection, the run state
 * machine, and one event per step.
 * @example
 * const guard = createGuard({ maxRounds: 10, maxCost: 0.5 });
 * const call = guard.beforeCall({ model: 'gpt-4o-mini', messages });
 * const response = await client.chat.completions.create({ model, messages }, { signal: call.signal });
 * call.end({ usage: { promptTokens: response.usage.prompt_tokens, completionTokens: response.usage.completion_tokens } });
 */
export class Guard implements TicketHost {
  readonly options: ResolvedGuardOptions;
  readonly runId: string;
  readonly taskId: string;
  readonly meter = new UsageMeter();
  private currentState: RunState = 'init';
  private roundCount = 0;
  private startedAt: number | undefined;
  private failure: GuardError | undefined;
  private readonly steps: StepRecorder;
  private nudges = 0;
  private readonly timers: RunTimers;
  private lastModel: string | undefined;
  private callFailures = 0;
  private inFlight = 0;
  private readonly priceBook: PriceBook;
  private readonly events: RunEvents;
  private readonly prompts: PromptEstimator;
  /** `run_end` waiting for calls still in flight when the run ended; nothing is emitted after it. */
  private pendingRunEnd: { reason: string; code: GuardErrorCode | undefined; timer: LongTimer } | undefined;
  private runEndEmitted = false;

  constructor(options: GuardOptions = {}) {
    this.options = resolveGuardOptions(options);
    this.runId = this.options.runId ?? randomUUID();
    this.taskId = this.options.taskId ?? this.runId;
    this.priceBook = createPriceBook(this.options.prices);
    this.events = new RunEvents(this.options, this.taskId, this.runId);
    this.prompts = new PromptEstimator(this.options);
    this.timers = new RunTimers(this.options, this.runId, (trip) => {
      this.recordTrip(this.buildError(trip));
      return this.failure;
    });
    this.steps = new StepRecorder(
      this.options.loopEnabled ? createLoopDetection(this.options.loop) : undefined,
    );
  }

  /** Current run state. */
  get state(): RunState {
    return this.currentState;
  }

  /** LLM calls permitted so far. */
  get rounds(): number {
    return this.roundCount;
  }

  /** Money spent so far in `options.currency`. */
  get cost(): number {
    return this.meter.cost;
  }

  /** The trip that failed the run, if any. */
  get error(): GuardError | undefined {
    return this.failure;
  }

  /**
   * A signal for the whole run: it aborts when `maxDurationMs` has passed since the run started (the run then
   * fails with GUARD_TIME_LIMIT, the signal's reason) or when the outside `signal` aborts. For frameworks
   * where only the caller can pass a signal to the model call (LangChain's `invoke(…, { signal })`).
   */
  get runSignal(): AbortSignal {
    this.start();
    return this.timers.runSignal(this.startedAt ?? this.options.now());
  }

  /** @internal The run's outside signal, for tickets. */
  get parentSignal(): AbortSignal | undefined {
    return this.options.signal;
  }

  /** Starts the run clock and emits `run_start`; `beforeCall` does this itself on the first call. */
  start(): void {
    if (this.startedAt !== undefined) return;
    this.startedAt = this.options.now();
    this.emit('run_start', { state: this.currentState });
  }

  /** The action signature of a tool call under this guard's tool policies. */
  signatureOf(call: ToolCallInput): ActionSignature {
    const policy = this.options.tools[call.name];
    return actionSignature(call, policy ? { coreArgs: policy.coreArgs, ignoreArgs: policy.ignoreArgs } : {});
  }

  /**
   * Checks every gate before an LLM call and reserves its worst case. Throws a {@link GuardError} when the
   * call must not be sent; the refused call is never counted.
   */
  beforeCall(request: LlmRequest = {}): CallTicket {
    if (this.failure) throw this.failure;
    if (this.currentState === 'completed') {
      throw this.completedError();
    }
    const signal = this.options.signal;
    if (signal?.aborted) {
      this.fail(signal.reason);
      throw this.failure;
    }
    this.start();
    this.steps.flush();
    const nudge = this.checkLoops();
    const gateState = this.gateState();
    const runTrip = checkRunGates(this.options, gateState);
    if (runTrip) this.trip(runTrip);
    const estimate = this.prompts.estimate(request);
    const { promptTokens } = estimate;
    const tokens = promptTokens + (request.maxOutputTokens ?? 0);
    const cost =
      this.options.maxCost === null ? 0 : worstCaseCost(this.options, this.priceBook, request, promptTokens);
    const budgetTrip = checkBudgetGates(this.options, gateState, { promptTokens, tokens, cost });
    if (budgetTrip) this.trip(budgetTrip);
    const reservation = this.meter.reserve(tokens, cost);
    this.roundCount++;
    this.inFlight++;
    this.currentState = transition(this.currentState, 'processing');
    if (this.listening) {
      this.emit('llm_request', {
        model: request.model,
        token_usage: { prompt: promptTokens, completion: 0, cached: 0, total: promptTokens },
      });
    }
    return new GuardCallTicket(
      this,
      this.roundCount,
      nudge,
      request,
      reservation,
      estimate,
      this.options.now(),
    );
  }

  /**
   * What `beforeCall` would refuse right now (ended run, loop, provider failures, time, rounds, spent tokens or
   * money), without refusing, reserving or counting anything; `undefined` when the next call may go.
   * For graceful stops (`stopWhen` conditions, error handlers that answer instead of throwing).
   */
  peek(): GuardError | undefined {
    if (this.failure) return this.failure;
    if (this.currentState === 'completed') {
      return this.completedError();
    }
    this.steps.flush();
    const detection = this.steps.peekDetection();
    if (detection && !(this.options.loop.escalation === 'nudge' && this.nudges === 0)) {
      return this.buildError(this.detectionTrip(detection));
    }
    if (this.callFailures >= this.options.loop.maxCallFailures) {
      return this.buildError({
        code: 'GUARD_RETRY_STORM',
        message: `${this.callFailures} LLM calls failed in a row`,
        evidence: {},
      });
    }
    const gateState = this.gateState();
    const trip =
      checkRunGates(this.options, gateState) ??
      checkBudgetGates(this.options, gateState, { promptTokens: 0, tokens: 0, cost: 0 });
    return trip ? this.buildError(trip) : undefined;
  }

  /** Records a tool result; a final one (envelope `is_final`, or a `final` tool) completes the run. */
  recordToolResult(input: ToolResultInput): void {
    const read = observeResult(input);
    const action = this.steps.attachResult(input.toolCallId, input.name, read.observation);
    const name = action?.tool ?? input.name;
    if (this.listening) {
      this.emit('tool_result', {
        tool_name: name,
        tool_call_id: input.toolCallId,
        tool_args_hash: action?.argumentsHash,
        action_signature: action?.text,
        status: read.failed ? 'failed' : 'succeeded',
        latency_ms: input.latencyMs,
        error_message: read.failed ? read.observation.text.slice(0, 500) : undefined,
      });
    }
    if (isTerminal(this.currentState)) return;
    const final = read.final ?? (name !== undefined && this.options.tools[name]?.final === true);
    if (final && !read.failed) {
      this.complete(`tool ${name ?? 'result'} returned is_final`);
      return;
    }
    if (this.currentState === 'waiting_tool' && this.steps.openCallCount === 0 && this.inFlight === 0) {
      this.currentState = transition(this.currentState, 'processing');
    }
  }

  /**
   * Records a message from another speaker (a user, another agent, or a ReAct observation). Right after a
   * text turn of the model it counts as that turn's answer.
   */
  recordMessage(message: { speaker?: string; text: string }): void {
    this.steps.addMessage(this.roundCount, message.speaker ?? 'user', message.text);
  }

  /** Marks the run completed: no further LLM call is permitted. */
  complete(reason = 'completed'): void {
    if (isTerminal(this.currentState)) return;
    this.currentState = transition(this.currentState, 'completed');
    this.emitRunEnd(reason);
  }

  /** Marks the run failed with `error` (a GuardError or anything else); later calls throw it. */
  fail(error: unknown): void {
    if (isTerminal(this.currentState)) return;
    this.failure = GuardError.isInstance(error)
      ? error
      : this.closedError(`run ${this.runId} failed: ${messageOf(error)}`, error);
    this.currentState = transition(this.currentState, 'failed');
    this.emitRunEnd(messageOf(error));
  }

  /** @internal Arms the nearest deadline of a ticket; at it, the run fails with GUARD_TIME_LIMIT. */
  armDeadline(ticket: GuardCallTicket, controller: AbortController): LongTimer | undefined {
    return this.timers.armCall(ticket, this.startedAt ?? ticket.startedAt, controller);
  }

  /** @internal Records a failed call; returns what the caller should throw. */
  failCall(ticket: GuardCallTicket, error: unknown): unknown {
    this.inFlight--;
    this.meter.release(ticket.reservation);
    const ownTimeout =
      this.failure !== undefined && (error === this.failure || ticket.abortReason === this.failure);
    if (!ownTimeout) this.callFailures++;
    if (this.listening) {
      this.emit('llm_response', {
        model: ticket.request.model,
        latency_ms: this.options.now() - ticket.startedAt,
        error_message: messageOf(ownTimeout ? this.failure : error),
      });
    }
    this.emitPendingRunEnd();
    return ownTimeout ? this.failure : error;
  }

  /** @internal Records a response: usage and cost, tool calls, state. */
  settleCall(ticket: GuardCallTicket, response: LlmResponse): void {
    this.inFlight--;
    const { request, reservation, estimate } = ticket;
    const toolCalls = response.toolCalls ?? [];
    const usage = responseUsage(response, estimate.promptTokens);
    const model = response.model ?? request.model;
    this.lastModel = model ?? this.lastModel;
    const usd = model ? this.priceBook.costOf(model, usage) : undefined;
    const cost = usd === undefined ? undefined : usd * this.options.usdRate;
    this.meter.settle(reservation, usage, cost ?? 0);
    if (usageIsValid(response)) this.prompts.learn(estimate.counted, usage.promptTokens);
    this.callFailures = 0;
    if (this.listening) {
      this.emit('llm_response', {
        model,
        token_usage: eventUsage(usage),
        cost,
        latency_ms: this.options.now() - ticket.startedAt,
      });
    }
    const calls = toolCalls.map((call) => ({
      signature: this.signatureOf(call),
      id: call.id,
      name: call.name,
    }));
    this.steps.addModelTurn(ticket.round, response.speaker ?? 'assistant', response.text, calls);
    if (this.listening) {
      for (const call of calls) {
        this.emit('tool_call', {
          tool_name: call.name,
          tool_call_id: call.id,
          tool_args_hash: call.signature.argumentsHash,
          action_signature: call.signature.text,
        });
      }
    }
    if (!isTerminal(this.currentState) && toolCalls.length > 0) {
      this.currentState = transition(this.currentState, 'waiting_tool');
    }
    this.emitPendingRunEnd();
  }

  private checkLoops(): string | undefined {
    const maxCallFailures = this.options.loop.maxCallFailures;
    if (this.callFailures >= maxCallFailures) {
      this.trip({
        code: 'GUARD_RETRY_STORM',
        message: `${this.callFailures} LLM calls failed in a row; the provider is failing`,
        evidence: { detector: 'llm_call_failures', observed: this.callFailures, limitValue: maxCallFailures },
      });
    }
    const detection = this.steps.takeDetection();
    if (!detection) return undefined;
    if (this.options.loop.escalation === 'nudge' && this.nudges === 0) {
      this.nudges++;
      this.emit('guard_trigger', {
        code: detection.code,
        detector: detection.detector,
        action: 'nudge',
        error_message: detection.message,
        model: this.lastModel,
      });
      return nudgeFor(detection);
    }
    this.trip(this.detectionTrip(detection));
  }

  private gateState() {
    const elapsedMs = this.startedAt === undefined ? 0 : this.options.now() - this.startedAt;
    return { runId: this.runId, rounds: this.roundCount, elapsedMs, meter: this.meter };
  }

  private detectionTrip(detection: Detection): Trip {
    return {
      code: detection.code,
      message: `run ${this.runId}: ${detection.message}`,
      evidence: {
        detector: detection.detector,
        rounds: detection.rounds,
        signatures: detection.signatures,
        previousResult: detection.previousResult,
      },
    };
  }

  private completedError(): GuardError {
    return this.closedError(`run ${this.runId} has completed; no further LLM call is permitted`);
  }

  private closedError(message: string, cause?: unknown): GuardError {
    return new GuardError('GUARD_RUN_CLOSED', message, {
      runId: this.runId,
      taskId: this.taskId,
      round: this.roundCount,
      cause,
    });
  }

  private buildError(trip: Trip): GuardError {
    return new GuardError(trip.code, trip.message, {
      runId: this.runId,
      taskId: this.taskId,
      round: this.roundCount,
      evidence: trip.evidence,
      advice: retryAdviceFor(trip.code, this.options.loop.retryStormCooldownMs),
    });
  }

  private recordTrip(error: GuardError): void {
    if (isTerminal(this.currentState)) return;
    this.failure = error;
    this.emit('guard_trigger', {
      code: error.code,
      detector: typeof error.evidence.detector === 'string' ? error.evidence.detector : undefined,
      action: 'halt',
      error_message: error.message,
      model: this.lastModel,
    });
    this.currentState = transition(this.currentState, 'failed');
    this.emitRunEnd(error.message, error.code);
  }

  private trip(trip: Trip): never {
    const error = this.buildError(trip);
    this.recordTrip(error);
    throw error;
  }

  private emitRunEnd(reason: string, code?: GuardErrorCode): void {
    this.timers.clear();
    if (this.inFlight > 0) {
      // A call still in flight reports its response first, so run_end is the run's last event (an
      // OpenTelemetry root span must end after its children). A call never settled stops the wait.
      const timer = startLongTimer(RUN_END_GRACE_MS, () => this.emitPendingRunEnd(true));
      this.pendingRunEnd = { reason, code, timer };
      return;
    }
    this.emitRunEndNow(reason, code);
  }

  private emitPendingRunEnd(force = false): void {
    const pending = this.pendingRunEnd;
    if (!pending || (this.inFlight > 0 && !force)) return;
    pending.timer.cancel();
    this.pendingRunEnd = undefined;
    this.emitRunEndNow(pending.reason, pending.code);
  }

  private emitRunEndNow(reason: string, code: GuardErrorCode | undefined): void {
    const meter = this.meter;
    this.emit('run_end', {
      model: this.lastModel,
      state: this.currentState,
      code,
      error_message: this.currentState === 'failed' ? reason : undefined,
      cost: meter.cost,
      token_usage: eventUsage({
        promptTokens: meter.promptTokens,
        completionTokens: meter.completionTokens,
        cachedPromptTokens: meter.cachedTokens,
      }),
      latency_ms: this.startedAt === undefined ? 0 : this.options.now() - this.startedAt,
    });
  }

  private get listening(): boolean {
    return this.events.listening;
  }

  private emit(name: GuardEventName, fields: Partial<GuardEvent>): void {
    if (this.runEndEmitted) return;
    if (name === 'run_end') this.runEndEmitted = true;
    this.events.emit(name, this.roundCount, fields);
  }
}

/** Creates a guard for one run. Options are validated here; a bad one throws a ConfigError naming it. */
export function createGuard(options: GuardOptions = {}): Guard {
  return new Guard(options);
}
