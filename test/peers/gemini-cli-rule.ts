import { actedAt, neverActed, type RuleVerdict, readRun } from './read-run.js';

/**
 * Reference model, in our own code, of Gemini CLI's LoopDetectionService
 * (packages/core/src/services/loopDetectionService.ts) as loopDetectionService.test.ts pins it down:
 * - tool calls: the 5th consecutive call with the same name and arguments (their key is the arguments'
 *   JSON as written, so key order counts) is a loop;
 * - content: while a response streams, every 50-character window is tracked; a window seen 10 times with an
 *   average gap of at most 250 characters, and at most 5 distinct stretches between its sightings, is a
 *   loop. Code fences, tables, list items, headings, block quotes and dividers reset the tracking; text
 *   inside a code block is skipped; a tool call resets it too;
 * - from the 30th turn of one prompt an LLM judge is asked every 10 turns (5 to 15 with its confidence); a
 *   confidence of 0.9 is a loop. The judge cannot run here: pass a stub as `judge` (the tests mock it too).
 * A new user prompt resets everything. On a loop Gemini CLI aborts the stream and its tool calls (the first
 * time it sends the model a recovery prompt, the second time it ends the session), so `round` is the call
 * being streamed; a judge's loop stops the turn before its call.
 *
 * Transcripts hold whole messages, not stream chunks: a message is fed line by line (each line with its
 * newline is one chunk), which is how markdown structure reaches their checks in practice.
 */

/** Options of {@link geminiCliRule}. */
export interface GeminiCliRuleOptions {
  /** Stands in for the LLM judge: its confidence (0 to 1) that the run so far is stuck. @default none */
  readonly judge?: (messages: readonly Record<string, unknown>[]) => number;
}

const toolCallThreshold = 5;
const contentThreshold = 10;
const chunkSize = 50;
const maxHistory = 5000;
const judgeAfterTurns = 30;

class ContentTracker {
  private history = '';
  private sightings = new Map<string, number[]>();
  private next = 0;
  private inCodeBlock = false;

  reset(): void {
    this.history = '';
    this.sightings.clear();
    this.next = 0;
  }

  /** Adds one streamed chunk; true when the stream is looping. */
  add(chunk: string): boolean {
    const fences = chunk.split('```').length - 1;
    const table = /(^|\n)\s*(\|.*\||[|+-]{3,})/.test(chunk);
    // Their list-marker class is written as a range from `*` to `+`, which holds only those two.
    const listItem = /(^|\n)\s*[*+]\s/.test(chunk) || /(^|\n)\s*\d+\.\s/.test(chunk);
    const heading = /(^|\n)#+\s/.test(chunk);
    const quote = /(^|\n)>\s/.test(chunk);
    // Their divider class is written with a range from `+` to `_` (U+002B..U+005F), box drawing and `*`.
    const divider = /^[*\u002B-\u005F\u2500-\u257F]+$/.test(chunk);
    if (fences > 0 || table || listItem || heading || quote || divider) this.reset();
    const wasInCodeBlock = this.inCodeBlock;
    if (fences % 2 === 1) this.inCodeBlock = !this.inCodeBlock;
    if (wasInCodeBlock || this.inCodeBlock || divider) return false;
    this.history += chunk;
    this.truncate();
    while (this.next + chunkSize <= this.history.length) {
      if (this.sighted(this.history.slice(this.next, this.next + chunkSize))) return true;
      this.next++;
    }
    return false;
  }

  private truncate(): void {
    const excess = this.history.length - maxHistory;
    if (excess <= 0) return;
    this.history = this.history.slice(excess);
    this.next = Math.max(0, this.next - excess);
    for (const [chunk, positions] of this.sightings) {
      const kept = positions.map((position) => position - excess).filter((position) => position >= 0);
      if (kept.length > 0) this.sightings.set(chunk, kept);
      else this.sightings.delete(chunk);
    }
  }

  private sighted(chunk: string): boolean {
    const positions = this.sightings.get(chunk);
    if (!positions) {
      this.sightings.set(chunk, [this.next]);
      return false;
    }
    positions.push(this.next);
    if (positions.length < contentThreshold) return false;
    const recent = positions.slice(-contentThreshold);
    const averageGap = ((recent.at(-1) as number) - (recent[0] as number)) / (contentThreshold - 1);
    if (averageGap > chunkSize * 5) return false;
    const stretches = new Set<string>();
    for (let index = 0; index < recent.length - 1; index++) {
      stretches.add(this.history.slice(recent[index], recent[index + 1]));
    }
    return stretches.size <= Math.floor(contentThreshold / 2);
  }
}

/** Lines of a message, each with its newline: the chunks the content check is fed. */
const chunksOf = (text: string): string[] => text.match(/[^\n]*\n|[^\n]+$/g) ?? [];

/** Gemini CLI's verdict on a run. */
export function geminiCliRule(
  messages: readonly Record<string, unknown>[],
  options: GeminiCliRuleOptions = {},
): RuleVerdict {
  const content = new ContentTracker();
  let lastKey: string | null = null;
  let repeats = 0;
  let turns = 0;
  let lastJudged = 0;
  let interval = 10;
  for (const event of readRun(messages)) {
    if (event.kind === 'user') {
      content.reset();
      lastKey = null;
      repeats = 0;
      turns = 0;
      lastJudged = 0;
      interval = 10;
      continue;
    }
    if (event.kind !== 'assistant') continue;
    turns++;
    if (options.judge && turns >= judgeAfterTurns && turns - lastJudged >= interval) {
      lastJudged = turns;
      const confidence = options.judge(messagesBefore(messages, event.round));
      if (confidence >= 0.9) return actedAt(event.round - 1);
      interval = Math.round(5 + 10 * (1 - confidence));
    }
    for (const chunk of chunksOf(event.text ?? '')) {
      if (content.add(chunk)) return actedAt(event.round);
    }
    for (const call of event.calls) {
      content.reset();
      const key = `${call.name}:${JSON.stringify(call.args)}`;
      repeats = key === lastKey ? repeats + 1 : 1;
      lastKey = key;
      if (repeats >= toolCallThreshold) return actedAt(event.round);
    }
  }
  return neverActed;
}

/** The messages before the `round`-th LLM call: what the judge is shown. */
function messagesBefore(messages: readonly Record<string, unknown>[], round: number) {
  let calls = 0;
  const index = messages.findIndex((message) => message.role === 'assistant' && ++calls === round);
  return messages.slice(0, index < 0 ? messages.length : index);
}
