import type { CountableMessage } from './count-tokens.js';

/**
 * The columns of one prompt's messages: references and numbers in flat arrays (V8 keeps a numbers-only array
 * as unboxed doubles), nothing to follow from one message to the next. Entries live at `[start, end)`: a
 * prompt that drops messages from its front moves `start` instead of rewriting the rest.
 */
export class SentColumns {
  /** First entry held; entries before it were dropped (their references cleared). */
  start = 0;
  /** One past the last entry. Slots past it may hold an earlier prompt's values until {@link trim}. */
  end = 0;
  objects: unknown[] = [];
  contents: unknown[] = [];
  toolCalls: unknown[] = [];
  names: unknown[] = [];
  callIds: unknown[] = [];
  /** Length of `content` when an array, else -1 (a string cannot change, so its reference is enough). */
  contentSizes: number[] = [];
  /** Length of `tool_calls` when an array, else -1. */
  callSizes: number[] = [];
  /** `messagePrint`, 0 for none. */
  prints: number[] = [];
  /** Counts, or minus the upper bound of a message only bounded. */
  tokens: number[] = [];
  /** Where each message's array elements start in {@link parts}: content's, then tool calls'. */
  partStarts: number[] = [];
  /** Elements of every message's content and tool calls arrays, one level deep, back to back. */
  parts: unknown[] = [];
  partsSize = 0;

  /**
   * Empties the columns for the next prompt. The arrays are kept: emptying an array frees its store, and an
   * agent's next prompt is as long or a pair longer, so each prompt grew them again (11 stores a prompt).
   */
  clear(): void {
    this.start = 0;
    this.end = 0;
    this.partsSize = 0;
  }

  /**
   * Drops the references past {@link end}. A message leaves memory at most one prompt after the last one
   * that sent it: the spare columns hold the prompt before until the next prompt writes over them.
   */
  trim(): void {
    const { end } = this;
    if (this.objects.length > end) {
      this.objects.length = end;
      this.contents.length = end;
      this.toolCalls.length = end;
      this.names.length = end;
      this.callIds.length = end;
    }
    if (this.parts.length > this.partsSize) this.parts.length = this.partsSize;
  }

  push(
    message: CountableMessage,
    print: number,
    contentSize: number,
    callSize: number,
    tokens: number,
  ): void {
    const { content, tool_calls: calls } = message;
    const at = this.end++;
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

  /**
   * A rebuilt message found by its print, with no reference kept: the caller rebuilds its history for every
   * call, so its next prompt will not send this object again, and holding the objects of a prompt until the
   * next one made the garbage collector copy a whole history (100 KB and more) each time it ran.
   */
  pushPrint(print: number, tokens: number): void {
    const at = this.end++;
    this.clearReferences(at);
    this.prints[at] = print;
    this.tokens[at] = tokens;
    this.partStarts[at] = this.partsSize;
  }

  /** Clears the references of the entry held at `index`, its array elements included (its print and count stay). */
  forget(index: number): void {
    const from = this.partStarts[index] as number;
    const to = from + this.partCount(index);
    for (let part = from; part < to; part++) this.parts[part] = undefined;
    this.clearReferences(index);
  }

  /**
   * Drops `count` entries after the first `front` (a sliding window that keeps its opening messages): the
   * front moves up over them and `start` with it, so the entries after the gap stay where they are.
   */
  dropAfterFront(front: number, count: number): void {
    const { start } = this;
    for (let index = start + front; index < start + front + count; index++) this.forget(index);
    for (let index = start + front - 1; index >= start; index--) this.move(index, index + count);
    // The slots the front left: copies of entries that moved, whose elements are the moved entries' own.
    for (let index = start; index < start + Math.min(front, count); index++) this.clearReferences(index);
    this.start = start + count;
  }

  /**
   * Moves the entries back to index 0 once the dropped front is as long as what is held, so a sliding window
   * costs a copy of its entries every so many prompts, not a growing array.
   */
  compactWhenSparse(): void {
    const { start, end } = this;
    if (start < 64 || start < end - start) return;
    let partsSize = 0;
    for (let index = start; index < end; index++) {
      const at = index - start;
      const from = this.partStarts[index] as number;
      const parts = this.partCount(index);
      this.move(index, at);
      this.partStarts[at] = partsSize;
      for (let part = 0; part < parts; part++) this.parts[partsSize++] = this.parts[from + part];
    }
    this.start = 0;
    this.end = end - start;
    this.partsSize = partsSize;
    this.trim();
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

  /** How many array elements the entry at `index` keeps in {@link parts}. */
  private partCount(index: number): number {
    return Math.max(0, this.contentSizes[index] as number) + Math.max(0, this.callSizes[index] as number);
  }

  /** Clears a slot's references; its array elements, if any, are left to whoever else points at them. */
  private clearReferences(index: number): void {
    this.objects[index] = undefined;
    this.contents[index] = undefined;
    this.toolCalls[index] = undefined;
    this.names[index] = undefined;
    this.callIds[index] = undefined;
    this.contentSizes[index] = -1;
    this.callSizes[index] = -1;
  }

  /** Copies the entry at `from` to `to` (its parts stay where they are; `partStarts` points at them). */
  private move(from: number, to: number): void {
    this.objects[to] = this.objects[from];
    this.contents[to] = this.contents[from];
    this.toolCalls[to] = this.toolCalls[from];
    this.names[to] = this.names[from];
    this.callIds[to] = this.callIds[from];
    this.contentSizes[to] = this.contentSizes[from] as number;
    this.callSizes[to] = this.callSizes[from] as number;
    this.prints[to] = this.prints[from] as number;
    this.tokens[to] = this.tokens[from] as number;
    this.partStarts[to] = this.partStarts[from] as number;
  }
}
