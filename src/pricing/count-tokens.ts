import { type CountBudget, countTextTokens, createCountBudget, SLICED_COUNT_CHARS } from './text-tokens.js';

/** A chat message as far as counting needs it (OpenAI or Anthropic shape). */
export interface CountableMessage {
  readonly role?: string | undefined;
  readonly content?: unknown;
  readonly tool_calls?: unknown;
  readonly name?: string | undefined;
  /** The call a tool result answers: with its length and ends it names the result in the count memo. */
  readonly tool_call_id?: string | undefined;
}

const perMessageOverhead = 4;
const perImageTokens = 765;
/** The chat format's tokens around a whole prompt. */
export const PROMPT_OVERHEAD_TOKENS = 3;

/** How one text of a message is counted with its message's budget (counted, or only looked at). */
type TextCount = (text: string, budget: CountBudget) => number;

function countContent(content: unknown, budget: CountBudget, count: TextCount = countTextTokens): number {
  if (content === null || content === undefined) return 0;
  if (typeof content === 'string') return count(content, budget);
  if (Array.isArray(content)) {
    let total = 0;
    for (const part of content) {
      if (typeof part === 'string') total += count(part, budget);
      else if (part && typeof part === 'object') {
        const record = part as Record<string, unknown>;
        if (typeof record.text === 'string') total += count(record.text, budget);
        else if (record.type === 'image_url' || record.type === 'image') total += perImageTokens;
        else total += countJson(record.content ?? record.input ?? record, budget, count);
      }
    }
    return total;
  }
  return countJson(content, budget, count);
}

function countJson(value: unknown, budget: CountBudget, count: TextCount = countTextTokens): number {
  return count(JSON.stringify(value) ?? '', budget);
}

/** Counts a message's texts with its budget, as {@link countMessageTokens} does. */
function countMessageTexts(message: CountableMessage, budget: CountBudget, count: TextCount): number {
  let total = perMessageOverhead + countContent(message.content, budget, count);
  if (message.tool_calls) total += countJson(message.tool_calls, budget, count);
  if (message.name) total += count(message.name, budget);
  return total;
}

/**
 * The long texts of a message that {@link countMessageTokens} counts exactly (within its budget), in its order:
 * what a caller counts ahead in slices (`countExactlySliced`) so that the count itself holds the event
 * loop for short texts only. A message whose JSON cannot be written (circular, BigInt) has none.
 */
export function longExactTexts(message: CountableMessage): string[] {
  const texts: string[] = [];
  const budget = createCountBudget();
  try {
    countMessageTexts(message, budget, (text) => {
      if (text.length > budget.exactChars) return 0;
      budget.exactChars -= text.length;
      if (text.length >= SLICED_COUNT_CHARS) texts.push(text);
      return 0;
    });
  } catch {
    return [];
  }
  return texts;
}

/** What a count was made from: the references whose change means the object must be counted again. */
interface Counted {
  readonly tokens: number;
  readonly content: unknown;
  readonly toolCalls: unknown;
  readonly name: unknown;
  /** Elements of `content` (or of the tools) when it is an array: one level deep, in order. */
  readonly parts: readonly unknown[] | undefined;
  readonly calls: readonly unknown[] | undefined;
}

// Counts are pure functions of the content, so one memo by object serves every run; an entry lives as long as
// its message object. It is only the fast path: a message rebuilt with the same content is found by its hash
// in the run's memo (PromptTokenCounter).
const byObject = new WeakMap<object, Counted>();

function sameElements(counted: readonly unknown[] | undefined, value: unknown): boolean {
  if (counted === undefined || !Array.isArray(value)) return counted === undefined;
  if (counted.length !== value.length) return false;
  for (let index = 0; index < counted.length; index++) if (counted[index] !== value[index]) return false;
  return true;
}

function elementsOf(value: unknown): readonly unknown[] | undefined {
  return Array.isArray(value) ? [...value] : undefined;
}

/**
 * A message's count from the memo by object, when the message still holds what was counted: the same
 * content, tool calls and name (strings by value, arrays by their elements). Edits deeper than that, inside a
 * content part, are not seen: SDK message objects are not edited after they are sent.
 */
export function rememberedMessageTokens(message: CountableMessage): number | undefined {
  const counted = byObject.get(message);
  if (
    counted === undefined ||
    counted.content !== message.content ||
    counted.toolCalls !== message.tool_calls ||
    counted.name !== message.name ||
    !sameElements(counted.parts, message.content) ||
    !sameElements(counted.calls, message.tool_calls)
  )
    return undefined;
  return counted.tokens;
}

/** Records a message's count in the memo by object. */
export function rememberMessageTokens(message: CountableMessage, tokens: number): void {
  byObject.set(message, {
    tokens,
    content: message.content,
    toolCalls: message.tool_calls,
    name: message.name,
    parts: elementsOf(message.content),
    calls: elementsOf(message.tool_calls),
  });
}

/**
 * Tokens of one message with the chat format overhead. A pure function of the message's content, so a count
 * can be kept and reused: each message has its own budget (its first 32 KiB counted exactly, longer text
 * estimated, see {@link countTextTokens}), whatever the messages around it.
 */
export function countMessageTokens(message: CountableMessage): number {
  const remembered = rememberedMessageTokens(message);
  if (remembered !== undefined) return remembered;
  const total = countMessageTexts(message, createCountBudget(), countTextTokens);
  rememberMessageTokens(message, total);
  return total;
}

/**
 * Characters of a message counted exactly by {@link boundMessageTokens}; texts past them are bounded. Even
 * a tool call's 90 characters of JSON cost a guard round's time to tokenize on a busy process.
 */
export const BOUND_EXACT_CHARS = 64;

/**
 * An upper bound of {@link countMessageTokens} at a fraction of its cost: texts counted exactly while they
 * fit in the message's first 64 characters, any text past them by its UTF-8 bytes (every token of a
 * byte-level BPE covers at least one byte). `exact` when nothing was bounded, so the result is the count itself.
 */
export function boundMessageTokens(message: CountableMessage): {
  readonly tokens: number;
  readonly exact: boolean;
} {
  const budget: CountBudget = { exactChars: BOUND_EXACT_CHARS, sampleChars: 0 };
  const total = countMessageTexts(message, budget, countTextTokens);
  return { tokens: total, exact: budget.estimated !== true };
}

/** Tokens of a request's extra part (tool definitions, a system text), with its own budget. */
export function countExtraTokens(extra: unknown): number {
  const budget = createCountBudget();
  return typeof extra === 'string' ? countTextTokens(extra, budget) : countJson(extra, budget);
}

/**
 * Estimates a request's prompt tokens locally with the o200k tokenizer (exact for current OpenAI models,
 * an estimate for others), before the call is sent. Each message is counted on its own, so its count never
 * depends on the messages before it: its first 32 KiB exactly, longer text estimated from samples and never
 * below what it can bill. That bounds the cost of a message whatever its text (the densest text costs most
 * per character); a guard counts each message once per run (PromptTokenCounter).
 */
export function countPromptTokens(messages: readonly CountableMessage[], extra?: unknown): number {
  let total = PROMPT_OVERHEAD_TOKENS;
  for (const message of messages) total += countMessageTokens(message);
  if (extra !== undefined) total += countExtraTokens(extra);
  return total;
}
