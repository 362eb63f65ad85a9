/**
 * The state of the content-loop piece scanner between chunks, as plain JSON of fixed size, and the hash it
 * folds characters into.
 */

/** Where the scanner is in the current line. */
export type ContentLineMode = 'start' | 'head' | 'text' | 'skip';

/**
 * How far a reply's text has been read into pieces: the current line, the piece being hashed, a number
 * whose end is not seen yet. Plain JSON of fixed size; the text itself is not kept.
 */
export interface PieceScanState {
  readonly line: ContentLineMode;
  /** First characters of a line still being classified (a fence, heading, list item, table row…). */
  readonly head: string;
  readonly headStart: number;
  /** The fence character (`` ` `` or `~`) while inside a fenced code block, else empty. */
  readonly fence: string;
  /** FNV-1a hash of the normalised piece being read, its normalised length and where it began. */
  readonly pieceHash: number;
  /** The same with every number as written: a piece of bare numbers (a row of data) is compared by it. */
  readonly exactHash: number;
  readonly pieceLength: number;
  readonly pieceStart: number;
  /** The piece has a letter; has a digit (a line with neither, of dashes or stars, is passed over). */
  readonly pieceLetter: boolean;
  readonly pieceDigit: boolean;
  /** A blank is due before the next character; the last character ended a sentence. */
  readonly space: boolean;
  readonly stop: boolean;
  /** The last character hashed into the piece (0 at its start). */
  readonly lastCode: number;
  /** A number being read, held until its end shows whether it stands alone; where it began; whether it began alone. */
  readonly number: string;
  readonly numberStart: number;
  readonly numberAlone: boolean;
  /** Hash and length of the word being read: a word whose hash ends in two zero bits may end a long piece. */
  readonly wordHash: number;
  readonly wordLength: number;
}

/** A {@link PieceScanState} while one chunk is read. */
export type PieceScan = { -readonly [Key in keyof PieceScanState]: PieceScanState[Key] };

/** Receives what the scanner finds. */
export interface PieceSink {
  /** A finished piece with a letter or digit in it, `[start, end)` in the reply; return true to stop reading. */
  piece(hash: number, start: number, end: number): boolean;
  /** A fence, heading, list item, table row or blockquote: no repetition runs across it. */
  reset(): void;
}

const fnvOffset = 0x811c9dc5 | 0;
const fnvPrime = 0x01000193;

/** The scan before a reply's first character. */
export function initialPieceScanState(): PieceScanState {
  return {
    line: 'start',
    head: '',
    headStart: 0,
    fence: '',
    pieceHash: fnvOffset,
    exactHash: fnvOffset,
    pieceLength: 0,
    pieceStart: 0,
    pieceLetter: false,
    pieceDigit: false,
    space: false,
    stop: false,
    lastCode: 0,
    number: '',
    numberStart: 0,
    numberAlone: false,
    wordHash: fnvOffset,
    wordLength: 0,
  };
}

/**
 * The scan fields of `from`, always in one order: an object of one shape keeps the per-character code on
 * V8's fast path (spread copies of states made in different places have different shapes).
 */
export function copyPieceScan(from: PieceScanState): PieceScan {
  return {
    line: from.line,
    head: from.head,
    headStart: from.headStart,
    fence: from.fence,
    pieceHash: from.pieceHash,
    exactHash: from.exactHash,
    pieceLength: from.pieceLength,
    pieceStart: from.pieceStart,
    pieceLetter: from.pieceLetter,
    pieceDigit: from.pieceDigit,
    space: from.space,
    stop: from.stop,
    lastCode: from.lastCode,
    number: from.number,
    numberStart: from.numberStart,
    numberAlone: from.numberAlone,
    wordHash: from.wordHash,
    wordLength: from.wordLength,
  };
}

/** Folds `value` into an FNV-1a hash (32-bit, kept as a signed integer so it stays plain JSON). */
export function mixHash(hash: number, value: number): number {
  return Math.imul(hash ^ value, fnvPrime);
}

/** The seed of {@link mixHash}. */
export const hashSeed = fnvOffset;
