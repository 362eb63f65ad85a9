import { type NestingState, nestingStart, scanNesting } from './nesting-depth.js';
import { jsonRecord, limitMessage, type RawRecord, type ReplayLimits, replayLimits } from './raw-record.js';

type Phase = 'start' | 'array' | 'value' | 'closed' | 'stopped';

/**
 * Cuts a `.json` file into records chunk by chunk: each element of a top-level array, or the whole file
 * when it holds one run. Only the element in progress is held, so a file of any size streams in bounded
 * memory; an element over {@link ReplayLimits} is dropped as it streams past and the next one is still
 * read. Lines and columns count from the file's start, so errors name where the element starts.
 */
export class JsonArraySplitter {
  readonly #limits: ReplayLimits;
  #phase: Phase = 'start';
  #parts: Uint8Array[] = [];
  #size = 0;
  /** Offset of the first byte of the current chunk in the file. */
  #base = 0;
  #line = 1;
  #lineStart = 0;
  /** Nesting at the top level: 1 inside the array, more inside an element. */
  #depth = 0;
  #inString = false;
  #escaped = false;
  /** What may come next at the array's top level: the first element, an element after a comma, a comma. */
  #expecting: 'first' | 'value' | 'comma' = 'first';
  #element: { line: number; column: number; maxDepth: number; skipped?: 'size' | 'depth' } | undefined;
  /** Nesting of a single top-level run, which is not scanned byte by byte for commas. */
  #value: NestingState = nestingStart();

  constructor(limits: ReplayLimits = replayLimits) {
    this.#limits = limits;
  }

  /** Takes the next chunk of the file; returns the records it completed. */
  push(chunk: Uint8Array): RawRecord[] {
    const records: RawRecord[] = [];
    let from = 0;
    if (this.#phase === 'start') from = this.#begin(chunk);
    if (this.#phase === 'array') this.#scanArray(chunk, from, records);
    else if (this.#phase === 'value') this.#takeValue(chunk, from);
    else if (this.#phase === 'closed') this.#checkTrailing(chunk, from, records);
    this.#base += chunk.length;
    return records;
  }

  /** Ends the file; returns what is still open: the single run, or the last element of an unclosed array. */
  end(): RawRecord[] {
    const records: RawRecord[] = [];
    if (this.#phase === 'start') {
      records.push({
        kind: 'issue',
        line: this.#line,
        column: 1,
        message: 'invalid JSON: the file is empty',
      });
    } else if (this.#phase === 'value') {
      this.#finishElement(records);
    } else if (this.#phase === 'array') {
      if (this.#element) this.#finishElement(records);
      records.push({
        kind: 'issue',
        line: this.#line,
        column: this.#base - this.#lineStart + 1,
        message: 'invalid JSON: the file ends before the closing `]` of the array',
      });
    }
    return records;
  }

  /** Skips leading whitespace and decides between an array of runs and a single run. */
  #begin(chunk: Uint8Array): number {
    for (let index = 0; index < chunk.length; index++) {
      const byte = chunk[index] as number;
      if (byte === 0x0a) this.#newline(index);
      if (byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09) continue;
      const column = this.#base + index - this.#lineStart + 1;
      if (byte === 0x5b) {
        this.#phase = 'array';
        this.#depth = 1;
        return index + 1;
      }
      this.#phase = 'value';
      this.#element = { line: this.#line, column, maxDepth: 0 };
      return index;
    }
    return chunk.length;
  }

  #newline(index: number): void {
    this.#line++;
    this.#lineStart = this.#base + index + 1;
  }

  #issueAt(records: RawRecord[], index: number, message: string): void {
    records.push({
      kind: 'issue',
      line: this.#line,
      column: this.#base + index - this.#lineStart + 1,
      message,
    });
  }

  #scanArray(chunk: Uint8Array, from: number, records: RawRecord[]): void {
    let depth = this.#depth;
    let inString = this.#inString;
    let escaped = this.#escaped;
    let elementStart = this.#element ? from : -1;
    for (let index = from; index < chunk.length; index++) {
      const byte = chunk[index] as number;
      if (byte === 0x0a) this.#newline(index);
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === 0x5c) escaped = true;
        else if (byte === 0x22) inString = false;
        continue;
      }
      if (byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09) continue;
      if (depth === 1 && (byte === 0x2c || byte === 0x5d)) {
        // Only a scalar element is still open at its delimiter; objects and arrays end at their bracket.
        if (this.#element) {
          this.#take(chunk, elementStart, index);
          this.#finishElement(records);
          elementStart = -1;
          this.#expecting = 'comma';
        }
        if (this.#expecting === 'value') this.#issueAt(records, index, 'invalid JSON: value expected');
        if (byte === 0x5d) {
          this.#phase = 'closed';
          this.#depth = 0;
          this.#checkTrailing(chunk, index + 1, records);
          return;
        }
        this.#expecting = 'value';
        continue;
      }
      if (depth === 1 && !this.#element) {
        if (this.#expecting === 'comma') this.#issueAt(records, index, 'invalid JSON: comma expected');
        this.#element = { line: this.#line, column: this.#base + index - this.#lineStart + 1, maxDepth: 0 };
        elementStart = index;
      }
      if (byte === 0x22) inString = true;
      else if (byte === 0x7b || byte === 0x5b) {
        depth++;
        const element = this.#element as { maxDepth: number };
        if (depth - 1 > element.maxDepth) element.maxDepth = depth - 1;
      } else if (byte === 0x7d || byte === 0x5d) {
        depth--;
        // The element is complete at its closing bracket: judge it now, not when the next comma arrives,
        // which on a live stream may be much later.
        if (depth === 1 && this.#element) {
          this.#take(chunk, elementStart, index + 1);
          this.#finishElement(records);
          elementStart = -1;
          this.#expecting = 'comma';
        }
      }
    }
    if (this.#element) this.#take(chunk, elementStart, chunk.length);
    this.#depth = depth;
    this.#inString = inString;
    this.#escaped = escaped;
  }

  // Lines are not counted past the start of a single run: its errors are located within its own text.
  #takeValue(chunk: Uint8Array, from: number): void {
    const element = this.#element as { maxDepth: number; skipped?: 'size' | 'depth' };
    if (!element.skipped) scanNesting(this.#value, chunk, from, chunk.length, this.#limits.maxDepth);
    element.maxDepth = this.#value.maxDepth;
    this.#take(chunk, from, chunk.length);
  }

  /** Adds bytes to the element in progress unless it is already over a limit. */
  #take(chunk: Uint8Array, start: number, end: number): void {
    const element = this.#element;
    if (!element || element.skipped || start >= end) return;
    this.#size += end - start;
    if (this.#size > this.#limits.maxRunBytes) element.skipped = 'size';
    else if (element.maxDepth > this.#limits.maxDepth) element.skipped = 'depth';
    if (element.skipped) this.#parts = [];
    else this.#parts.push(chunk.subarray(start, end));
  }

  #finishElement(records: RawRecord[]): void {
    const element = this.#element;
    if (!element) return;
    if (!element.skipped && element.maxDepth > this.#limits.maxDepth) element.skipped = 'depth';
    if (element.skipped) {
      records.push({
        kind: 'issue',
        line: element.line,
        message: limitMessage(element.skipped, this.#limits),
      });
    } else {
      const record = jsonRecord(this.#parts, element.line, element.column);
      if (record) records.push(record);
    }
    this.#element = undefined;
    this.#parts = [];
    this.#size = 0;
  }

  /** After the closing `]` only whitespace may follow; anything else is reported once and ignored. */
  #checkTrailing(chunk: Uint8Array, from: number, records: RawRecord[]): void {
    for (let index = from; index < chunk.length; index++) {
      const byte = chunk[index] as number;
      if (byte === 0x0a) this.#newline(index);
      if (byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09) continue;
      records.push({
        kind: 'issue',
        line: this.#line,
        column: this.#base + index - this.#lineStart + 1,
        message: 'invalid JSON: unexpected content after the closing `]` of the array',
      });
      this.#phase = 'stopped';
      return;
    }
  }
}
