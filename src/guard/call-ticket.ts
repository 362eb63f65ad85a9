import type { CountableMessage } from '../pricing/count-tokens.js';
import type { TokenUsage } from '../pricing/price-book.js';
import type { ToolCallInput } from '../signature/action-signature.js';
import type { LongTimer } from './long-timer.js';

/** What the guard needs to know about an LLM call before it is sent. */
export interface LlmRequest {
  /** Model name, needed for the money gate. */
  readonly model?: string | undefined;
  /** The prompt, counted locally when `promptTokens` is not given. */
  readonly messages?: readonly CountableMessage[] | undefined;
  /** Tool definitions sent with the prompt (counted as prompt tokens). */
  readonly tools?: unknown;
  /** Your own prompt token count; skips local counting. */
  readonly promptTokens?: number | undefined;
  /**
   * Tokens the provider bills with this prompt that the request does not carry, added to its count: a
   * conversation stored behind `previous_response_id` (its last bill's prompt and output).
   */
  readonly hiddenPromptTokens?: number | undefined;
  /** The request's output cap; the money gate reserves this many output tokens. */
  readonly maxOutputTokens?: number | undefined;
}

/** Per-call options of `beforeCall`. */
export interface BeforeCallOptions {
  /** Cancels this call only (the ticket's signal aborts with its reason). */
  readonly signal?: AbortSignal | undefined;
  /**
   * Price the call's worst case even when the run has no `maxCost` (shared budgets reserve it): the prompt
   * is counted and a model without a price is a ConfigError. @default false
   */
  readonly priced?: boolean | undefined;
  /**
   * Hold everything the run's budgets have left for this call, not only its estimate: for a call whose
   * estimate is not known to be right (no call of its model billed yet), which then runs alone in the run.
   * @default false
   */
  readonly holdRest?: boolean | undefined;
  /**
   * A call the run's token or money budget refuses only for its output cap is refused alone: the GuardError
   * (evidence `maxOutputTokensFit`) is thrown, the run goes on, and the call sent again with that cap or less
   * is admitted. A prompt that does not fit at all still ends the run. @default false
   */
  readonly budgetPerCall?: boolean | undefined;
}

/**
 * Whether a call may be admitted now (`go`: `beforeCall` then admits or trips it), or should wait for calls
 * in flight to settle first (`wait`): the budgets would refuse it only because calls in flight hold them.
 */
export type Admission = 'go' | 'wait';

/** What a permitted call holds back until it settles, as the guard reserved it: no caller infers it. */
export interface CallReservation {
  /** The prompt tokens reserved: the local count with the learned provider overhead. */
  readonly promptTokens: number;
  /** The output tokens the worst case assumes: the request's cap, else `defaultMaxOutputTokens`. */
  readonly outputTokens: number;
  /** Tokens held against `maxTokens` (the prompt and the request's own cap). */
  readonly tokens: number;
  /** Money held against `maxCost`, in the run's currency: the worst case, or more with `holdRest`. */
  readonly cost: number;
  /** The call's own worst case in US dollars (what shared budgets hold); 0 when the call was not priced. */
  readonly worstCaseUsd: number;
}

/** What came back from an LLM call. */
export interface LlmResponse {
  readonly model?: string | undefined;
  /** The provider's id of the answer, when it gives one. */
  readonly id?: string | undefined;
  readonly usage?: TokenUsage | undefined;
  readonly toolCalls?: readonly ToolCallInput[] | undefined;
  readonly text?: string | null | undefined;
  /** The provider's reason the answer ended (`stop`, `tool_calls`, `end_turn`, `completed`…), when it says. */
  readonly finishReason?: string | null | undefined;
  /** Who spoke, when several agents share one guard. @default 'assistant' */
  readonly speaker?: string | undefined;
}

/** What a call was settled at: the usage taken (clamped, estimated where the provider said nothing) and its cost. */
export interface CallSettlement {
  readonly usage: TokenUsage;
  /** In the run's currency; 0 when the call could not be priced. */
  readonly cost: number;
}

/** Permission for one LLM call. Pass `signal` to the HTTP client; report the outcome with `end` or `fail`. */
export interface CallTicket {
  /** Stable id of the call in its run: `guard.ticket(id)` finds it again, also after a restore. */
  readonly id: string;
  /** 1-based number of this call in the run. */
  readonly round: number;
  /** Aborts at the call timeout or the run deadline, whichever comes first (with a GUARD_TIME_LIMIT reason). */
  readonly signal: AbortSignal;
  /** With `escalation: 'nudge'`: a message to add to the prompt, naming what repeats. */
  readonly nudge: string | undefined;
  /** What the call holds back until it settles (all zeros once it has). */
  readonly reservation: CallReservation;
  /** What the call was settled at, once `end` recorded it: callers read it here, never from usage deltas. */
  readonly settled: CallSettlement | undefined;
  /** Records the response: usage, cost, tool calls, text. */
  end(response: LlmResponse): void;
  /** Records a failed call and returns the error to throw (the guard's own time-limit error when it cut the call). */
  fail(error: unknown): unknown;
  /**
   * Aborts the call's signal with `reason`, for a trip found while the answer streams (a content loop):
   * the HTTP request is cut; the call stays open until `end` or `fail` records what came back.
   */
  abort(reason: unknown): void;
}

/** Estimated prompt tokens: as counted locally, and as reserved after the observed provider overhead. */
export interface PromptEstimate {
  readonly counted: number;
  readonly promptTokens: number;
  /**
   * `counted` is an upper bound (new long texts by their bytes), not a count: the reservation holds more
   * than the call can use, and nothing is learned from it.
   */
  readonly bound?: true;
}

/** A call in flight as the run's state holds it (plain JSON, so a snapshot carries it). */
export interface OpenCall {
  readonly id: string;
  readonly round: number;
  readonly startedAt: number;
  /** The nearer of the call timeout and the run deadline, or the reservation TTL when both are off. */
  readonly deadline: number;
  readonly model: string | null;
  readonly estimate: PromptEstimate;
  readonly nudge: string | null;
  /** The output tokens its worst case assumed (absent in snapshots of older versions). */
  readonly outputTokens?: number | undefined;
  /** Its worst case in the run's currency, before any `holdRest` growth (absent in older snapshots). */
  readonly worstCase?: number | undefined;
}

/** The guard side of a ticket. */
export interface TicketHost {
  /** Arms the timer for the call's deadline; `undefined` when no time limit applies. */
  armDeadline(call: OpenCall, controller: AbortController): LongTimer | undefined;
  settleCall(id: string, response: LlmResponse): CallSettlement | undefined;
  failCall(id: string, error: unknown, abortReason: unknown): unknown;
  /** What the call still holds back. */
  reservationOf(call: OpenCall): CallReservation;
  /** Signals that cancel every call of the run (the run's outside signal). */
  readonly runCancelSignal: AbortSignal | undefined;
}

/** A ticket for one permitted call; the signal and its timer are created only when asked for. */
export class GuardCallTicket implements CallTicket {
  private controller: AbortController | undefined;
  private timer: LongTimer | undefined;
  /** Forwards a parent's abort to the controller; removed when the call closes, so parents hold no ticket. */
  private forward: (() => void) | undefined;
  private done = false;
  private settlement: CallSettlement | undefined;

  constructor(
    private readonly host: TicketHost,
    readonly call: OpenCall,
    private readonly callSignal: AbortSignal | undefined,
  ) {}

  get id(): string {
    return this.call.id;
  }

  get round(): number {
    return this.call.round;
  }

  get nudge(): string | undefined {
    return this.call.nudge ?? undefined;
  }

  get settled(): CallSettlement | undefined {
    return this.settlement;
  }

  get reservation(): CallReservation {
    return this.host.reservationOf(this.call);
  }

  get signal(): AbortSignal {
    return (this.controller ?? this.createSignal()).signal;
  }

  end(response: LlmResponse): void {
    if (this.close()) this.settlement = this.host.settleCall(this.call.id, response);
  }

  fail(error: unknown): unknown {
    if (!this.close()) return error;
    const reason = this.controller?.signal.aborted ? this.controller.signal.reason : undefined;
    return this.host.failCall(this.call.id, error, reason);
  }

  abort(reason: unknown): void {
    const signal = this.signal;
    if (!signal.aborted) this.controller?.abort(reason);
  }

  /**
   * The per-call controller: an AbortSignal is costly to create on Node 20, so it is made once, on first
   * use, and without the parents when there are none (no outside signal, as in most runs).
   */
  private createSignal(): AbortController {
    const controller = new AbortController();
    this.controller = controller;
    const run = this.host.runCancelSignal;
    const own = this.callSignal;
    const aborted = run?.aborted ? run : own?.aborted ? own : undefined;
    if (aborted) controller.abort(aborted.reason);
    else if ((run || own) && !this.done) {
      // One listener for both parents, the first to abort gives the reason; a closed call listens to none.
      const forward = () => {
        const parent = run?.aborted ? run : own;
        this.unlisten();
        if (!controller.signal.aborted) controller.abort(parent?.reason);
      };
      this.forward = forward;
      run?.addEventListener('abort', forward, { once: true });
      own?.addEventListener('abort', forward, { once: true });
    }
    if (!this.done && !controller.signal.aborted) this.timer = this.host.armDeadline(this.call, controller);
    return controller;
  }

  private unlisten(): void {
    const forward = this.forward;
    if (!forward) return;
    this.forward = undefined;
    this.host.runCancelSignal?.removeEventListener('abort', forward);
    this.callSignal?.removeEventListener('abort', forward);
  }

  private close(): boolean {
    if (this.done) return false;
    this.done = true;
    this.timer?.cancel();
    this.unlisten();
    return true;
  }
}
