import type { CountableMessage } from '../pricing/count-tokens.js';
import type { TokenUsage } from '../pricing/price-book.js';
import type { ToolCallInput } from '../signature/action-signature.js';
import type { LongTimer } from './long-timer.js';
import type { Reservation } from './usage-meter.js';

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
  /** The request's output cap; the money gate reserves this many output tokens. */
  readonly maxOutputTokens?: number | undefined;
}

/** What came back from an LLM call. */
export interface LlmResponse {
  readonly model?: string | undefined;
  readonly usage?: TokenUsage | undefined;
  readonly toolCalls?: readonly ToolCallInput[] | undefined;
  readonly text?: string | null | undefined;
  /** Who spoke, when several agents share one guard. @default 'assistant' */
  readonly speaker?: string | undefined;
}

/** Permission for one LLM call. Pass `signal` to the HTTP client; report the outcome with `end` or `fail`. */
export interface CallTicket {
  /** 1-based number of this call in the run. */
  readonly round: number;
  /** Aborts at the call timeout or the run deadline, whichever comes first (with a GUARD_TIME_LIMIT reason). */
  readonly signal: AbortSignal;
  /** With `escalation: 'nudge'`: a message to add to the prompt, naming what repeats. */
  readonly nudge: string | undefined;
  /** Records the response: usage, cost, tool calls, text. */
  end(response: LlmResponse): void;
  /** Records a failed call and returns the error to throw (the guard's own time-limit error when it cut the call). */
  fail(error: unknown): unknown;
}

/** The guard side of a ticket. */
export interface TicketHost {
  /** Arms the timer for the nearest deadline; returns it, or `undefined` when no limit applies. */
  armDeadline(ticket: GuardCallTicket, controller: AbortController): LongTimer | undefined;
  settleCall(ticket: GuardCallTicket, response: LlmResponse): void;
  failCall(ticket: GuardCallTicket, error: unknown): unknown;
  readonly parentSignal: AbortSignal | undefined;
}

/** Estimated prompt tokens: as counted locally, and as reserved after the observed provider overhead. */
export interface PromptEstimate {
  readonly counted: number;
  readonly promptTokens: number;
}

/** A ticket for one permitted call; the signal and its timer are created only when asked for. */
export class GuardCallTicket implements CallTicket {
  private controller: AbortController | undefined;
  private timer: LongTimer | undefined;
  private done = false;

  constructor(
    private readonly host: TicketHost,
    readonly round: number,
    readonly nudge: string | undefined,
    readonly request: LlmRequest,
    readonly reservation: Reservation,
    readonly estimate: PromptEstimate,
    readonly startedAt: number,
  ) {}

  get signal(): AbortSignal {
    if (!this.controller) {
      const controller = new AbortController();
      this.controller = controller;
      const parent = this.host.parentSignal;
      if (parent?.aborted) controller.abort(parent.reason);
      else parent?.addEventListener('abort', () => controller.abort(parent.reason), { once: true });
      if (!this.done) this.timer = this.host.armDeadline(this, controller);
    }
    return this.controller.signal;
  }

  /** The abort reason, when the guard cut this call. */
  get abortReason(): unknown {
    return this.controller?.signal.aborted ? this.controller.signal.reason : undefined;
  }

  end(response: LlmResponse): void {
    if (this.close()) this.host.settleCall(this, response);
  }

  fail(error: unknown): unknown {
    return this.close() ? this.host.failCall(this, error) : error;
  }

  private close(): boolean {
    if (this.done) return false;
    this.done = true;
    this.timer?.cancel();
    return true;
  }
}
