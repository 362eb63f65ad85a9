import {
  type ContentLoopOptions,
  type ResolvedContentLoopOptions,
  resolvedContentLoopOptions,
} from './content-loop-options.js';
import {
  copyPieceScan,
  hashSeed,
  initialPieceScanState,
  mixHash,
  type PieceScan,
  type PieceScanState,
  type PieceSink,
} from './content-piece-state.js';
import { finishPieces, scanPieces } from './content-pieces.js';
import type { Detection } from './types.js';

/**
 * What the detector remembers of a reply: where its scan is, and hashes and offsets of its latest pieces,
 * never their text (the last 200 characters are kept only to quote the block). Plain JSON, bounded by
 * `maxBlockPieces` whatever the reply's length.
 */
export interface ContentLoopState extends PieceScanState {
  /** Characters seen so far. */
  readonly offset: number;
  /** The latest pieces, oldest first, at most `maxBlockPieces`: their hashes and start offsets. */
  readonly hashes: readonly number[];
  readonly starts: readonly number[];
  /** By period − 1: pieces in a row equal to the piece that many before, and where that repetition began. */
  readonly runs: readonly number[];
  readonly runStarts: readonly number[];
  /** The last 200 characters, to quote the block. */
  readonly tail: string;
  /** A loop was reported; later text is not read. */
  readonly tripped: boolean;
}

/** A block repeated inside one reply, with where and how often. */
export interface ContentLoopDetection extends Detection {
  readonly detector: 'content_loop';
  readonly code: 'GUARD_LOOP_DETECTED';
  /** The repeated block as written, cut to 200 characters. */
  readonly block: string;
  /** Whole copies of the block in a row. */
  readonly repeats: number;
  /** Character offset where the first copy starts. */
  readonly offset: number;
  /** Characters of one copy, and of all copies together. */
  readonly blockLength: number;
  readonly loopLength: number;
  /** Character offset where the loop was recognised (where a stream is cut). */
  readonly detectedAt: number;
}

/** What {@link observeContentChunk} returns: the next state and, once, the detection. */
export interface ContentLoopResult {
  readonly state: ContentLoopState;
  readonly detection?: ContentLoopDetection | undefined;
}

const evidenceLength = 200;

type HistoryField = 'hashes' | 'starts' | 'runs' | 'runStarts';

/** The working copy of a state while one chunk is read; its arrays are copied before the first change. */
type Scan = PieceScan & { offset: number } & { [Key in HistoryField]: number[] } & { owned: boolean };

interface Found {
  readonly copies: number;
  readonly runStart: number;
  /** Start of the latest copy (the last `period` pieces), and of its piece in step with the first copy. */
  readonly blockStart: number;
  readonly alignedStart: number;
  readonly end: number;
  readonly hash: number;
}

/** A working copy; its arrays stay shared until `owned`, as pushPiece copies them before the first change. */
function workingCopy(state: ContentLoopState): Scan {
  const scan = copyPieceScan(state) as Scan;
  scan.offset = state.offset;
  scan.hashes = state.hashes as number[];
  scan.starts = state.starts as number[];
  scan.runs = state.runs as number[];
  scan.runStarts = state.runStarts as number[];
  scan.owned = false;
  return scan;
}

/**
 * The state before a reply's first character, built as {@link settle} builds every later one (the scan's
 * fields, then the rest, one by one): a spread of the scan state with the rest beside it makes V8 build the
 * object the slow way on Node 20, which cost more than reading a whole short reply.
 */
export function initialContentLoopState(): ContentLoopState {
  const state = copyPieceScan(initialPieceScanState()) as Scan & { tail: string; tripped: boolean };
  state.offset = 0;
  state.hashes = [];
  state.starts = [];
  state.runs = [];
  state.runStarts = [];
  state.tail = '';
  state.tripped = false;
  return state;
}

/**
 * Adds a finished piece and compares it with the piece one, two, … `maxBlockPieces` before: a run of
 * matches at distance `period` is a block of `period` pieces said again. O(maxBlockPieces) per piece.
 */
function pushPiece(
  scan: Scan,
  options: ResolvedContentLoopOptions,
  hash: number,
  start: number,
  end: number,
): Found | undefined {
  if (!scan.owned) {
    scan.hashes = scan.hashes.slice();
    scan.starts = scan.starts.slice();
    scan.runs = scan.runs.slice();
    scan.runStarts = scan.runStarts.slice();
    scan.owned = true;
  }
  const { hashes, starts, runs, runStarts } = scan;
  const count = hashes.length;
  let found: Found | undefined;
  for (let period = 1; period <= options.maxBlockPieces; period++) {
    const slot = period - 1;
    if (period > count || hashes[count - period] !== hash) {
      runs[slot] = 0;
      continue;
    }
    if (!runs[slot]) {
      runs[slot] = 0;
      runStarts[slot] = starts[count - period] as number;
    }
    const run = (runs[slot] as number) + 1;
    runs[slot] = run;
    if (found) continue;
    const copies = Math.floor(run / period) + 1;
    const runStart = runStarts[slot] as number;
    const length = end - runStart;
    if (
      (copies >= options.repeats && length >= options.minLoopChars) ||
      (copies >= options.minRepeats && length >= options.longLoopChars)
    ) {
      // The latest copy ends with this piece; quote and name the block from the piece that sits where the
      // first copy began, so the evidence reads as the model first wrote it rather than rotated.
      const phase = (run - 1) % period;
      const alignedStart = phase === 0 ? start : (starts[count - phase] as number);
      const blockStart = period === 1 ? start : (starts[count - period + 1] as number);
      let blockHash = hashSeed;
      for (let step = 0; step < period; step++) {
        const index = count - phase + step;
        const piece = index < count ? hashes[index] : index === count ? hash : hashes[index - period];
        blockHash = mixHash(blockHash, piece as number);
      }
      found = { copies, runStart, blockStart, alignedStart, end, hash: blockHash };
    }
  }
  hashes.push(hash);
  starts.push(start);
  if (hashes.length > options.maxBlockPieces) {
    hashes.shift();
    starts.shift();
  }
  return found;
}

function quote(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

/**
 * The block as the model first wrote it, from the recent text: the latest copy is `[blockStart, end)`, whose
 * part from `alignedStart` is the block's beginning and part before it the block's end. Only the last 200
 * characters are kept, so a longer block is quoted by its beginning, cut.
 */
function quoteBlock(found: Found, recent: string, recentStart: number): string {
  const endAt = found.end - recentStart;
  if (found.alignedStart < recentStart)
    return `…${recent
      .slice(0, endAt)
      .slice(1 - evidenceLength)
      .trim()}`;
  const at = (offset: number) => Math.max(0, offset - recentStart);
  const beginning = recent.slice(at(found.alignedStart), endAt);
  const ending =
    found.blockStart >= recentStart ? recent.slice(at(found.blockStart), at(found.alignedStart)) : '';
  const whole = found.blockStart >= recentStart || found.alignedStart === found.blockStart;
  const block = `${beginning.trim()} ${ending.trim()}`.trim();
  if (block.length > evidenceLength) return `${block.slice(0, evidenceLength - 1)}…`;
  return whole ? block : `${block}…`;
}

function detectionOf(found: Found, recent: string, recentStart: number): ContentLoopDetection {
  const block = quoteBlock(found, recent, recentStart);
  const blockLength = found.end - found.blockStart;
  const loopLength = found.end - found.runStart;
  return {
    detector: 'content_loop',
    code: 'GUARD_LOOP_DETECTED',
    message: `the reply repeated a block of ${blockLength} characters ${found.copies} times in a row from character ${found.runStart}: "${quote(block, 80)}"`,
    rounds: [],
    signatures: [`content:${(found.hash >>> 0).toString(16).padStart(8, '0')}`],
    previousResult: block,
    block,
    repeats: found.copies,
    offset: found.runStart,
    blockLength,
    loopLength,
    detectedAt: found.end,
  };
}

/**
 * Feeds one streamed text delta (any size, cut anywhere) to the content-loop detector: a pure function,
 * O(delta) work plus O(maxBlockPieces) per finished piece, that does not change the state it is given.
 * A loop is one block of sentences (or pieces of a long one) repeated `repeats` times in a row over at least
 * `minLoopChars` characters, or `minRepeats` times over `longLoopChars`. Blanks, case and numbers standing
 * alone do not count. Fenced code is skipped; headings, list items, table rows and blockquotes break a
 * repetition; lines of dashes or stars are passed over. A loop is reported once.
 * @example
 * let state = initialContentLoopState();
 * for await (const delta of stream) {
 *   const result = observeContentChunk(state, delta);
 *   state = result.state;
 *   if (result.detection) break; // cut the stream
 * }
 */
export function observeContentChunk(
  state: ContentLoopState,
  chunk: string,
  options?: ContentLoopOptions,
): ContentLoopResult {
  if (state.tripped || chunk.length === 0) return { state };
  const resolved = resolvedContentLoopOptions(options);
  const scan = workingCopy(state);
  let found: Found | undefined;
  const sink: PieceSink = {
    piece(hash, start, end) {
      found = pushPiece(scan, resolved, hash, start, end);
      return found !== undefined;
    },
    reset() {
      Object.assign(scan, { hashes: [], starts: [], runs: [], runStarts: [], owned: true });
    },
  };
  const read = scanPieces(scan, chunk, state.offset, resolved.chunkSize, sink);
  return settle(state, scan, chunk.slice(0, read), found);
}

function settle(
  state: ContentLoopState,
  scan: Scan,
  seen: string,
  found: Found | undefined,
): ContentLoopResult {
  const recent = state.tail + seen;
  const detection = found ? detectionOf(found, recent, state.offset - state.tail.length) : undefined;
  const tail = recent.length > evidenceLength ? recent.slice(-evidenceLength) : recent;
  // Fields added one by one, in one order, rather than spread: every state then has one shape.
  const next = copyPieceScan(scan) as Scan & { tail: string; tripped: boolean };
  next.offset = state.offset + seen.length;
  next.hashes = scan.hashes;
  next.starts = scan.starts;
  next.runs = scan.runs;
  next.runStarts = scan.runStarts;
  next.tail = tail;
  next.tripped = found !== undefined;
  return { state: next, detection };
}

/**
 * The content loop in a whole message, if any: what {@link observeContentChunk} finds in the message
 * streamed in any pieces (only the quote of a block over 200 characters may differ), plus the last piece.
 * @example detectContentLoop('I will check again. '.repeat(20))?.repeats // 10
 */
export function detectContentLoop(
  text: string,
  options?: ContentLoopOptions,
): ContentLoopDetection | undefined {
  const result = observeContentChunk(initialContentLoopState(), text, options);
  if (result.detection || result.state.tripped) return result.detection;
  const resolved = resolvedContentLoopOptions(options);
  const scan = workingCopy(result.state);
  let found: Found | undefined;
  finishPieces(scan, text.length, resolved.chunkSize, {
    piece(hash, start, end) {
      found = pushPiece(scan, resolved, hash, start, end);
      return found !== undefined;
    },
    reset() {},
  });
  return found ? detectionOf(found, text, 0) : undefined;
}
