import { ConfigError, type ConfigIssue } from '../errors.js';
import type { TokenUsage } from '../pricing/price-book.js';
import type { LlmRequest } from './call-ticket.js';

/**
 * The most tokens one call can be billed for on either side. The largest context windows offered are a few
 * million tokens; a figure past this is a bug or an attack, never a bill, and is refused on the way in and
 * clamped on the way back so that one bad number cannot switch a gate off or fill a report with 1e308.
 */
export const MAX_CALL_TOKENS = 10_000_000;

function problem(value: unknown, least: number): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value))
    return `must be a whole number of tokens, got ${typeof value === 'number' ? String(value) : typeof value}`;
  if (!Number.isInteger(value) || value < least || value > MAX_CALL_TOKENS)
    return `must be a whole number of tokens from ${least} to ${MAX_CALL_TOKENS}, got ${value}`;
  return undefined;
}

/**
 * Refuses a request whose own numbers would switch the gates off (NaN, negative, infinite, fractional or
 * absurd `maxOutputTokens` or `promptTokens`): a ConfigError `LOOPGUARD_INVALID_REQUEST` naming the field.
 * The call only is refused; the run goes on.
 */
export function checkCallNumbers(request: LlmRequest, source: string): void {
  const issues: ConfigIssue[] = [];
  const output = problem(request.maxOutputTokens, 0);
  if (output) issues.push({ path: 'maxOutputTokens', message: output });
  const prompt = problem(request.promptTokens, 0);
  if (prompt) issues.push({ path: 'promptTokens', message: prompt });
  const hidden = problem(request.hiddenPromptTokens, 0);
  if (hidden) issues.push({ path: 'hiddenPromptTokens', message: hidden });
  if (issues.length > 0) throw new ConfigError('LOOPGUARD_INVALID_REQUEST', issues, { source });
}

/** A usage as settled, and what had to be clamped to get it. */
export interface ClampedUsage {
  readonly usage: TokenUsage;
  /** One sentence per clamped field, or empty when the provider's figures were kept as they came. */
  readonly notes: readonly string[];
}

/**
 * Keeps a provider's usage within what one call could have produced: {@link MAX_CALL_TOKENS} on each side.
 * The figures must already be finite and non-negative (`responseUsage`). Output is not clamped to the cap the
 * caller declared: a library caller may send another one, and an undercount would overspend.
 */
export function clampUsage(usage: TokenUsage): ClampedUsage {
  const notes: string[] = [];
  let { promptTokens, completionTokens } = usage;
  if (promptTokens > MAX_CALL_TOKENS) {
    notes.push(`the provider reported ${promptTokens} prompt tokens, counted as ${MAX_CALL_TOKENS}`);
    promptTokens = MAX_CALL_TOKENS;
  }
  if (completionTokens > MAX_CALL_TOKENS) {
    notes.push(`the provider reported ${completionTokens} output tokens, counted as ${MAX_CALL_TOKENS}`);
    completionTokens = MAX_CALL_TOKENS;
  }
  if (notes.length === 0) return { usage, notes };
  const cached = usage.cachedPromptTokens;
  const written = usage.cacheWritePromptTokens;
  return {
    usage: {
      promptTokens,
      completionTokens,
      ...(cached === undefined ? {} : { cachedPromptTokens: Math.min(cached, promptTokens) }),
      ...(written === undefined ? {} : { cacheWritePromptTokens: Math.min(written, promptTokens) }),
    },
    notes,
  };
}
