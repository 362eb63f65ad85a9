import { type CountBudget, countTextTokens, createCountBudget } from './text-tokens.js';

/** A chat message as far as counting needs it (OpenAI or Anthropic shape). */
export interface CountableMessage {
  readonly role?: string | undefined;
  readonly content?: unknown;
  readonly tool_calls?: unknown;
  readonly name?: string | undefined;
}

const perMessageOverhead = 4;
const perImageTokens = 765;
const cache = new WeakMap<object, number>();

function countContent(content: unknown, budget: CountBudget): number {
  if (content === null || content === undefined) return 0;
  if (typeof content === 'string') return countTextTokens(content, budget);
  if (Array.isArray(content)) {
    let total = 0;
    for (const part of content) {
      if (typeof part === 'string') total += countTextTokens(part, budget);
      else if (part && typeof part === 'object') {
        const record = part as Record<string, unknown>;
        if (typeof record.text === 'string') total += countTextTokens(record.text, budget);
        else if (record.type === 'image_url' || record.type === 'image') total += perImageTokens;
        else total += countJson(record.content ?? record.input ?? record, budget);
      }
    }
    return total;
  }
  return countJson(content, budget);
}

function countJson(value: unknown, budget: CountBudget): number {
  return countTextTokens(JSON.stringify(value) ?? '', budget);
}

/** Tokens of one message with the chat format overhead; cached per message object. */
export function countMessageTokens(
  message: CountableMessage,
  budget: CountBudget = createCountBudget(),
): number {
  const cached = cache.get(message);
  if (cached !== undefined) return cached;
  let total = perMessageOverhead + countContent(message.content, budget);
  if (message.tool_calls) total += countJson(message.tool_calls, budget);
  if (message.name) total += countTextTokens(message.name, budget);
  cache.set(message, total);
  return total;
}

/**
 * Estimates a request's prompt tokens locally with the o200k tokenizer (exact for current OpenAI models,
 * an estimate for others), before the call is sent. The cost is bounded whatever the text: the first
 * 32 KiB are counted exactly, longer text is estimated from samples and never below what it can bill.
 */
export function countPromptTokens(messages: readonly CountableMessage[], extra?: unknown): number {
  const budget = createCountBudget();
  let total = 3;
  for (const message of messages) total += countMessageTokens(message, budget);
  if (extra !== undefined)
    total += typeof extra === 'string' ? countTextTokens(extra, budget) : countJson(extra, budget);
  return total;
}
