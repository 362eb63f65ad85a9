/** What providers were seen to bill over the local count of a prompt, for one model. */
export interface PromptOverhead {
  /** Largest billed ÷ counted seen (from prompts of 1,000 tokens and more, where it is not noise). */
  readonly ratio: number;
  /** Largest billed − counted seen. */
  readonly gap: number;
}

/**
 * Provider overheads learned across the runs of one process, by model: a run's own estimate starts from
 * them, so a gateway whose every request is a new run still reserves what the provider bills (tool schemas,
 * a conversation stored behind `previous_response_id`, another tokenizer) once one call of that model was
 * billed. Until then a model's estimate is not known to be right, and the guarded-call core admits such a
 * call alone (see docs/guard.md, "When the estimate is wrong").
 */
export class PromptCalibration {
  private readonly byModel = new Map<string, PromptOverhead>();

  /** The overhead learned for `model`, or `undefined` while no billed call of it was seen. */
  of(model: string | undefined): PromptOverhead | undefined {
    return model === undefined ? undefined : this.byModel.get(model);
  }

  /** Learns from one call of `model` whose prompt was counted exactly as `counted` and billed as `billed`. */
  learn(model: string | undefined, counted: number, billed: number): void {
    if (model === undefined || counted <= 0) return;
    const known = this.byModel.get(model);
    const ratio = counted >= 1_000 ? billed / counted : 1;
    this.byModel.set(model, {
      ratio: Math.max(known?.ratio ?? 1, ratio),
      gap: Math.max(known?.gap ?? 0, billed - counted),
    });
  }
}
