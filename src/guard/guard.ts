import { GuardError, type GuardErrorCode } from '../errors.js';
import type { GuardEvent, GuardEventName } from '../events/types.js';
import type { PriceBook } from '../pricing/price-book.js';
import {
  type ActionKey,
  type ActionSignature,
  actionKey,
  signatureText,
  type ToolCallInput,
} from '../signature/action-signature.js';
import { callReservation, settledCost } from './call-cost.js';
import { checkCallNumbers, clampUsage } from './call-numbers.js';
import {
  type Admission,
  type BeforeCallOptions,
  type CallReservation,
  type CallSettlement,
  type CallTicket,
  GuardCallTicket,
  type LlmRequest,
  type LlmResponse,
  type OpenCall,
  type TicketHost,
} from './call-ticket.js';
import { nearestDeadline } from './deadline.js';
import { RESERVATION_TTL_MS, RUN_END_GRACE_MS } from './defaults.js';
import { enforces, tripKind } from './enforcement.js';
import { checkBudgetGates, type GateState, type PassedTrip, timeLimitTrip } from './gates.js';
import type { Guard, RunUsage } from './guard-api.js';
import {
  checkGuardSnapshot,
  GUARD_SNAPSHOT_VERSION,
  type GuardSnapshot,
  type PendingRunEnd,
} from './guard-snapshot.js';
import { IdleWatch } from './idle-watch.js';
import type { LongTimer } from './long-timer.js';
import { decideNextCall, type NextCall } from './next-call.js';
import { nudgeFor } from './nudge.js';
import { observeResult, type ToolResultInput } from './observe-result.js';
import { type GuardOptions, type ResolvedGuardOptions, resolveGuardOptions } from './options.js';
import { callOnlyBudgetError, outputTokensThatFit } from './output-fit.js';
import { priceBookOf } from './price-book-of.js';
import { PromptEstimator } from './prompt-estimator.js';
import { eventUsage, responseUsage, usageIsValid } from './response-usage.js';
import { RunEndGate } from './run-end-gate.js';
import { RunEvents } from './run-events.js';
import { isTerminal, type RunState, transition } from './run-state.js';
import { KEEP_RUNNING, RunTimers } from './run-timers.js';
import { StepRecorder } from './step-recorder.js';
import { ToolLedger } from './tool-ledger.js';
import type { Trip } from './trip.js';
import { closedError, detectionTrip, type TripContext, tripError } from './trip-errors.js';
import { UsageMeter } from './usage-meter.js';

export type { Guard, RunUsage };

const guardBrand = Symbol.for('loopguard.Guard');

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function randomId(): string {
  return globalThis.crypto.randomUUID();
}

/** The guard of one run; see {@link Guard}. Not exported from the package: use `createGuard`. */
class RunGuard implements Guard, TicketHost {
  readonly [guardBrand] = true;
  readonly options: ResolvedGuardOptions;
  readonly runId: string;
  readonly taskId: string;
  private readonly meter: UsageMeter;
  private readonly steps: StepRecorder;
  private readonly prompts: PromptEstimator;
  private readonly ledger: ToolLedger;
  private readonly timers: RunTimers;
  private readonly events: RunEvents;
  private readonly priceBook: PriceBook;
  private readonly calls = new Map<string, OpenCall>();
  private readonly tickets = new Map<string, GuardCallTicket>();
  /**
   * Requests of calls in flight whose prompt was reserved by a bound, to count exactly should the response
   * not say what it used. Not state: a restored run falls back to the bound, which is never below the count.
   */
  private readonly boundRequests = new Map<string, LlmRequest>();
  private currentState: RunState;
  private roundCount: number;
  private startedAt: number | undefined;
  private failure: GuardError | undefined;
  private nudges: number;
  private lastModel: string | undefined;
  private callFailures: number;
  /** `run_end` waiting for calls in flight; nothing is emitted after it. */
  private readonly runEnd: RunEndGate;
  /** Ends the run, abandoned, when nothing happens for `idleTimeoutMs`. */
  private readonly idle: IdleWatch;
  /** Observe-only mode: the kinds of trip recorded (each once per run), and the first trip recorded. */
  private readonly observedKinds: Set<string>;
  private firstObserved: GuardError | undefined;
  /** Gates look past trips they do not refuse whose kind was recorded already; `undefined` when enforcing all. */
  private readonly passed: PassedTrip | undefined;

  constructor(options: ResolvedGuardOptions, snapshot?: GuardSnapshot) {
    this.options = options;
    this.runId = snapshot?.runId ?? options.runId ?? randomId();
    this.taskId = snapshot?.taskId ?? options.taskId ?? this.runId;
    this.priceBook = priceBookOf(options.prices);
    this.events = new RunEvents(options, this.taskId, this.runId);
    this.prompts = new PromptEstimator(options, snapshot?.prompts);
    this.meter = new UsageMeter(snapshot?.usage);
    this.ledger = new ToolLedger(snapshot?.tools);
    this.observedKinds = new Set(snapshot?.observed?.kinds ?? []);
    this.firstObserved = snapshot?.observed ? GuardError.fromJSON(snapshot.observed.first) : undefined;
    this.passed =
      options.enforce === true
        ? undefined
        : (trip) => !enforces(options.enforce, trip.code) && this.observedKinds.has(tripKind(trip));
    this.timers = new RunTimers(options, this.runId, (trip) => {
      this.recordTrip(this.buildError(trip));
      return enforces(options.enforce, trip.code) ? this.failure : KEEP_RUNNING;
    });
    this.steps = new StepRecorder(
      { loopEnabled: options.loopEnabled, loop: options.loop, signatureOf: (call) => this.actionKeyOf(call) },
      snapshot?.steps,
      snapshot?.detection,
    );
    this.currentState = snapshot?.state ?? 'init';
    this.roundCount = snapshot?.rounds ?? 0;
    this.startedAt = snapshot?.startedAt ?? undefined;
    this.failure = snapshot?.failure ? GuardError.fromJSON(snapshot.failure) : undefined;
    this.nudges = snapshot?.nudges ?? 0;
    this.lastModel = snapshot?.lastModel ?? undefined;
    this.callFailures = snapshot?.callFailures ?? 0;
    this.runEnd = new RunEndGate(snapshot?.runEnd);
    for (const call of snapshot?.calls ?? []) this.calls.set(call.id, call);
    this.runEnd.resume(options.now(), () => this.emitPendingRunEnd(true));
    this.idle = new IdleWatch(options.idleTimeoutMs, options.now, (idleForMs) => this.endIdle(idleForMs));
    if (this.startedAt !== undefined && !isTerminal(this.currentState)) this.idle.touch();
  }

  get state(): RunState {
    return this.currentState;
  }

  get rounds(): number {
    return this.roundCount;
  }

  get cost(): number {
    return this.meter.cost;
  }

  get usage(): RunUsage {
    const meter = this.meter;
    return {
      promptTokens: meter.promptTokens,
      completionTokens: meter.completionTokens,
      cachedTokens: meter.cachedTokens,
      totalTokens: meter.totalTokens,
      cost: meter.cost,
      reservedTokens: meter.reservedTokens,
      reservedCost: meter.reservedCost,
    };
  }

  get error(): GuardError | undefined {
    return this.failure;
  }

  get observedTrip(): GuardError | undefined {
    return this.firstObserved;
  }

  get runSignal(): AbortSignal {
    this.start();
    return this.timers.runSignal(this.startedAt ?? this.options.now());
  }

  get runCancelSignal(): AbortSignal | undefined {
    return this.options.signal;
  }

  start(): void {
    if (this.startedAt !== undefined) return;
    this.startedAt = this.options.now();
    this.emit('run_start', { state: this.currentState });
    this.idle.touch();
  }

  signatureOf(call: ToolCallInput): ActionSignature {
    const key = this.actionKeyOf(call);
    return { ...key, text: signatureText(key) };
  }

  /** What loop detection compares of a call, under its tool's policy; the readable text only when shown. */
  private actionKeyOf(call: ToolCallInput): ActionKey {
    const policy = this.options.tools[call.name];
    return actionKey(
      call,
      policy
        ? {
            coreArgs: policy.coreArgs,
            ignoreArgs: policy.ignoreArgs,
            commentaryArgs: policy.commentaryArgs,
            unorderedArgs: policy.unorderedArgs,
          }
        : {},
    );
  }

  beforeCall(request: LlmRequest = {}, callOptions: BeforeCallOptions = {}): CallTicket {
    checkCallNumbers(request, `run ${this.runId}: beforeCall`);
    this.refuseIfClosed();
    this.start();
    this.idle.touch();
    this.steps.flush();
    let reservation: ReturnType<typeof callReservation> | undefined;
    const priced = callOptions.priced === true;
    // The cheap bound first; only when it does not fit a budget is the prompt counted exactly (the
    // budget gates come last, so a trip with a bounded reservation is theirs).
    const decide = (): NextCall => {
      const facts = this.nextCallFacts();
      const first = decideNextCall(
        this.options,
        facts,
        () => {
          reservation = callReservation(this.options, this.priceBook, this.prompts, request, false, priced);
          return reservation;
        },
        this.passed,
      );
      if (first.kind !== 'trip' || !reservation?.estimate.bound) return first;
      return decideNextCall(
        this.options,
        facts,
        () => {
          reservation = callReservation(this.options, this.priceBook, this.prompts, request, true, priced);
          return reservation;
        },
        this.passed,
      );
    };
    let decision = decide();
    // A trip enforced throws; one observed is recorded and the gates after it are checked too.
    while (decision.kind === 'trip') {
      if (callOptions.budgetPerCall && reservation && enforces(this.options.enforce, decision.trip.code)) {
        const fit = outputTokensThatFit(
          this.options,
          this.priceBook,
          this.gateState(),
          request,
          reservation,
          decision.trip,
        );
        if (fit !== undefined) throw callOnlyBudgetError(decision.trip, this.tripContext(), fit);
      }
      this.trip(decision.trip);
      if (decision.detection) this.steps.takeDetection();
      else if (!this.observedKinds.has(tripKind(decision.trip))) break;
      decision = decide();
    }
    const detection = decision.kind === 'go' ? decision.nudge : undefined;
    let nudge: string | undefined;
    if (detection) {
      this.steps.takeDetection();
      this.nudges++;
      this.emit('guard_trigger', {
        code: detection.code,
        detector: detection.detector,
        action: 'nudge',
        error_message: detection.message,
        model: this.lastModel,
      });
      nudge = nudgeFor(detection);
    }
    let reserved =
      reservation ?? callReservation(this.options, this.priceBook, this.prompts, request, false, priced);
    const worstCase = reserved.cost;
    if (callOptions.holdRest) reserved = this.withRest(reserved);
    this.roundCount++;
    const now = this.options.now();
    const runStartedAt = this.startedAt ?? now;
    const nearest = nearestDeadline(this.options, now, now, runStartedAt);
    const call: OpenCall = {
      id: `call-${this.roundCount}`,
      round: this.roundCount,
      startedAt: now,
      deadline: now + (nearest ? Math.max(0, nearest.ms) : RESERVATION_TTL_MS),
      model: request.model ?? null,
      estimate: reserved.estimate,
      nudge: nudge ?? null,
      outputTokens: request.maxOutputTokens ?? this.options.defaultMaxOutputTokens,
      worstCase,
    };
    this.meter.reserve({
      id: call.id,
      tokens: reserved.tokens,
      cost: reserved.cost,
      deadline: call.deadline,
    });
    this.calls.set(call.id, call);
    if (reserved.estimate.bound) this.boundRequests.set(call.id, request);
    this.currentState = transition(this.currentState, 'processing');
    if (this.listening) {
      this.emit('llm_request', {
        model: request.model,
        token_usage: {
          prompt: reserved.promptTokens,
          completion: 0,
          cached: 0,
          total: reserved.promptTokens,
        },
      });
    }
    const ticket = new GuardCallTicket(this, call, callOptions.signal);
    this.tickets.set(call.id, ticket);
    return ticket;
  }

  admission(request: LlmRequest = {}, callOptions: BeforeCallOptions = {}): Admission {
    if (this.failure || isTerminal(this.currentState) || this.calls.size === 0) return 'go';
    const { maxTokens, maxCost } = this.options;
    if (maxTokens === null && maxCost === null) return 'go';
    checkCallNumbers(request, `run ${this.runId}: admission`);
    const reservation = callReservation(
      this.options,
      this.priceBook,
      this.prompts,
      request,
      true,
      callOptions.priced === true,
    );
    const state = this.gateState();
    // Only a trip that refuses is worth waiting for.
    const passed = this.refusedOnly;
    if (!checkBudgetGates(this.options, state, reservation, passed)) return 'go';
    // Refused with the holds of calls in flight, admitted without them: those calls settle first.
    const spentOnly = { ...state, meter: { ...this.usage, reservedTokens: 0, reservedCost: 0 } };
    return checkBudgetGates(this.options, spentOnly, reservation, passed) ? 'go' : 'wait';
  }

  worstCaseUsd(request: LlmRequest): number {
    const reservation = callReservation(this.options, this.priceBook, this.prompts, request, false, true);
    return reservation.cost / this.options.usdRate;
  }

  estimateKnown(model?: string): boolean {
    return this.prompts.known(model);
  }

  get callsInFlight(): number {
    return this.calls.size;
  }

  /** A reservation grown to all the run's budgets have left (never below its estimate). */
  private withRest<T extends { tokens: number; cost: number }>(reserved: T): T {
    const { maxTokens, maxCost } = this.options;
    const meter = this.meter;
    const tokens =
      maxTokens === null
        ? reserved.tokens
        : Math.max(reserved.tokens, maxTokens - meter.totalTokens - meter.reservedTokens);
    const cost =
      maxCost === null ? reserved.cost : Math.max(reserved.cost, maxCost - meter.cost - meter.reservedCost);
    return { ...reserved, tokens, cost };
  }

  ticket(id: string): CallTicket | undefined {
    const open = this.calls.get(id);
    if (!open) return undefined;
    let ticket = this.tickets.get(id);
    if (!ticket) {
      ticket = new GuardCallTicket(this, open, undefined);
      this.tickets.set(id, ticket);
    }
    return ticket;
  }

  peek(): GuardError | undefined {
    if (this.failure) return this.failure;
    if (this.currentState === 'completed') return this.completedError();
    this.steps.flush();
    const facts = this.nextCallFacts();
    // Observe-only mode refuses no loop and looks past every gate it does not enforce.
    const decision = decideNextCall(
      this.options,
      this.refusedOnly ? { ...facts, detection: undefined } : facts,
      { promptTokens: 0, tokens: 0, cost: 0 },
      this.refusedOnly,
    );
    return decision.kind === 'trip' ? this.buildError(decision.trip) : undefined;
  }

  recordToolResult(input: ToolResultInput): void {
    this.idle.touch();
    const read = observeResult(input);
    const attached = this.steps.attachResult(input.toolCallId, input.name, read.observation);
    const action = attached?.action;
    // A result reported without its id (an MCP client) answers the call it matched: the same result read
    // later from the message history by that id is the same result, not a second one.
    if (input.toolCallId === undefined && attached?.id) this.ledger.claim(attached.id, false);
    const name = action?.tool ?? input.name;
    if (this.listening) {
      this.emit('tool_result', {
        tool_name: name,
        tool_call_id: input.toolCallId,
        tool_args_hash: action?.argumentsHash,
        action_signature: action && signatureText(action),
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
    if (this.currentState === 'waiting_tool' && this.steps.openCallCount === 0 && this.calls.size === 0) {
      this.currentState = transition(this.currentState, 'processing');
    }
  }

  recordToolResultOnce(input: ToolResultInput & { readonly toolCallId: string }): void {
    if (this.ledger.claim(input.toolCallId, true)) this.recordToolResult(input);
  }

  recordMessage(message: { speaker?: string; text: string }): void {
    this.idle.touch();
    this.steps.addMessage(this.roundCount, message.speaker ?? 'user', message.text);
  }

  complete(reason = 'completed'): void {
    if (isTerminal(this.currentState)) return;
    this.currentState = transition(this.currentState, 'completed');
    this.endRun(reason);
  }

  abandon(reason = 'abandoned'): void {
    if (isTerminal(this.currentState)) return;
    this.failure = closedError(this.tripContext(), `run ${this.runId} was abandoned: ${reason}`);
    this.currentState = transition(this.currentState, 'abandoned');
    this.endRun(reason);
  }

  fail(error: unknown): void {
    if (isTerminal(this.currentState)) return;
    // A trip made outside the guard (a content loop cut mid-stream) is reported as the guard's own are.
    if (GuardError.isInstance(error) && error.code !== 'GUARD_RUN_CLOSED') {
      this.recordTrip(error);
      return;
    }
    this.failure = GuardError.isInstance(error)
      ? error
      : closedError(this.tripContext(), `run ${this.runId} failed: ${messageOf(error)}`, error);
    this.currentState = transition(this.currentState, 'failed');
    this.endRun(messageOf(error));
  }

  /**
   * The run as its snapshot, with its idle watch and run timer stopped, for a holder that keeps an idle run as
   * data from now on and restores it when it is called again; `undefined`, and nothing stopped, while a
   * call is in flight or the run's end waits for one. The guard is not used after it parked.
   */
  park(): GuardSnapshot | undefined {
    if (this.calls.size > 0 || this.runEnd.holding) return undefined;
    const snapshot = this.snapshot();
    this.timers.clear();
    this.idle.stop();
    return snapshot;
  }

  snapshot(): GuardSnapshot {
    return {
      format: 'loopguard.run',
      version: GUARD_SNAPSHOT_VERSION,
      runId: this.runId,
      taskId: this.taskId,
      state: this.currentState,
      rounds: this.roundCount,
      startedAt: this.startedAt ?? null,
      nudges: this.nudges,
      lastModel: this.lastModel ?? null,
      callFailures: this.callFailures,
      failure: this.failure?.toJSON() ?? null,
      usage: this.meter.snapshot(),
      calls: [...this.calls.values()],
      prompts: this.prompts.snapshot(),
      steps: this.steps.snapshot(),
      detection: this.steps.detectionSnapshot(),
      tools: this.ledger.snapshot(),
      runEnd: this.runEnd.snapshot(),
      ...(this.firstObserved
        ? { observed: { kinds: [...this.observedKinds], first: this.firstObserved.toJSON() } }
        : {}),
    };
  }

  /**
   * Releases reservations whose deadline passed while no process held the run (the one serving the call
   * died): each counts as a failed call, so a crashed call cannot hold budget forever.
   */
  releaseExpired(): void {
    const now = this.options.now();
    for (const reservation of this.meter.expired(now)) {
      const call = this.calls.get(reservation.id);
      this.failCall(
        reservation.id,
        new Error(`call ${reservation.id} was never settled; its reservation expired`),
        undefined,
      );
      if (call) this.tickets.delete(call.id);
    }
  }

  reservationOf(call: OpenCall): CallReservation {
    const held = this.meter.reservation(call.id);
    if (!held) return { promptTokens: 0, outputTokens: 0, tokens: 0, cost: 0, worstCaseUsd: 0 };
    return {
      promptTokens: call.estimate.promptTokens,
      outputTokens: call.outputTokens ?? this.options.defaultMaxOutputTokens,
      tokens: held.tokens,
      cost: held.cost,
      worstCaseUsd: (call.worstCase ?? held.cost) / this.options.usdRate,
    };
  }

  armDeadline(call: OpenCall, controller: AbortController): LongTimer | undefined {
    return this.timers.armCall(call, this.startedAt ?? call.startedAt, controller);
  }

  failCall(id: string, error: unknown, abortReason: unknown): unknown {
    const call = this.calls.get(id);
    if (!call) return error;
    this.calls.delete(id);
    this.tickets.delete(id);
    this.boundRequests.delete(id);
    this.meter.release(id);
    this.idle.touch();
    const ownCut = this.failure !== undefined && (error === this.failure || abortReason === this.failure);
    if (!ownCut) this.callFailures++;
    if (this.listening) {
      this.emit('llm_response', {
        model: call.model ?? undefined,
        latency_ms: this.options.now() - call.startedAt,
        error_message: messageOf(ownCut ? this.failure : error),
      });
    }
    this.emitPendingRunEnd();
    return ownCut ? this.failure : error;
  }

  settleCall(id: string, response: LlmResponse): CallSettlement | undefined {
    const call = this.calls.get(id);
    if (!call) return undefined;
    this.calls.delete(id);
    this.tickets.delete(id);
    this.idle.touch();
    const reservation = this.meter.reservation(id);
    const toolCalls = response.toolCalls ?? [];
    const request = this.boundRequests.get(id);
    this.boundRequests.delete(id);
    // A bound reserved enough; what the call used, when the provider does not say, is the exact count.
    const { usage, notes } = clampUsage(
      responseUsage(response, () =>
        request ? this.prompts.estimate(request).promptTokens : call.estimate.promptTokens,
      ),
    );
    const model = response.model ?? call.model ?? undefined;
    this.lastModel = model ?? this.lastModel;
    const cost = settledCost(this.options, this.priceBook, model, call, usage, reservation?.cost);
    this.meter.settle(id, usage, cost ?? 0);
    if (usageIsValid(response) && notes.length === 0) this.learnOverhead(call, request, usage.promptTokens);
    this.callFailures = 0;
    const now = this.options.now();
    if (this.listening) {
      this.emit('llm_response', {
        model,
        token_usage: eventUsage(usage),
        cost,
        latency_ms: now - call.startedAt,
        // A provider's absurd figure is kept out of the totals and said here, where a trace shows it.
        ...(notes.length === 0 ? {} : { error_message: `usage clamped: ${notes.join('; ')}` }),
      });
    }
    const calls = toolCalls.map((toolCall) => ({
      signature: this.actionKeyOf(toolCall),
      id: toolCall.id,
      name: toolCall.name,
    }));
    this.ledger.rememberCalls(calls.map((toolCall) => toolCall.id));
    this.steps.addModelTurn(call.round, response.speaker ?? 'assistant', response.text, calls, {
      startedAt: call.startedAt,
      promptTokens: usage.promptTokens,
    });
    if (this.listening) {
      for (const toolCall of calls) {
        this.emit('tool_call', {
          tool_name: toolCall.name,
          tool_call_id: toolCall.id,
          tool_args_hash: toolCall.signature.argumentsHash,
          action_signature: signatureText(toolCall.signature),
        });
      }
    }
    if (!isTerminal(this.currentState) && toolCalls.length > 0) {
      this.currentState = transition(this.currentState, 'waiting_tool');
    }
    // A reply that loops inside itself already spent its tokens: the run stops on it, not on the next call.
    const inReply = this.steps.peekDetection();
    if (inReply?.detector === 'content_loop' && !isTerminal(this.currentState)) {
      this.steps.takeDetection();
      this.recordTrip(this.buildError(detectionTrip(this.runId, inReply)));
    }
    // A caller that never read the signal got no timer: the call timeout still holds when it ends.
    const { callTimeoutMs } = this.options;
    if (callTimeoutMs !== null && now - call.startedAt > callTimeoutMs && !isTerminal(this.currentState)) {
      this.recordTrip(
        this.buildError(
          timeLimitTrip(this.runId, 'callTimeoutMs', callTimeoutMs, now - call.startedAt, call.round),
        ),
      );
    }
    this.emitPendingRunEnd();
    return { usage, cost: cost ?? 0 };
  }

  /**
   * Learns the provider's overhead from a billed call. A prompt reserved by a bound (its new messages by their
   * bytes) is counted exactly here only when it must be: while no call of the model was billed yet, or when the
   * bill passed the reservation (the bound was not enough); otherwise the bound covered the bill.
   */
  private learnOverhead(call: OpenCall, request: LlmRequest | undefined, billed: number): void {
    const model = call.model ?? undefined;
    if (!call.estimate.bound) {
      this.prompts.learn(call.estimate.counted, billed, model);
      return;
    }
    if (request === undefined) return;
    if (this.prompts.known(model) && billed <= call.estimate.promptTokens) return;
    this.prompts.learn(this.prompts.estimate(request, true, true).counted, billed, model);
  }

  private refuseIfClosed(): void {
    if (this.failure) throw this.failure;
    if (this.currentState === 'completed') throw this.completedError();
    const signal = this.options.signal;
    if (signal?.aborted) {
      this.fail(signal.reason);
      throw this.failure;
    }
  }

  private nextCallFacts() {
    return {
      gates: this.gateState(),
      callFailures: this.callFailures,
      detection: this.steps.peekDetection(),
      nudges: this.nudges,
    };
  }

  private gateState(): GateState {
    const elapsedMs = this.startedAt === undefined ? 0 : this.options.now() - this.startedAt;
    return { runId: this.runId, rounds: this.roundCount, elapsedMs, meter: this.meter };
  }

  private tripContext(): TripContext {
    return {
      runId: this.runId,
      taskId: this.taskId,
      round: this.roundCount,
      retryStormCooldownMs: this.options.loop.retryStormCooldownMs,
    };
  }

  private completedError(): GuardError {
    return closedError(
      this.tripContext(),
      `run ${this.runId} has completed; no further LLM call is permitted`,
    );
  }

  private buildError(trip: Trip): GuardError {
    return tripError(trip, this.tripContext());
  }

  /** Trips enforcement does not refuse, passed by every gate; `undefined` when every trip is enforced. */
  private get refusedOnly(): PassedTrip | undefined {
    const enforce = this.options.enforce;
    return enforce === true ? undefined : (trip) => !enforces(enforce, trip.code);
  }

  /**
   * Records a trip: one enforced fails the run; one observed (observe-only mode) is emitted as a
   * `guard_trigger` with `action: 'observe'`, once per kind of trip, and the run goes on.
   */
  private recordTrip(error: GuardError): void {
    if (isTerminal(this.currentState)) return;
    if (!enforces(this.options.enforce, error.code)) {
      const kind = tripKind(error);
      if (this.observedKinds.has(kind)) return;
      this.observedKinds.add(kind);
      this.firstObserved ??= error;
      this.emit('guard_trigger', {
        code: error.code,
        detector: typeof error.evidence.detector === 'string' ? error.evidence.detector : undefined,
        action: 'observe',
        error_message: error.message,
        model: this.lastModel,
      });
      return;
    }
    this.failure = error;
    this.emit('guard_trigger', {
      code: error.code,
      detector: typeof error.evidence.detector === 'string' ? error.evidence.detector : undefined,
      action: 'halt',
      error_message: error.message,
      model: this.lastModel,
    });
    this.currentState = transition(this.currentState, 'failed');
    this.endRun(error.message, error.code);
  }

  /** Records the trip of a call about to be made; throws it when it is enforced. */
  private trip(trip: Trip): void {
    const error = this.buildError(trip);
    this.recordTrip(error);
    if (enforces(this.options.enforce, error.code)) throw error;
  }

  /** The idle watch fired: a run with a call in flight is not idle (its own deadline bounds the call). */
  private endIdle(idleForMs: number): boolean {
    if (isTerminal(this.currentState)) return true;
    if (this.calls.size > 0) return false;
    this.abandon(
      `no call, result or message for ${idleForMs} ms (idleTimeoutMs ${this.options.idleTimeoutMs})`,
    );
    return true;
  }

  private endRun(reason: string, code?: GuardErrorCode): void {
    this.timers.clear();
    this.idle.stop();
    if (this.calls.size > 0) {
      // A call still in flight reports its response first, so run_end is the run's last event (an
      // OpenTelemetry root span must end after its children). A call never settled stops the wait.
      this.deferRunEnd({ reason, code: code ?? null, deadline: this.options.now() + RUN_END_GRACE_MS });
      return;
    }
    this.emitRunEndNow(reason, code);
  }

  private deferRunEnd(pending: PendingRunEnd): void {
    this.runEnd.hold(pending, this.options.now(), () => this.emitPendingRunEnd(true));
  }

  private emitPendingRunEnd(force = false): void {
    if (!this.runEnd.holding || (this.calls.size > 0 && !force)) return;
    const released = this.runEnd.release();
    if (released) this.emitRunEndNow(released.reason, released.code);
  }

  private emitRunEndNow(reason: string, code: GuardErrorCode | undefined): void {
    const meter = this.meter;
    this.emit('run_end', {
      model: this.lastModel,
      state: this.currentState,
      code,
      error_message: this.currentState === 'completed' ? undefined : reason,
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
    if (this.runEnd.emitted) return;
    if (name === 'run_end') this.runEnd.markEmitted();
    this.events.emit(name, this.roundCount, fields);
  }
}

/** True for a guard made by {@link createGuard} or {@link restoreGuard}, also by another copy of this package. */
export function isGuard(value: unknown): value is Guard {
  return typeof value === 'object' && value !== null && guardBrand in value;
}

/** Creates a guard for one run. Options are validated here; a bad one throws a ConfigError naming it. */
export function createGuard(options: GuardOptions = {}): Guard {
  return new RunGuard(resolveGuardOptions(options));
}

/**
 * {@link RunGuard.park} for a guard this module made: its snapshot, its watchers stopped, or `undefined` while
 * a call is in flight (or for a guard of another kind).
 */
export function parkGuard(guard: Guard): GuardSnapshot | undefined {
  return guard instanceof RunGuard ? guard.park() : undefined;
}

/** A guard on options already resolved (see `withRunOverrides` in `run-overrides.ts`): for a gateway's many runs of one policy. */
export function createGuardWith(options: ResolvedGuardOptions): Guard {
  return new RunGuard(options);
}

/** {@link restoreGuard} on options already resolved. */
export function restoreGuardWith(snapshot: GuardSnapshot, options: ResolvedGuardOptions): Guard {
  const guard = new RunGuard(options, checkGuardSnapshot(snapshot));
  guard.releaseExpired();
  return guard;
}

/**
 * Continues a run from `guard.snapshot()` (after any trip through JSON, in any process) with the same
 * options it had. Reservations of calls whose deadline passed meanwhile are released and count as failed
 * calls. A snapshot from a newer version, or anything else, is refused with a ConfigError.
 * @example const guard = restoreGuard(JSON.parse(saved), policy);
 */
export function restoreGuard(snapshot: GuardSnapshot, options: GuardOptions = {}): Guard {
  return restoreGuardWith(snapshot, resolveGuardOptions(options));
}
