import { GuardError } from '../errors.js';
import type { GuardEvent, GuardEventName } from '../events/types.js';
import type { PriceBook } from '../pricing/price-book.js';
import {
  type ActionKey,
  type ActionSignature,
  signatureText,
  type ToolCallInput,
} from '../signature/action-signature.js';
import { actionKeyUnderPolicy } from './action-key-under-policy.js';
import { callReservation } from './call-cost.js';
import { admissionOf, beforeCall, peekTrip } from './call-opening.js';
import { failCall, releaseExpired, reservationOf, settleCall } from './call-settlement.js';
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
import { enforces, tripKind } from './enforcement.js';
import type { PassedTrip } from './gates.js';
import type { Guard, RunUsage } from './guard-api.js';
import type { GuardSnapshot } from './guard-snapshot.js';
import { IdleWatch } from './idle-watch.js';
import type { LongTimer } from './long-timer.js';
import type { ToolResultInput } from './observe-result.js';
import type { ResolvedGuardOptions } from './options.js';
import { PreparedCalls } from './prepared-calls.js';
import { priceBookOf } from './price-book-of.js';
import { PromptEstimator } from './prompt-estimator.js';
import { RunEndGate } from './run-end-gate.js';
import { emitPendingRunEnd, endIdle } from './run-ending.js';
import { RunEvents } from './run-events.js';
import { abandonRun, buildError, completeRun, failRun, recordTrip } from './run-outcomes.js';
import { snapshotOf } from './run-snapshot.js';
import { isTerminal, type RunState } from './run-state.js';
import { KEEP_RUNNING, RunTimers } from './run-timers.js';
import { StepRecorder } from './step-recorder.js';
import { ToolLedger } from './tool-ledger.js';
import { recordToolResult } from './tool-result-recording.js';
import { UsageMeter } from './usage-meter.js';

/** Marks a guard of this package, also of another copy of it. */
export const guardBrand = Symbol.for('loopguard.Guard');

/**
 * The guard of one run; see {@link Guard}. Not exported from the package: use `createGuard`. Its state is in
 * its fields; the work on it lives beside it, in functions that take the guard (`call-opening.ts`,
 * `call-settlement.ts`, `tool-result-recording.ts`, `run-outcomes.ts`, `run-ending.ts`, `run-snapshot.ts`).
 */
export class RunGuard implements Guard, TicketHost {
  readonly [guardBrand] = true;
  readonly options: ResolvedGuardOptions;
  readonly runId: string;
  readonly taskId: string;
  readonly meter: UsageMeter;
  readonly steps: StepRecorder;
  readonly prompts: PromptEstimator;
  readonly ledger: ToolLedger;
  readonly timers: RunTimers;
  readonly events: RunEvents;
  readonly priceBook: PriceBook;
  readonly calls = new Map<string, OpenCall>();
  readonly tickets = new Map<string, GuardCallTicket>();
  /**
   * Requests of calls in flight whose prompt was reserved by a bound, to count exactly should the response
   * not say what it used. Not state: a restored run falls back to the bound, which is never below the count.
   */
  readonly boundRequests = new Map<string, LlmRequest>();
  readonly prepared: PreparedCalls = new PreparedCalls((call) => this.actionKeyOf(call));
  currentState: RunState;
  roundCount: number;
  startedAt: number | undefined;
  failure: GuardError | undefined;
  nudges: number;
  lastModel: string | undefined;
  callFailures: number;
  /** `run_end` waiting for calls in flight; nothing is emitted after it. */
  readonly runEnd: RunEndGate;
  /** Ends the run, abandoned, when nothing happens for `idleTimeoutMs`. */
  readonly idle: IdleWatch;
  /** Observe-only mode: the kinds of trip recorded (each once per run), and the first trip recorded. */
  readonly observedKinds: Set<string>;
  firstObserved: GuardError | undefined;
  /** Gates look past trips they do not refuse whose kind was recorded already; `undefined` when enforcing all. */
  readonly passed: PassedTrip | undefined;

  constructor(options: ResolvedGuardOptions, snapshot?: GuardSnapshot) {
    this.options = options;
    this.runId = snapshot?.runId ?? options.runId ?? globalThis.crypto.randomUUID();
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
      recordTrip(this, buildError(this, trip));
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
    this.runEnd.resume(options.now(), () => emitPendingRunEnd(this, true));
    this.idle = new IdleWatch(options.idleTimeoutMs, options.now, (idleForMs) => endIdle(this, idleForMs));
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

  /** What loop detection compares of a call, under its tool's policy. */
  actionKeyOf(call: ToolCallInput): ActionKey {
    return actionKeyUnderPolicy(this.options, call);
  }

  beforeCall(request: LlmRequest = {}, callOptions: BeforeCallOptions = {}): CallTicket {
    return beforeCall(this, request, callOptions);
  }

  admission(request: LlmRequest = {}, callOptions: BeforeCallOptions = {}): Admission {
    return admissionOf(this, request, callOptions);
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
    return peekTrip(this);
  }

  recordToolResult(input: ToolResultInput): void {
    recordToolResult(this, input);
  }

  recordToolResultOnce(input: ToolResultInput & { readonly toolCallId: string }): void {
    if (this.ledger.claim(input.toolCallId, true)) recordToolResult(this, input);
  }

  recordMessage(message: { speaker?: string; text: string }): void {
    this.idle.touch();
    this.steps.addMessage(this.roundCount, message.speaker ?? 'user', message.text);
  }

  complete(reason = 'completed'): void {
    completeRun(this, reason);
  }

  abandon(reason = 'abandoned'): void {
    abandonRun(this, reason);
  }

  fail(error: unknown): void {
    failRun(this, error);
  }

  /**
   * The run as its snapshot, with its idle watch and run timer stopped, for a holder that keeps an idle run as
   * data from now on and restores it when it is called again; `undefined`, and nothing stopped, while a
   * call is in flight or the run's end waits for one. The guard is not used after it parked.
   */
  park(): GuardSnapshot | undefined {
    if (this.calls.size > 0 || this.runEnd.holding) return undefined;
    const snapshot = snapshotOf(this);
    this.timers.clear();
    this.idle.stop();
    return snapshot;
  }

  snapshot(): GuardSnapshot {
    return snapshotOf(this);
  }

  /** See {@link releaseExpired}. */
  releaseExpired(): void {
    releaseExpired(this);
  }

  reservationOf(call: OpenCall): CallReservation {
    return reservationOf(this, call);
  }

  armDeadline(call: OpenCall, controller: AbortController): LongTimer | undefined {
    return this.timers.armCall(call, this.startedAt ?? call.startedAt, controller);
  }

  failCall(id: string, error: unknown, abortReason: unknown): unknown {
    return failCall(this, id, error, abortReason);
  }

  settleCall(id: string, response: LlmResponse): CallSettlement | undefined {
    return settleCall(this, id, response);
  }

  get listening(): boolean {
    return this.events.listening;
  }

  emit(name: GuardEventName, fields: Partial<GuardEvent>): void {
    if (this.runEnd.emitted) return;
    if (name === 'run_end') this.runEnd.markEmitted();
    this.events.emit(name, this.roundCount, fields);
  }
}
