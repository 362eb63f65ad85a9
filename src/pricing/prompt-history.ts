import type { CountableMessage } from './count-tokens.js';
import { messagePrint, samePrintedData } from './message-print.js';

/** How far past a message that is gone the history looks for the next one it sent (a sliding window). */
const LOOKAHEAD = 16;
/**
 * The columns of one prompt's messages: references and numbers in flat arrays (V8 keeps a numbers-only array
 * as unboxed doubles), nothing to follow from one message to the next.
 */
class SentColumns {
  /**
   * Messages held. The arrays are reused from prompt to prompt: emptying an array frees its store, and an
   * agent's next prompt is as long or a pair longer, so each prompt grew them again (11 stores a prompt).
   * Slots past `size` may hold an earlier prompt's values until {@link trim}.
   */
  size = 0;
  objects: unknown[] = [];
  contents: unknown[] = [];
  toolCalls: unknown[] = [];
  names: unknown[] = [];
  callIds: unknown[] = [];
  /** Length of `content` when an array, else -1 (a string cannot change, so its reference is enough). */
  contentSizes: number[] = [];
  /** Length of `tool_calls` when an array, else -1. */
  callSizes: number[] = [];
  /** {@link messagePrint}, 0 for none. */
  prints: number[] = [];
  /** Counts, or minus the upper bound of a message only bounded. */
  tokens: number[] = [];
  /** Where each message's array elements start in {@link parts}: content's, then tool calls'. */
  partStarts: number[] = [];
  /** Elements of every message's content and tool calls arrays, one level deep, back to back. */
  parts: unknown[] = [];
  partsSize = 0;

  clear(): void {
    this.size = 0;
    this.partsSize = 0;
  }

  /**
   * Drops the references past {@link size}. A message leaves memory at most one prompt after the last one
   * that sent it: the spare columns hold the prompt before until the next prompt writes over them.
   */
  trim(): void {
    const { size } = this;
    if (this.objects.length > size) {
      this.objects.length = size;
      this.contents.length = size;
      this.toolCalls.length = size;
      this.names.length = size;
      this.callIds.length = size;
    }
    if (this.parts.length > this.partsSize) this.parts.length = this.partsSize;
  }

  /**
   * A rebuilt message found by its print, with no reference kept: the caller rebuilds its history for every
   * call, so its next prompt will not send this object again, and holding the objects of a prompt until the
   * next one made the garbage collector copy a whole history (100 KB and more) each time it ran.
   */
  pushPrint(print: number, tokens: number): void {
    const at = this.size++;
    this.objects[at] = undefined;
    this.contents[at] = undefined;
    this.toolCalls[at] = undefined;
    this.names[at] = undefined;
    this.callIds[at] = undefined;
    this.contentSizes[at] = -1;
    this.callSizes[at] = -1;
    this.prints[at] = print;
    this.tokens[at] = tokens;
    this.partStarts[at] = this.partsSize;
  }

  push(
    message: CountableMessage,
    print: number,
    contentSize: number,
    callSize: number,
    tokens: number,
  ): void {
    const { content, tool_calls: calls } = message;
    const at = this.size++;
    this.objects[at] = message;
    this.contents[at] = content;
    this.toolCalls[at] = calls;
    this.names[at] = message.name;
    this.callIds[at] = message.tool_call_id;
    this.contentSizes[at] = contentSize;
    this.callSizes[at] = callSize;
    this.prints[at] = print;
    this.tokens[at] = tokens;
    this.partStarts[at] = this.partsSize;
    if (contentSize > 0) for (const part of content as unknown[]) this.parts[this.partsSize++] = part;
    if (callSize > 0) for (const call of calls as unknown[]) this.parts[this.partsSize++] = call;
  }

  /** The same object still holds the references it was counted with (arrays by their elements). */
  holds(message: CountableMessage, index: number): boolean {
    if (
      message.content !== this.contents[index] ||
      message.tool_calls !== this.toolCalls[index] ||
      message.name !== this.names[index] ||
      message.tool_call_id !== this.callIds[index]
    )
      return false;
    // Only arrays are read further: their lengths, then their elements.
    const contentSize = this.contentSizes[index] as number;
    const callSize = this.callSizes[index] as number;
    if (contentSize < 0 && callSize < 0) return true;
    const content = message.content as unknown[];
    const calls = message.tool_calls as unknown[];
    if ((contentSize >= 0 && content.length !== contentSize) || (callSize >= 0 && calls.length !== callSize))
      return false;
    const { parts } = this;
    let at = this.partStarts[index] as number;
    for (let part = 0; part < contentSize; part++) if (content[part] !== parts[at++]) return false;
    for (let call = 0; call < callSize; call++) if (calls[call] !== parts[at++]) return false;
    return true;
  }
}

/** The columns before a run's first prompt: empty, and never written (its first prompt is kept in new ones). */
const NOTHING_SENT = new SentColumns();

/** Length of an array, else -1. */
function arraySize(value: unknown): number {
  return Array.isArray(value) ? value.length : -1;
}

/**
 * The messages of a run's last prompt with their counts, where the next prompt's unchanged part is found in
 * one walk of both histories side by side. An agent resends its whole history with every call, the same
 * objects or rebuilt ones, and by the next call what the last one left behind is cold in memory: what is
 * kept of each message is therefore references and numbers in flat arrays. A message is the one sent in its
 * place when it is the same object still holding the same content, tool calls and name (references compared,
 * arrays by their elements), or when it was rebuilt with the same {@link messagePrint}; an exact count asks for
 * the content to be compared in full as well. Messages dropped from the front or middle (a sliding window)
 * are stepped over by looking a few messages ahead; any other message is the caller's to count.
 */
export class PromptHistory {
  private sent = NOTHING_SENT;
  /** Made at the first prompt: a gateway's single-call runs never need the second set of columns. */
  private next: SentColumns | undefined;
  private cursor = 0;
  /** Lengths of the content and tool calls of the message being matched (see {@link SentColumns}). */
  private contentSize = -1;
  private callSize = -1;
  /** The print of the message being matched, once {@link find} has taken it. */
  private unmatchedPrint = 0;

  /** Starts matching a new prompt against the last one. */
  begin(): void {
    this.cursor = 0;
    this.next ??= new SentColumns();
    this.next.clear();
  }

  /**
   * The count (or minus the bound) of `message` when it is one the last prompt sent, in its place or a few
   * past it, else `undefined` (the caller counts it and hands the count to {@link keep}). `exactly`: the
   * count will decide a trip, so a rebuilt message is compared in full, not by its print.
   */
  find(message: CountableMessage, exactly: boolean): number | undefined {
    const { sent } = this;
    const at = this.cursor;
    const end = Math.min(sent.size, at + 1 + LOOKAHEAD);
    // Its own place first: the same object holding the same references is found without reading any string
    // (whose header would be one more cold read per message), then its print.
    if (at < sent.size && sent.objects[at] === message && sent.holds(message, at))
      return this.takeSame(message, at);
    this.contentSize = arraySize(message.content);
    this.callSize = arraySize(message.tool_calls);
    const print = messagePrint(message);
    this.unmatchedPrint = print;
    if (
      print !== 0 &&
      at < sent.size &&
      sent.prints[at] === print &&
      (!exactly || this.sameData(message, at))
    )
      return this.takeRebuilt(message, at, exactly);
    for (let index = at + 1; index < end; index++) {
      if (sent.objects[index] === message) {
        if (sent.holds(message, index)) return this.takeSame(message, index);
      } else if (print !== 0 && sent.prints[index] === print && (!exactly || this.sameData(message, index)))
        return this.takeRebuilt(message, index, exactly);
    }
    return undefined;
  }

  /** Records the count (or minus the bound) of the message {@link find} just did not find. */
  keep(message: CountableMessage, tokens: number): void {
    this.nextColumns().push(message, this.unmatchedPrint, this.contentSize, this.callSize, tokens);
  }

  /** Replaces the bound of the message {@link find} found last with its count. */
  settleLast(tokens: number): void {
    const next = this.nextColumns();
    const last = next.size - 1;
    if (last >= 0) next.tokens[last] = tokens;
  }

  /** Ends the prompt: it becomes the one the next is matched against. */
  end(): void {
    const done = this.sent;
    this.sent = this.nextColumns();
    this.sent.trim();
    this.next = done === NOTHING_SENT ? undefined : done;
    this.next?.clear();
  }

  /** The columns of the prompt being matched ({@link begin} made them). */
  private nextColumns(): SentColumns {
    this.next ??= new SentColumns();
    return this.next;
  }

  /** A rebuilt message holds what the one sent at `index` held, compared in full. */
  private sameData(message: CountableMessage, index: number): boolean {
    const { sent } = this;
    return (
      message.name === sent.names[index] &&
      message.tool_call_id === sent.callIds[index] &&
      samePrintedData(message.content, sent.contents[index]) &&
      samePrintedData(message.tool_calls, sent.toolCalls[index])
    );
  }

  /** The message is the object sent at `index`, holding what it held: its array lengths carry over too. */
  private takeSame(message: CountableMessage, index: number): number {
    this.contentSize = this.sent.contentSizes[index] as number;
    this.callSize = this.sent.callSizes[index] as number;
    return this.take(message, index);
  }

  /** The message is the object sent at `index`: its count carries over, with the message's own references. */
  private take(message: CountableMessage, index: number): number {
    const { sent } = this;
    this.cursor = index + 1;
    const tokens = sent.tokens[index] as number;
    this.nextColumns().push(message, sent.prints[index] as number, this.contentSize, this.callSize, tokens);
    return tokens;
  }

  /**
   * A rebuilt message matched the one sent at `index`. Its references are kept only for an exact count, whose
   * next prompt compares rebuilt messages in full; a bound keeps the print and count alone. The first exact
   * count after bounds (a budget running low) counts such messages again, as it counts every bounded one.
   */
  private takeRebuilt(message: CountableMessage, index: number, exactly: boolean): number {
    if (exactly) return this.take(message, index);
    const { sent } = this;
    this.cursor = index + 1;
    const tokens = sent.tokens[index] as number;
    this.nextColumns().pushPrint(sent.prints[index] as number, tokens);
    return tokens;
  }
}
