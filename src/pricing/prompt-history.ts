import type { CountableMessage } from './count-tokens.js';
import { messagePrint, samePrintedData } from './message-print.js';
import { SentColumns } from './sent-columns.js';

/** How far past a message that is gone the history looks for the next one it sent (a sliding window). */
const LOOKAHEAD = 16;

/** The columns before a run's first prompt: empty, and never written (its first prompt is kept in new ones). */
const NOTHING_SENT = new SentColumns();

/** Length of an array, else -1. */
function arraySize(value: unknown): number {
  return Array.isArray(value) ? value.length : -1;
}

/**
 * The messages of a run's last prompt with their counts, where the next prompt's unchanged part is found.
 * An agent resends its whole history with every call, the same objects or rebuilt ones, and by the next call
 * what the last one left behind is cold in memory: what is kept of each message is therefore references and
 * numbers in flat arrays. A message is the one sent in its place when it is the same object still holding the
 * same content, tool calls and name (references compared, arrays by their elements), or when it was rebuilt
 * with the same {@link messagePrint}; an exact count asks for the content to be compared in full as well.
 *
 * Most prompts are the last one with new messages after it, some with a few dropped after the opening ones
 * (a sliding window): {@link reuse} checks that with reads alone and keeps the entries where they are. Any
 * other prompt is matched in one walk of both histories side by side ({@link begin}, {@link find},
 * {@link keep}, {@link end}) that steps over dropped messages by looking a few ahead and writes the next
 * prompt's columns.
 */
export class PromptHistory {
  private sent = NOTHING_SENT;
  /** The walk's columns, made when a prompt first needs the walk (a gateway's single-call runs never do). */
  private next: SentColumns | undefined;
  private cursor = 0;
  /** Lengths of the content and tool calls of the message being matched (see {@link SentColumns}). */
  private contentSize = -1;
  private callSize = -1;
  /** The print of the message being matched, once {@link find} has taken it. */
  private unmatchedPrint = 0;

  /**
   * The sum of the counts of the messages the last {@link reuse} kept, each bound taken as its value, and how
   * many of them were bounds only (meaningful when it returned 0 or more): a prompt that resends its history
   * is summed in the walk that matches it.
   */
  keptTokens = 0;
  keptBounds = 0;

  /**
   * When `messages` are the last prompt with new messages after it, optionally with up to 16 messages
   * dropped after its first ones, keeps the matched entries in place and returns how many of `messages` they
   * are (the rest are new: {@link append} each with its count; {@link keptTokens} sums the kept ones,
   * {@link tokensAt} gives one). Otherwise returns -1 (use the walk), with no entry changed that the walk
   * reads: for a bound, the references of rebuilt messages matched by print may be cleared already.
   */
  reuse(messages: readonly CountableMessage[], exactly: boolean): number {
    const { sent } = this;
    const count = messages.length;
    const { end } = sent;
    this.keptTokens = 0;
    this.keptBounds = 0;
    let index = 0;
    let at = sent.start;
    while (index < count && at < end && this.keeps(messages[index] as CountableMessage, at, exactly)) {
      index++;
      at++;
    }
    const front = index;
    let dropped = 0;
    if (index < count && at < end) {
      const message = messages[index] as CountableMessage;
      const print = messagePrint(message);
      const limit = Math.min(end, at + 1 + LOOKAHEAD);
      let found = at + 1;
      while (
        found < limit &&
        !this.holdsAt(message, found) &&
        !this.printMatches(message, print, found, exactly)
      )
        found++;
      if (found >= limit) return -1;
      dropped = found - at;
      this.keepEntry(message, found, exactly);
      index++;
      at = found + 1;
      while (index < count && at < end && this.keeps(messages[index] as CountableMessage, at, exactly)) {
        index++;
        at++;
      }
      // A second change: the walk finds what it can around it.
      if (index < count && at < end) return -1;
    }
    const columns = this.ownColumns();
    if (dropped > 0) columns.dropAfterFront(front, dropped);
    // Entries past the last message matched: a prompt shorter than the last.
    const last = columns.start + index;
    for (let gone = last; gone < columns.end; gone++) columns.forget(gone);
    columns.end = last;
    // The spare columns of the walk hold an older prompt: nothing there is needed while prompts reuse.
    this.next = undefined;
    return index;
  }

  /** The count (or minus the bound) of the `index`th message {@link reuse} kept. */
  tokensAt(index: number): number {
    return this.sent.tokens[this.sent.start + index] as number;
  }

  /** Replaces the bound of the `index`th message {@link reuse} kept with its count. */
  settleAt(index: number, tokens: number): void {
    this.sent.tokens[this.sent.start + index] = tokens;
  }

  /** Adds a message new to the history after those {@link reuse} kept, with its count or minus its bound. */
  append(message: CountableMessage, tokens: number): void {
    const columns = this.ownColumns();
    columns.push(
      message,
      messagePrint(message),
      arraySize(message.content),
      arraySize(message.tool_calls),
      tokens,
    );
  }

  /** Ends a prompt {@link reuse} kept: stale references past it go, and a long-dropped front is compacted. */
  finish(): void {
    this.sent.trim();
    this.sent.compactWhenSparse();
  }

  /** Starts the walk of a new prompt against the last one. */
  begin(): void {
    this.cursor = this.sent.start;
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
    const end = Math.min(sent.end, at + 1 + LOOKAHEAD);
    // Its own place first: the same object holding the same references is found without reading any string
    // (whose header would be one more cold read per message), then its print.
    if (at < sent.end && this.holdsAt(message, at)) return this.takeSame(message, at);
    this.contentSize = arraySize(message.content);
    this.callSize = arraySize(message.tool_calls);
    const print = messagePrint(message);
    this.unmatchedPrint = print;
    if (at < sent.end && this.printMatches(message, print, at, exactly))
      return this.takeRebuilt(message, at, exactly);
    for (let index = at + 1; index < end; index++) {
      if (this.holdsAt(message, index)) return this.takeSame(message, index);
      if (this.printMatches(message, print, index, exactly)) return this.takeRebuilt(message, index, exactly);
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
    const last = next.end - 1;
    if (last >= 0) next.tokens[last] = tokens;
  }

  /** Ends the walk: its prompt becomes the one the next is matched against. */
  end(): void {
    const done = this.sent;
    this.sent = this.nextColumns();
    this.sent.trim();
    this.next = done === NOTHING_SENT ? undefined : done;
    this.next?.clear();
  }

  /** The message matches the entry at `index` ({@link matches}): its count is added to the kept ones. */
  private keeps(message: CountableMessage, index: number, exactly: boolean): boolean {
    if (!this.matches(message, index, exactly)) return false;
    this.keepEntry(message, index, exactly);
    return true;
  }

  /**
   * Adds the kept entry's count. A bound keeps no reference to a rebuilt message (see SentColumns.pushPrint):
   * the next prompt rebuilds it again; an exact count compares the next prompt's in full, so it keeps the copy
   * it compared this one with.
   */
  private keepEntry(message: CountableMessage, index: number, exactly: boolean): void {
    const { sent } = this;
    const tokens = sent.tokens[index] as number;
    if (tokens < 0) {
      this.keptTokens -= tokens;
      this.keptBounds++;
    } else this.keptTokens += tokens;
    if (!exactly) {
      const held = sent.objects[index];
      if (held !== undefined && held !== message) sent.forget(index);
    }
  }

  /** The message matches the entry at `index`: the same object holding the same, or its print (and data). */
  private matches(message: CountableMessage, index: number, exactly: boolean): boolean {
    return this.holdsAt(message, index) || this.printMatches(message, messagePrint(message), index, exactly);
  }

  /** The entry at `index` is this object, still holding what it held. */
  private holdsAt(message: CountableMessage, index: number): boolean {
    return this.sent.objects[index] === message && this.sent.holds(message, index);
  }

  /** The entry at `index` has this print (and, for an exact count, the same data). */
  private printMatches(message: CountableMessage, print: number, index: number, exactly: boolean): boolean {
    return print !== 0 && this.sent.prints[index] === print && (!exactly || this.sameData(message, index));
  }

  /** The columns {@link reuse} writes in place: the last prompt's, made on a run's first prompt. */
  private ownColumns(): SentColumns {
    if (this.sent === NOTHING_SENT) {
      this.sent = this.next ?? new SentColumns();
      this.sent.clear();
      this.next = undefined;
    }
    return this.sent;
  }

  /** The columns of the prompt being walked ({@link begin} made them). */
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
