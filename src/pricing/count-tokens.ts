import { countTokens } from 'gpt-tokenizer';

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

function countContent(content: unknown): number {
  if (content === null || content === undefined) return 0;
  if (typeof content === 'string') return countTokens(content);
  if (Array.isArray(content)) {
    let total = 0;
    for (const part of content) {
      if (typeof part === 'string') total += countTokens(part);
      else if (part && typeof part === 'object') {
        const record = part as Record<string, unknown>;
        if (typeof record.text === 'string') total += countTokens(record.text);
        else if (record.type === 'image_url' || record.type === 'image') total += perImageTokens;
        else total += countTokens(JSON.stringify(record.content ?? record.input ?? record));
      }
    }
    return total;
  }
  return countTokens(JSON.stringify(content));
}

/** Tokens of one message with the chat format overhead; cached per message object. */
export function countMessageTokens(message: CountableMessage): number {
  const cached = cache.get(message);
  if (cached !== undefined) return cached;
  let total = perMessageOverhead + countContent(message.content);
  if (message.tool_calls) total += countTokens(JSON.stringify(message.tool_calls));
  if (message.name) total += countTokens(message.name);
  cache.set(message, total);
  return total;
}

/**
 * Estimates a request's prompt tokens locally with the o200k tokenizer (exact for current OpenAI models,
 * an estimate for others), before the call is sent.
 */
export function countPromptTokens(messages: readonly CountableMessage[], extra?: unknown): number {
  let total = 3;
  for (const message of messages) total += countMessageTokens(message);
  if (extra !== undefined) total += countTokens(typeof extra === 'string' ? extra : JSON.stringify(extra));
  return total;
}
