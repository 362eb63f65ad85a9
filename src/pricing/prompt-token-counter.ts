import { contentHash } from './content-hash.js';
import {
  type CountableMessage,
  countExtraTokens,
  countMessageTokens,
  PROMPT_OVERHEAD_TOKENS,
  rememberedMessageTokens,
  rememberMessageTokens,
} from './count-tokens.js';
import { TokenMemo } from './token-memo.js';

function jsonOf(value: unknown): string | undefined {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    // Circular or BigInt: counted without the memo (the count reads only what it can).
    return undefined;
  }
}

/** What a message's count depends on, as texts to hash; `undefined` when a part cannot be written out. */
function messageTexts(message: CountableMessage): string[] | undefined {
  const { content } = message;
  const body =
    typeof content === 'string' ? content : content === null || content === undefined ? '' : jsonOf(content);
  const calls = message.tool_calls ? jsonOf(message.tool_calls) : '';
  if (body === undefined || calls === undefined) return undefined;
  // The kind of content leads, so a string and an array that writes out as the same text differ.
  const kind = typeof content === 'string' ? 's' : content === null || content === undefined ? 'n' : 'j';
  return [kind, body, calls, message.name ? String(message.name) : ''];
}

interface CountedExtra {
  readonly tokens: number;
  readonly elements: readonly unknown[] | undefined;
}

const extraByObject = new WeakMap<object, CountedExtra>();

function sameExtra(counted: CountedExtra, extra: object): boolean {
  if (!Array.isArray(extra)) return counted.elements === undefined;
  const { elements } = counted;
  if (elements === undefined || elements.length !== extra.length) return false;
  for (let index = 0; index < elements.length; index++) if (elements[index] !== extra[index]) return false;
  return true;
}

/**
 * Counts a run's prompts, each message once by its content. A conversation resends every earlier message with
 * each call; counting them all again made a guarded call's cost grow with the conversation (a 200-message
 * history of 1 KB tool results took milliseconds a call). Each message's count is found by its object
 * first (the SDK sends the caller's objects), then by a hash of its content (a caller or framework that
 * rebuilds its messages for each call), and only then counted. Counts are pure functions of the content
 * ({@link countMessageTokens}), so results are the same with the memo empty, full or restored: it is not part
 * of a guard's snapshot, and its memory is bounded ({@link TokenMemo}, at most 24 KiB a run).
 */
export class PromptTokenCounter {
  private memo: TokenMemo | undefined;

  /** How many distinct contents it holds counts of. */
  get size(): number {
    return this.memo?.size ?? 0;
  }

  /** Prompt tokens of the messages and the extra part, as {@link countPromptTokens} counts them. */
  count(messages: readonly CountableMessage[], extra?: unknown): number {
    let total = PROMPT_OVERHEAD_TOKENS;
    for (const message of messages) total += this.countMessage(message);
    if (extra !== undefined) total += this.countExtra(extra);
    return total;
  }

  private countMessage(message: CountableMessage): number {
    const remembered = rememberedMessageTokens(message);
    if (remembered !== undefined) return remembered;
    const texts = messageTexts(message);
    if (texts === undefined) return countMessageTokens(message);
    return this.byHash(
      contentHash(texts),
      () => countMessageTokens(message),
      (tokens) => rememberMessageTokens(message, tokens),
    );
  }

  private countExtra(extra: unknown): number {
    const isObject = typeof extra === 'object' && extra !== null;
    const counted = isObject ? extraByObject.get(extra) : undefined;
    if (counted && sameExtra(counted, extra as object)) return counted.tokens;
    const text = typeof extra === 'string' ? extra : jsonOf(extra);
    if (text === undefined) return countExtraTokens(extra);
    const remember = (tokens: number) => {
      if (isObject)
        extraByObject.set(extra, { tokens, elements: Array.isArray(extra) ? [...extra] : undefined });
    };
    return this.byHash(
      contentHash([typeof extra === 'string' ? 'x' : 'y', text]),
      () => countExtraTokens(extra),
      remember,
    );
  }

  private byHash(hash: number, count: () => number, remember: (tokens: number) => void): number {
    this.memo ??= new TokenMemo();
    let tokens = this.memo.get(hash);
    if (tokens === undefined) {
      tokens = count();
      this.memo.set(hash, tokens);
    }
    remember(tokens);
    return tokens;
  }
}
