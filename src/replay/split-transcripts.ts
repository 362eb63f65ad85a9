import { JsonArraySplitter } from './json-array-splitter.js';
import { JsonLinesSplitter } from './json-lines-splitter.js';
import { type ReplayLimits, replayLimits } from './raw-record.js';

/** A splitter of either format: chunks in, records out. */
export type TranscriptSplitter = JsonLinesSplitter | JsonArraySplitter;

/** True for the JSON-lines extensions, `.jsonl` and `.ndjson`; every other file is read as one JSON value. */
export function isJsonLinesFile(file: string): boolean {
  return file.endsWith('.jsonl') || file.endsWith('.ndjson');
}

/** The splitter for `file`'s format. */
export function splitterFor(file: string, limits: ReplayLimits = replayLimits): TranscriptSplitter {
  return isJsonLinesFile(file) ? new JsonLinesSplitter(limits) : new JsonArraySplitter(limits);
}

const bom = [0xef, 0xbb, 0xbf] as const;

/** The chunk without a leading UTF-8 byte-order mark, which editors on Windows write and JSON forbids. */
export function withoutByteOrderMark(chunk: Uint8Array): Uint8Array {
  return chunk[0] === bom[0] && chunk[1] === bom[1] && chunk[2] === bom[2] ? chunk.subarray(3) : chunk;
}
