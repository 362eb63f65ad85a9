import { type NestingState, nestingStart, scanNesting } from './nesting-depth.js';
import { jsonRecord, limitMessage, type RawRecord, type ReplayLimits, replayLimits } from './raw-record.js';

/**
 * Cuts JSON lines (`.jsonl`, `.ndjson`) into one record per non-blank line, chunk by chunk, holding only
 * the line in progress. A line over {@link ReplayLimits} is dropped as it streams past and reported by
 * its line number; a broken line never swallows the next one, since every newline ends a record.
 */
export class JsonLinesSplitter {
  readonly #limits: ReplayLimits;
  #parts: Uint8Array[] = [];
  #size = 0;
  #line = 1;
  #nesting: NestingState = nestingStart();
  #skipped: 'size' | 'depth' | undefined;

  constructor(limits: ReplayLimits = replayLimits) {
    this.#limits = limits;
  }

  /** Takes the next chunk of the file; returns the records it completed. */
  push(chunk: Uint8Array): RawRecord[] {
    const records: RawRecord[] = [];
    let start = 0;
    while (start <= chunk.length) {
      const newline = chunk.indexOf(0x0a, start);
      const end = newline === -1 ? chunk.length : newline;
      this.#take(chunk, start, end);
      if (newline === -1) break;
      this.#finish(records);
      start = newline + 1;
    }
    return records;
  }

  /** Ends the file; returns the last line if it had no newline. */
  end(): RawRecord[] {
    const records: RawRecord[] = [];
    this.#finish(records);
    return records;
  }

  #take(chunk: Uint8Array, start: number, end: number): void {
    if (this.#skipped || start === end) return;
    this.#size += end - start;
    if (this.#size > this.#limits.maxRunBytes) {
      this.#skip('size');
      return;
    }
    scanNesting(this.#nesting, chunk, start, end, this.#limits.maxDepth);
    if (this.#nesting.maxDepth > this.#limits.maxDepth) {
      this.#skip('depth');
      return;
    }
    this.#parts.push(chunk.subarray(start, end));
  }

  #skip(reason: 'size' | 'depth'): void {
    this.#skipped = reason;
    this.#parts = [];
  }

  #finish(records: RawRecord[]): void {
    const line = this.#line;
    if (this.#skipped) {
      records.push({ kind: 'issue', line, message: limitMessage(this.#skipped, this.#limits) });
    } else if (this.#parts.length > 0) {
      const record = jsonRecord(this.#parts, line, 1);
      if (record) records.push(record);
    }
    this.#line++;
    this.#parts = [];
    this.#size = 0;
    this.#nesting = nestingStart();
    this.#skipped = undefined;
  }
}
