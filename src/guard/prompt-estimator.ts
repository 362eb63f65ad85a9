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
 * the largest gap and ratio and reserves the larger of the two from then on. It counts each message once
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

  estimate(request: LlmRequest): PromptEstimate {
    const counted = this.count(request);
    const promptTokens = counted === 0 ? 0 : Math.ceil(Math.max(counted * this.ratio, counted + this.gap));
    return { counted, promptTokens };
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

  private count(request: LlmRequest): number {
    if (request.promptTokens !== undefined) return request.promptTokens;
    const { maxTokens, maxPromptTokens, maxCost } = this.options;
    const needed = maxTokens !== null || maxPromptTokens !== null || maxCost !== null;
    return needed && request.messages ? this.counter.count(request.messages, request.tools) : 0;
  }
}
