import { randomUUID } from 'node:crypto';
import { countTokens } from 'gpt-tokenizer';
import { buildStep } from '../detectors/build-step.js';
import { createLoopDetection, type LoopDetection } from '../detectors/loop-detection.js';
import type { Detection, StepObservation } from '../detectors/types.js';
import {
  ConfigError,
  GuardError,
  type GuardErrorCode,
  type GuardEvidence,
  retryAdviceFor,
} from '../errors.js';
import type { EventTokenUsage, GuardEvent, GuardEventName } from '../events/types.js';
import { countPromptTokens } from '../pricing/count-tokens.js';
import { costAt, createPriceBook, type PriceBook, type TokenUsage } from '../pricing/price-book.js';
import { type ActionSignature, actionSignature, type ToolCallInput } from '../signature/action-signature.js';
import {
  type CallTicket,
  GuardCallTicket,
  type LlmRequest,
  type LlmResponse,
  type TicketHost,
} from './call-ticket.js';
import { nearestDeadline } from './deadline.js';
import { observeResult, type ToolResultInput } from './observe-result.js';
import { type GuardOptions, type ResolvedGuardOptions, resolveGuardOptions } from './options.js';
import { isTerminal, type RunState, transition } from './run-state.js';
import { type Reservation, UsageMeter } from './usage-meter.js';

interface PendingStep {
  readonly round: number;
  readonly speaker: string;
  readonly actions: ActionSignature[];
  readonly ids: (string | undefined)[];
  readonly observations: (StepObservation | undefined)[];
  readonly text: string | null | undefined;
  reply?: string | undefined;
  readonly source: 'model' | 'message';
}

function toEventUsage(usage: TokenUsage): EventTokenUsage {
  return {
    prompt: usage.promptTokens,
    completion: usage.completionTokens,
    cached: usage.cachedPromptTokens ?? 0,
    total: usage.promptTokens + usage.completionTokens,
  };
}

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
  private readonly detection: LoopDetection | undefined;
  private readonly seenObservations = new Set<string>();
  private readonly pending: PendingStep[] = [];
  private readonly openCalls = new Map<string, { step: PendingStep; index: number }>();
  private pendingDetection: Detection | undefined;
  private nudges = 0;
  private callFailures = 0;
  private inFlight = 0;
  private promptRatio = 1;
  private promptGap = 0;
  private readonly priceBook: PriceBook;

  constructor(options: GuardOptions = {}) {
    this.options = resolveGuardOptions(options);
    this.runId = this.options.runId ?? randomUUID();
    this.taskId = this.options.taskId ?? this.runId;
    this.priceBook = createPriceBook(this.options.prices);
    this.detection = this.options.loopEnabled ? createLoopDetection(this.options.loop) : undefined;
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
      throw new GuardError(
        'GUARD_RUN_CLOSED',
        `run ${this.runId} has completed; no further LLM call is permitted`,
        {
          runId: this.runId,
          taskId: this.taskId,
          round: this.roundCount,
        },
      );
    }
    this.start();
    this.flushSteps();
    const nudge = this.checkLoops();
    this.checkLimits();
    const { counted, promptTokens, reservation } = this.reserve(request);
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
      { counted, promptTokens },
      this.options.now(),
    );
  }

  /** Records a tool result; a final one (envelope `is_final`, or a `final` tool) completes the run. */
  recordToolResult(input: ToolResultInput): void {
    const slot = this.findOpenCall(input);
    const read = observeResult(input);
    const action = slot ? slot.step.actions[slot.index] : undefined;
    const name = action?.tool ?? input.name;
    if (slot) slot.step.observations[slot.index] = read.observation;
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
    if (this.currentState === 'waiting_tool' && this.openCalls.size === 0 && this.inFlight === 0) {
      this.currentState = transition(this.currentState, 'processing');
    }
  }

  /**
   * Records a message from another speaker (a user, another agent, or a ReAct observation). Right after a
   * text turn of the model it counts as that turn's answer.
   */
  recordMessage(message: { speaker?: string; text: string }): void {
    const previous = this.pending.at(-1);
    if (
      previous &&
      previous.source === 'model' &&
      previous.actions.length === 0 &&
      previous.reply === undefined
    ) {
      previous.reply = message.text;
      return;
    }
    this.pending.push({
      round: this.roundCount,
      speaker: message.speaker ?? 'user',
      actions: [],
      ids: [],
      observations: [],
      text: message.text,
      source: 'message',
    });
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
      : new GuardError('GUARD_RUN_CLOSED', `run ${this.runId} failed: ${messageOf(error)}`, {
          runId: this.runId,
          taskId: this.taskId,
          round: this.roundCount,
          cause: error,
        });
    this.currentState = transition(this.currentState, 'failed');
    this.emitRunEnd(messageOf(error));
  }

  private checkLoops(): string | undefined {
    if (this.callFailures >= this.options.loop.maxCallFailures) {
      this.trip(
        'GUARD_RETRY_STORM',
        `${this.callFailures} LLM calls failed in a row; the provider is failing`,
        {
          detector: 'llm_call_failures',
          observed: this.callFailures,
          limitValue: this.options.loop.maxCallFailures,
        },
      );
    }
    const detection = this.pendingDetection;
    if (!detection) return undefined;
    this.pendingDetection = undefined;
    const evidence: GuardEvidence = {
      detector: detection.detector,
      rounds: detection.rounds,
      signatures: detection.signatures,
      previousResult: detection.previousResult,
    };
    if (this.options.loop.escalation === 'nudge' && this.nudges === 0) {
      this.nudges++;
      this.emit('guard_trigger', {
        code: detection.code,
        detector: detection.detector,
        action: 'nudge',
        error_message: detection.message,
      });
      const earlier = detection.previousResult
        ? ` The earlier result was: ${detection.previousResult.slice(0, 500)}`
        : '';
      return `Loop warning: ${detection.message}.${earlier} Do not repeat it: use the result you already have, try a different approach, or give your final answer.`;
    }
    this.trip(detection.code, `run ${this.runId}: ${detection.message}`, evidence);
  }

  private checkLimits(): void {
    const { maxDurationMs, maxRounds } = this.options;
    const signal = this.options.signal;
    if (signal?.aborted) {
      this.fail(signal.reason);
      throw this.failure;
    }
    const elapsed = this.options.now() - (this.startedAt ?? 0);
    if (maxDurationMs !== null && elapsed >= maxDurationMs) {
      this.trip(
        'GUARD_TIME_LIMIT',
        `run ${this.runId} exceeded maxDurationMs (${elapsed} ≥ ${maxDurationMs} ms)`,
        {
          limit: 'maxDurationMs',
          limitValue: maxDurationMs,
          observed: elapsed,
        },
      );
    }
    if (maxRounds !== null && this.roundCount >= maxRounds) {
      this.trip(
        'GUARD_ROUND_LIMIT',
        `run ${this.runId} exceeded maxRounds (${this.roundCount + 1} > ${maxRounds})`,
        {
          limit: 'maxRounds',
          limitValue: maxRounds,
          observed: this.roundCount + 1,
        },
      );
    }
  }

  private reserve(request: LlmRequest): { counted: number; promptTokens: number; reservation: Reservation } {
    const { maxTokens, maxPromptTokens, maxCost } = this.options;
    const needsCount = maxTokens !== null || maxPromptTokens !== null || maxCost !== null;
    const counted =
      request.promptTokens ??
      (needsCount && request.messages ? countPromptTokens(request.messages, request.tools) : 0);
    // Providers bill more prompt tokens than a local count sees: fixed overhead (tool schemas, formatting)
    // and other tokenizers. Reserve the larger of the worst ratio and the worst gap observed so far.
    const promptTokens =
      counted === 0 ? 0 : Math.ceil(Math.max(counted * this.promptRatio, counted + this.promptGap));
    if (maxPromptTokens !== null && promptTokens > maxPromptTokens) {
      this.trip(
        'GUARD_TOKEN_LIMIT',
        `call would send ${promptTokens} prompt tokens > maxPromptTokens ${maxPromptTokens}`,
        {
          limit: 'maxPromptTokens',
          limitValue: maxPromptTokens,
          observed: promptTokens,
        },
      );
    }
    const tokens = promptTokens + (request.maxOutputTokens ?? 0);
    const projected = this.meter.totalTokens + this.meter.reservedTokens + tokens;
    if (maxTokens !== null && (projected > maxTokens || this.meter.totalTokens >= maxTokens)) {
      this.trip(
        'GUARD_TOKEN_LIMIT',
        `run ${this.runId} would exceed maxTokens (${projected} > ${maxTokens})`,
        {
          limit: 'maxTokens',
          limitValue: maxTokens,
          observed: projected,
        },
      );
    }
    let cost = 0;
    if (maxCost !== null) {
      cost = this.worstCaseCost(request, promptTokens);
      const projectedCost = this.meter.cost + this.meter.reservedCost + cost;
      if (projectedCost > maxCost) {
        const currency = this.options.currency;
        this.trip(
          'GUARD_BUDGET_LIMIT',
          `run ${this.runId} would exceed maxCost (${projectedCost.toFixed(6)} > ${maxCost} ${currency}; this call reserves ${cost.toFixed(6)})`,
          { limit: 'maxCost', limitValue: maxCost, observed: projectedCost, reserved: cost, currency },
        );
      }
    }
    return { counted, promptTokens, reservation: this.meter.reserve(tokens, cost) };
  }

  private worstCaseCost(request: LlmRequest, promptTokens: number): number {
    const model = request.model;
    const price = model ? this.priceBook.priceOf(model) : undefined;
    if (!price) {
      throw new ConfigError('LOOPGUARD_UNKNOWN_PRICE', [
        {
          path: model ? `prices.${model}` : 'model',
          message: model
            ? `is required: the price catalogue does not know model "${model}"`
            : 'is required on every call when maxCost is set',
        },
      ]);
    }
    const outputTokens = request.maxOutputTokens ?? this.options.defaultMaxOutputTokens;
    return costAt(price, { promptTokens, completionTokens: outputTokens }) * this.options.usdRate;
  }

  /** @internal Arms the nearest deadline of a ticket; at it, the run fails with GUARD_TIME_LIMIT. */
  armDeadline(
    ticket: GuardCallTicket,
    controller: AbortController,
  ): ReturnType<typeof setTimeout> | undefined {
    const now = this.options.now();
    const deadline = nearestDeadline(this.options, now, ticket.startedAt, this.startedAt ?? ticket.startedAt);
    if (!deadline) return undefined;
    const timer = setTimeout(
      () => {
        const elapsed =
          deadline.limit === 'callTimeoutMs'
            ? this.options.now() - ticket.startedAt
            : this.options.now() - (this.startedAt ?? ticket.startedAt);
        const message =
          deadline.limit === 'callTimeoutMs'
            ? `LLM call ${ticket.round} of run ${this.runId} exceeded callTimeoutMs (${elapsed} ≥ ${deadline.limitValue} ms)`
            : `run ${this.runId} exceeded maxDurationMs (${elapsed} ≥ ${deadline.limitValue} ms) during call ${ticket.round}`;
        const error = this.buildError('GUARD_TIME_LIMIT', message, {
          limit: deadline.limit,
          limitValue: deadline.limitValue,
          observed: elapsed,
        });
        this.recordTrip(error);
        controller.abort(error);
      },
      Math.max(0, deadline.ms),
    );
    timer.unref?.();
    return timer;
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
    return ownTimeout ? this.failure : error;
  }

  /** @internal Records a response: usage, cost, tool calls, state. */
  settleCall(ticket: GuardCallTicket, response: LlmResponse): void {
    this.inFlight--;
    this.settle(ticket, response);
  }

  private settle(ticket: GuardCallTicket, response: LlmResponse): void {
    const { request, reservation, estimate } = ticket;
    const toolCalls = response.toolCalls ?? [];
    const usage: TokenUsage = response.usage ?? {
      promptTokens: estimate.promptTokens,
      completionTokens:
        (response.text ? countTokens(response.text) : 0) +
        (toolCalls.length > 0 ? countTokens(JSON.stringify(toolCalls)) : 0),
    };
    const model = response.model ?? request.model;
    const price = model ? this.priceBook.priceOf(model) : undefined;
    const cost = price ? costAt(price, usage) * this.options.usdRate : undefined;
    this.meter.settle(reservation, usage, cost ?? 0);
    if (estimate.counted > 0 && response.usage) {
      this.promptGap = Math.max(this.promptGap, usage.promptTokens - estimate.counted);
      if (estimate.counted >= 1_000)
        this.promptRatio = Math.max(this.promptRatio, usage.promptTokens / estimate.counted);
    }
    this.callFailures = 0;
    if (this.listening) {
      this.emit('llm_response', {
        model,
        token_usage: toEventUsage(usage),
        cost,
        latency_ms: this.options.now() - ticket.startedAt,
      });
    }
    const step: PendingStep = {
      round: ticket.round,
      speaker: response.speaker ?? 'assistant',
      actions: [],
      ids: [],
      observations: [],
      text: response.text,
      source: 'model',
    };
    for (const call of toolCalls) {
      const signature = this.signatureOf(call);
      step.actions.push(signature);
      step.ids.push(call.id);
      step.observations.push(undefined);
      if (call.id !== undefined) this.openCalls.set(call.id, { step, index: step.actions.length - 1 });
      if (this.listening) {
        this.emit('tool_call', {
          tool_name: call.name,
          tool_call_id: call.id,
          tool_args_hash: signature.argumentsHash,
          action_signature: signature.text,
        });
      }
    }
    this.pending.push(step);
    if (!isTerminal(this.currentState) && toolCalls.length > 0) {
      this.currentState = transition(this.currentState, 'waiting_tool');
    }
  }

  private findOpenCall(input: ToolResultInput): { step: PendingStep; index: number } | undefined {
    if (input.toolCallId !== undefined) {
      const slot = this.openCalls.get(input.toolCallId);
      if (slot) this.openCalls.delete(input.toolCallId);
      return slot;
    }
    for (const step of this.pending) {
      for (let index = 0; index < step.actions.length; index++) {
        if (
          step.observations[index] === undefined &&
          (input.name === undefined || step.actions[index]?.tool === input.name)
        ) {
          const id = step.ids[index];
          if (id !== undefined) this.openCalls.delete(id);
          return { step, index };
        }
      }
    }
    return undefined;
  }

  private flushSteps(): void {
    if (this.pending.length === 0) return;
    for (const pending of this.pending) {
      for (const id of pending.ids) if (id !== undefined) this.openCalls.delete(id);
      if (!this.detection) continue;
      const found = this.detection.observe(buildStep(pending, this.seenObservations));
      if (found && !this.pendingDetection) this.pendingDetection = found;
    }
    this.pending.length = 0;
  }

  private buildError(code: GuardErrorCode, message: string, evidence: GuardEvidence): GuardError {
    return new GuardError(code, message, {
      runId: this.runId,
      taskId: this.taskId,
      round: this.roundCount,
      evidence,
      advice: retryAdviceFor(code, this.options.loop.retryStormCooldownMs),
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
    });
    this.currentState = transition(this.currentState, 'failed');
    this.emitRunEnd(error.message, error.code);
  }

  private trip(code: GuardErrorCode, message: string, evidence: GuardEvidence): never {
    const error = this.buildError(code, message, evidence);
    this.recordTrip(error);
    throw error;
  }

  private emitRunEnd(reason: string, code?: GuardErrorCode): void {
    const meter = this.meter;
    this.emit('run_end', {
      state: this.currentState,
      code,
      error_message: this.currentState === 'failed' ? reason : undefined,
      cost: meter.cost,
      token_usage: {
        prompt: meter.promptTokens,
        completion: meter.completionTokens,
        cached: meter.cachedTokens,
        total: meter.totalTokens,
      },
      latency_ms: this.startedAt === undefined ? 0 : this.options.now() - this.startedAt,
    });
  }

  private get listening(): boolean {
    return this.options.listeners.length > 0;
  }

  /** @internal The run's outside signal, for tickets. */
  get parentSignal(): AbortSignal | undefined {
    return this.options.signal;
  }

  private emit(name: GuardEventName, fields: Partial<GuardEvent>): void {
    const listeners = this.options.listeners;
    if (listeners.length === 0) return;
    const event: GuardEvent = {
      event: name,
      task_id: this.taskId,
      run_id: this.runId,
      round: this.roundCount,
      timestamp: this.options.now(),
      agent_name: this.options.agentName,
      task_type: this.options.taskType,
      currency: fields.cost === undefined ? undefined : this.options.currency,
      ...fields,
    };
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        this.options.onError(error);
      }
    }
  }
}

/** Creates a guard for one run. Options are validated here; a bad one throws a ConfigError naming it. */
export function createGuard(options: GuardOptions = {}): Guard {
  return new Guard(options);
}
