import { PromptTokenCounter } from '../pricing/prompt-token-counter.js';
import type { LlmRequest, PromptEstimate } from './call-ticket.js';
import type { ResolvedGuardOptions } from './options.js';

/** What the estimator has learned from billed prompts. */
export interface PromptEstimatorState {
  readonly ratio: number;
  readonly gap: number;
}

/**
 * Estimates a call's prompt tokens before it is sent. Providers bill more than a local count sees (tool
 * schemas and formatting as a fixed overhead, other tokenizers as a ratio), so after each call it learns
 * the largest gap and ratio (from exact counts only) and reserves the larger of the two from then on. It counts each message once
 * per run (by object, else by content): the counts are a memo, not state, so a snapshot leaves them out.
 */
export class PromptEstimator {
  private ratio: number;
  private gap: number;
  private readonly counter = new PromptTokenCounter();

  constructor(
    private readonly options: ResolvedGuardOptions,
    state?: PromptEstimatorState,
  ) {
    this.ratio = state?.ratio ?? 1;
    this.gap = state?.gap ?? 0;
  }

  /**
   * The prompt to reserve for. `exactly: false` takes the counter's cheap upper bound for messages it has not
   * counted before (their bytes); the guard asks again exactly only when the bound does not fit a budget.
   */
  estimate(request: LlmRequest, exactly = true, priced = false): PromptEstimate {
    const { counted, exact } = this.count(request, exactly, priced);
    const promptTokens = counted === 0 ? 0 : Math.ceil(Math.max(counted * this.ratio, counted + this.gap));
    return exact ? { counted, promptTokens } : { counted, promptTokens, bound: true };
  }

  /** Learns from what the provider billed for a prompt that was counted as `counted`. */
  learn(counted: number, billed: number): void {
    if (counted <= 0) return;
    this.gap = Math.max(this.gap, billed - counted);
    // Small prompts make the ratio noisy; the gap covers them.
    if (counted >= 1_000) this.ratio = Math.max(this.ratio, billed / counted);
  }

  snapshot(): PromptEstimatorState {
    return { ratio: this.ratio, gap: this.gap };
  }

  private count(request: LlmRequest, exactly: boolean, priced: boolean): { counted: number; exact: boolean } {
    if (request.promptTokens !== undefined) return { counted: request.promptTokens, exact: true };
    const { maxTokens, maxPromptTokens, maxCost } = this.options;
    const needed = priced || maxTokens !== null || maxPromptTokens !== null || maxCost !== null;
    if (!needed || !request.messages) return { counted: 0, exact: true };
    if (exactly) return { counted: this.counter.count(request.messages, request.tools), exact: true };
    const bounded = this.counter.bound(request.messages, request.tools);
    return { counted: bounded.tokens, exact: bounded.exact };
  }
}
