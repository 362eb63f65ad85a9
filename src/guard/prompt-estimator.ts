import { PromptTokenCounter } from '../pricing/prompt-token-counter.js';
import type { LlmRequest, PromptEstimate } from './call-ticket.js';
import type { ResolvedGuardOptions } from './options.js';

/** What the estimator has learned from billed prompts. */
export interface PromptEstimatorState {
  readonly ratio: number;
  readonly gap: number;
  /** Billed calls learned from (absent in snapshots of older versions: then known when ratio or gap moved). */
  readonly samples?: number;
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
  private samples: number;
  private readonly counter = new PromptTokenCounter();

  constructor(
    private readonly options: ResolvedGuardOptions,
    state?: PromptEstimatorState,
  ) {
    this.ratio = state?.ratio ?? 1;
    this.gap = state?.gap ?? 0;
    this.samples = state?.samples ?? (this.ratio > 1 || this.gap > 0 ? 1 : 0);
  }

  /**
   * Whether a call of `model` has been billed, in this run or (through `promptCalibration`) in another run of
   * the process: until then the provider's overhead is unknown and an estimate may be far below the bill.
   */
  known(model: string | undefined): boolean {
    return this.samples > 0 || this.options.promptCalibration?.of(model) !== undefined;
  }

  /**
   * The prompt to reserve for. `exactly: false` takes the counter's cheap upper bound for messages it has not
   * counted before (their bytes); the guard asks again exactly only when the bound does not fit a budget.
   */
  estimate(request: LlmRequest, exactly = true, priced = false): PromptEstimate {
    const count = this.count(request, exactly, priced);
    const hidden = request.hiddenPromptTokens ?? 0;
    const counted = count.counted + hidden;
    const exact = count.exact;
    const shared = this.options.promptCalibration?.of(request.model);
    const ratio = shared ? Math.max(this.ratio, shared.ratio) : this.ratio;
    const gap = shared ? Math.max(this.gap, shared.gap) : this.gap;
    const promptTokens = counted === 0 ? 0 : Math.ceil(Math.max(counted * ratio, counted + gap));
    return exact ? { counted, promptTokens } : { counted, promptTokens, bound: true };
  }

  /** Learns from what the provider billed for a prompt that was counted as `counted`. */
  learn(counted: number, billed: number, model?: string): void {
    if (counted <= 0) return;
    this.samples++;
    this.gap = Math.max(this.gap, billed - counted);
    // Small prompts make the ratio noisy; the gap covers them.
    if (counted >= 1_000) this.ratio = Math.max(this.ratio, billed / counted);
    this.options.promptCalibration?.learn(model, counted, billed);
  }

  snapshot(): PromptEstimatorState {
    return { ratio: this.ratio, gap: this.gap, samples: this.samples };
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
