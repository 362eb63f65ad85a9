import { contentHash } from './content-hash.js';
import {
  boundMessageTokens,
  type CountableMessage,
  countExtraTokens,
  countMessageTokens,
  PROMPT_OVERHEAD_TOKENS,
  rememberedMessageTokens,
  rememberMessageTokens,
} from './count-tokens.js';
import { PromptHistory } from './prompt-history.js';
import { TokenMemo } from './token-memo.js';

function jsonOf(value: unknown): string | undefined {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    // Circular or BigInt: counted without the memo (the count reads only what it can).
    return undefined;
  }
}

/**
 * OpenAI-shape tool calls (`{ id, type, function: { name, arguments } }`) as one text, without writing
 * the objects out as JSON (the costly part of naming a rebuilt assistant message); `undefined` for any
 * other shape. Lengths separate the fields, so no two lists give the same text.
 */
function toolCallsText(calls: unknown): string | undefined {
  if (!Array.isArray(calls)) return undefined;
  let text = '';
  for (const call of calls) {
    const record = call as {
      id?: unknown;
      type?: unknown;
      function?: { name?: unknown; arguments?: unknown };
    };
    const fn = record?.function;
    const { id, type } = record ?? {};
    if (typeof id !== 'string' || typeof fn?.name !== 'string' || typeof fn.arguments !== 'string')
      return undefined;
    if (Object.keys(record).length !== (type === undefined ? 2 : 3) || Object.keys(fn).length !== 2)
      return undefined;
    text += `${id.length}:${id}${fn.name.length}:${fn.name}${fn.arguments.length}:${fn.arguments}${String(type)};`;
  }
  return text;
}

/** What a message's count depends on, as texts to hash; `undefined` when a part cannot be written out. */
function messageTexts(message: CountableMessage): string[] | undefined {
  const { content } = message;
  const body =
    typeof content === 'string' ? content : content === null || content === undefined ? '' : jsonOf(content);
  const calls = message.tool_calls ? (toolCallsText(message.tool_calls) ?? jsonOf(message.tool_calls)) : '';
  if (body === undefined || calls === undefined) return undefined;
  // The kind of content leads, so a string and an array that writes out as the same text differ.
  const kind = typeof content === 'string' ? 's' : content === null || content === undefined ? 'n' : 'j';
  return [kind, body, calls, message.name ? String(message.name) : ''];
}

const endLength = 48;

/** A long text by its length and ends. */
function textMark(text: string): string[] {
  return text.length <= endLength * 2
    ? [text]
    : [String(text.length), text.slice(0, endLength), text.slice(-endLength)];
}

/** Text of a tool result's content: a string, or text parts; `undefined` for anything else. */
function resultText(content: unknown): string | undefined {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return undefined;
  let text = '';
  for (const part of content) {
    const partText = (part as { text?: unknown } | null)?.text;
    if (typeof partText !== 'string') return undefined;
    text += partText;
  }
  return text;
}

/**
 * A tool result named by its call id, length and ends instead of its whole text: an OpenAI `tool` message
 * with `tool_call_id`, or an Anthropic user message made of `tool_result` blocks. A client that rebuilds its
 * history for every call (a framework converting its own messages, a gateway reading fresh JSON) would
 * otherwise have every earlier result read in full on every call: 200 KB per call for 200 results of 1 KB.
 * A provider issues each call id once and a result is not edited after it was sent, so the mark names it;
 * were a client to change the middle of a result and nothing else, the count (an estimate that the billed
 * usage settles) would be that of the earlier text.
 */
function toolResultMark(message: CountableMessage): string[] | undefined {
  const id = message.tool_call_id;
  if (typeof id === 'string') {
    const text = resultText(message.content);
    return text === undefined ? undefined : ['r', id, message.name ?? '', ...textMark(text)];
  }
  const { content } = message;
  if (!Array.isArray(content) || content.length === 0) return undefined;
  const mark = ['b'];
  for (const block of content) {
    const record = block as { tool_use_id?: unknown; content?: unknown; is_error?: unknown } | null;
    if (typeof record?.tool_use_id !== 'string') return undefined;
    const text = resultText(record.content ?? '');
    if (text === undefined) return undefined;
    mark.push(record.tool_use_id, record.is_error === true ? 'e' : '', ...textMark(text));
  }
  return mark;
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
 * each call; counting them all again made a guarded call's cost grow with the conversation. Each message's count
 * is found by its object first (the SDK sends the caller's objects), then by a hash of its content (a caller or
 * framework that rebuilds its messages for each call), and only then counted. Counts are pure functions of the
 * content ({@link countMessageTokens}), so results are the same with the memo empty, full or restored: it is not
 * part of a guard's snapshot, and its memory is bounded ({@link TokenMemo}, at most 24 KiB a run).
 */
export class PromptTokenCounter {
  private memo: TokenMemo | undefined;
  /** The last prompt's messages and counts, where the next prompt's unchanged part is found first. */
  private history: PromptHistory | undefined;

  /** How many distinct contents it holds counts of. */
  get size(): number {
    return this.memo?.size ?? 0;
  }

  /** Prompt tokens of the messages and the extra part, as {@link countPromptTokens} counts them. */
  count(messages: readonly CountableMessage[], extra?: unknown): number {
    return this.measure(messages, extra, true).tokens;
  }

  /**
   * An upper bound of {@link count} that tokenizes no long text it has not counted before: messages counted
   * exactly earlier come from the memo, a new message longer than 64 characters is bounded by its bytes
   * ({@link boundMessageTokens}). `exact` when every message had its exact count, so `tokens` is the count.
   * Counting a new tool result costs more than a whole guard round; its bound, a look at its length.
   */
  bound(messages: readonly CountableMessage[], extra?: unknown): { tokens: number; exact: boolean } {
    return this.measure(messages, extra, false);
  }

  private measure(
    messages: readonly CountableMessage[],
    extra: unknown,
    exactly: boolean,
  ): { tokens: number; exact: boolean } {
    this.history ??= new PromptHistory();
    const { history } = this;
    // The last prompt with new messages after it is checked with reads alone; any other prompt is walked.
    const kept = history.reuse(messages, exactly);
    let tokens = PROMPT_OVERHEAD_TOKENS;
    let exact = true;
    if (kept < 0) {
      history.begin();
      for (const message of messages) {
        const counted = this.walked(history, message, exactly);
        if (counted < 0) {
          tokens -= counted;
          exact = false;
        } else tokens += counted;
      }
      history.end();
    } else {
      // The kept messages were summed as they were matched; only bounds among them are read again, when an
      // exact count is asked for.
      tokens += history.keptTokens;
      if (history.keptBounds > 0) {
        if (exactly) tokens += this.settleKept(history, messages, kept);
        else exact = false;
      }
      for (let index = kept; index < messages.length; index++) {
        const message = messages[index] as CountableMessage;
        const counted = this.countMessage(message, exactly);
        history.append(message, counted);
        if (counted < 0) {
          tokens -= counted;
          exact = false;
        } else tokens += counted;
      }
      history.finish();
    }
    if (extra !== undefined) tokens += this.countExtra(extra);
    return { tokens, exact };
  }

  /** Counts the kept messages that held bounds only; returns what their counts change in the kept sum. */
  private settleKept(history: PromptHistory, messages: readonly CountableMessage[], kept: number): number {
    let change = 0;
    for (let index = 0; index < kept; index++) {
      const bound = history.tokensAt(index);
      if (bound >= 0) continue;
      const counted = this.countMessage(messages[index] as CountableMessage, true);
      history.settleAt(index, counted);
      change += counted + bound;
    }
    return change;
  }

  /** A message of a prompt the history walks: found among the last prompt's, or counted and kept. */
  private walked(history: PromptHistory, message: CountableMessage, exactly: boolean): number {
    let counted = history.find(message, exactly);
    if (counted === undefined) {
      counted = this.countMessage(message, exactly);
      history.keep(message, counted);
    } else if (counted < 0 && exactly) {
      counted = this.countMessage(message, true);
      history.settleLast(counted);
    }
    return counted;
  }

  /**
   * One message's count, or minus its bound when `exactly` is false and it has no count yet: a message the
   * last prompt did not send in this place (new, moved, or past a change the history could not step over).
   */
  private countMessage(message: CountableMessage, exactly: boolean): number {
    const remembered = rememberedMessageTokens(message);
    if (remembered !== undefined) return remembered;
    if (!exactly) {
      // A message new to the history (almost always new to the run: the call and result of the last round)
      // is bounded by a look at its lengths; naming it by content first (a hash of its texts, two memo
      // lookups, a memo entry) cost more than the bound, for a message the memo would not know. A message
      // that only moved gets its bound too; the count it had comes back from the memo on an exact count.
      const bounded = boundMessageTokens(message);
      if (!bounded.exact) return -bounded.tokens;
      rememberMessageTokens(message, bounded.tokens);
      return bounded.tokens;
    }
    // An exact count (it will decide a trip) reads a rebuilt OpenAI tool result the history did not find in
    // full: its call id, length and ends are no proof that its text is the one counted before.
    if (typeof message.tool_call_id === 'string' && typeof message.content === 'string')
      return countMessageTokens(message);
    const texts = toolResultMark(message) ?? messageTexts(message);
    if (texts === undefined) return countMessageTokens(message);
    const hash = contentHash(texts);
    this.memo ??= new TokenMemo();
    const known = this.memo.get(hash);
    // Found by its content: a message sent earlier than the last prompt, or moved. The history holds it
    // from now on, so the object is not remembered too (that would only make garbage for a caller that
    // rebuilds its messages).
    if (known !== undefined) return known;
    const tokens = countMessageTokens(message);
    this.memo.set(hash, tokens);
    rememberMessageTokens(message, tokens);
    return tokens;
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
