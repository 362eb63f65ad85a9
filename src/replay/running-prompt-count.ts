import type { Guard } from '../guard/guard.js';
import { type CountableMessage, countMessageTokens } from '../pricing/count-tokens.js';

/**
 * The prompt of a replayed call is every message before it. Counting it again for each call made replay
 * quadratic in run length (each call walked the whole history); here each message is counted once, when it
 * passes, and only if a call without recorded usage needs the count, and only while a token or money limit
 * is set.
 */
export class RunningPromptCount {
  private readonly messages: CountableMessage[] = [];
  private counted = 0;
  private tokens = 3;

  add(message: CountableMessage): void {
    this.messages.push(message);
  }

  /** Prompt tokens of everything added so far (0 when the guard has no limit that needs them). */
  total(guard: Guard): number {
    const { maxTokens, maxPromptTokens, maxCost } = guard.options;
    if (maxTokens === null && maxPromptTokens === null && maxCost === null) return 0;
    for (; this.counted < this.messages.length; this.counted++) {
      this.tokens += countMessageTokens(this.messages[this.counted] as CountableMessage);
    }
    return this.tokens;
  }
}
