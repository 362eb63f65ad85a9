import type { CountableMessage } from './count-tokens.js';
import { messagePrint, samePrintedData } from './message-print.js';

/** How far past a message that is gone the history looks for the next one it sent (a sliding window). */
const LOOKAHEAD = 16;
/**
 * The columns of one prompt's messages: references and numbers in flat arrays (V8 keeps a numbers-only array
 * as unboxed doubles), nothing to follow from one message to the next.
 */
class SentColumns {
  objects: unknown[] = [];
  contents: unknown[] = [];
  toolCalls: unknown[] = [];
  names: unknown[] = [];
  callIds: unknown[] = [];
  /** Length of `content` when a string or an array, else -1. */
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

  get length(): number {
    return this.objects.length;
  }

  clear(): void {
    // References are dropped, so a message leaves memory with the prompt that sent it.
    this.objects.length = 0;
    this.contents.length = 0;
    this.toolCalls.length = 0;
    this.names.length = 0;
    this.callIds.length = 0;
    this.contentSizes.length = 0;
    this.callSizes.length = 0;
    this.prints.length = 0;
    this.tokens.length = 0;
    this.partStarts.length = 0;
    this.parts.length = 0;
  }

  push(
    message: CountableMessage,
    print: number,
    contentSize: number,
    callSize: number,
    tokens: number,
  ): void {
    const { content, tool_calls: calls } = message;
    this.objects.push(message);
    this.contents.push(content);
    this.toolCalls.push(calls);
    this.names.push(message.name);
    this.callIds.push(message.tool_call_id);
    this.contentSizes.push(contentSize);
    this.callSizes.push(callSize);
    this.prints.push(print);
    this.tokens.push(tokens);
    const { parts } = this;
    this.partStarts.push(parts.length);
    if (Array.isArray(content)) for (const part of content) parts.push(part);
    if (Array.isArray(calls)) for (const call of calls) parts.push(call);
  }

  /** The arrays of the message at `index` still hold the elements they held (their lengths are checked). */
  sameParts(index: number, content: unknown, calls: unknown): boolean {
    const { parts } = this;
    let at = this.partStarts[index] as number;
    if (Array.isArray(content)) for (const part of content) if (part !== parts[at++]) return false;
    if (Array.isArray(calls)) for (const call of calls) if (call !== parts[at++]) return false;
    return true;
  }
}

function sizeOf(value: unknown): number {
  return typeof value === 'string' || Array.isArray(value) ? value.length : -1;
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
  private sent = new SentColumns();
  private next = new SentColumns();
  private cursor = 0;
  /** Lengths of the content and tool calls of the message being matched (see {@link SentColumns}). */
  private contentSize = -1;
  private callSize = -1;
  /** The print of the message being matched, once {@link find} has taken it. */
  private unmatchedPrint = 0;

  /** Starts matching a new prompt against the last one. */
  begin(): void {
    this.cursor = 0;
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
    const end = Math.min(sent.length, at + 1 + LOOKAHEAD);
    this.contentSize = sizeOf(message.content);
    this.callSize = sizeOf(message.tool_calls);
    // Its own place first: one look at the message (which the SDK reads next anyway), then its print.
    if (at < sent.length && sent.objects[at] === message && this.holdsSent(message, at))
      return this.take(message, at);
    const print = messagePrint(message);
    this.unmatchedPrint = print;
    if (
      print !== 0 &&
      at < sent.length &&
      sent.prints[at] === print &&
      (!exactly || this.sameData(message, at))
    )
      return this.take(message, at);
    for (let index = at + 1; index < end; index++) {
      const same =
        sent.objects[index] === message
          ? this.holdsSent(message, index)
          : print !== 0 && sent.prints[index] === print && (!exactly || this.sameData(message, index));
      if (same) return this.take(message, index);
    }
    return undefined;
  }

  /** Records the count (or minus the bound) of the message {@link find} just did not find. */
  keep(message: CountableMessage, tokens: number): void {
    this.next.push(message, this.unmatchedPrint, this.contentSize, this.callSize, tokens);
  }

  /** Replaces the bound of the message {@link find} found last with its count. */
  settleLast(tokens: number): void {
    const last = this.next.tokens.length - 1;
    if (last >= 0) this.next.tokens[last] = tokens;
  }

  /** Ends the prompt: it becomes the one the next is matched against. */
  end(): void {
    const done = this.sent;
    this.sent = this.next;
    this.next = done;
    this.next.clear();
  }

  /** The same object still holds the references it was counted with (arrays by their elements). */
  private holdsSent(message: CountableMessage, index: number): boolean {
    const { sent } = this;
    return (
      message.content === sent.contents[index] &&
      message.tool_calls === sent.toolCalls[index] &&
      message.name === sent.names[index] &&
      message.tool_call_id === sent.callIds[index] &&
      this.contentSize === sent.contentSizes[index] &&
      this.callSize === sent.callSizes[index] &&
      sent.sameParts(index, message.content, message.tool_calls)
    );
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

  /** The message matched the one sent at `index`: its count carries over, with the message's own references. */
  private take(message: CountableMessage, index: number): number {
    const { sent } = this;
    this.cursor = index + 1;
    const tokens = sent.tokens[index] as number;
    this.next.push(message, sent.prints[index] as number, this.contentSize, this.callSize, tokens);
    return tokens;
  }
}
