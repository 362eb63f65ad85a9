import { beforeAlone, classifyLine, closing, isBlank, isDigit, isLetter } from './content-lines.js';
import type { PieceScan, PieceSink } from './content-piece-state.js';
import * as pieceState from './content-piece-state.js';

export {
  type ContentLineMode,
  copyPieceScan,
  hashSeed,
  initialPieceScanState,
  mixHash,
  type PieceScan,
  type PieceScanState,
  type PieceSink,
} from './content-piece-state.js';

// The hash as constants of this module: V8 inlines a module's own constant function into the per-character
// code, and reads an imported binding through its cell on every use.
const { hashSeed: fnvOffset, mixHash } = pieceState;

const headLength = 8;
const longestNumber = 24;

function resetPiece(scan: PieceScan): void {
  scan.pieceHash = fnvOffset;
  scan.exactHash = fnvOffset;
  scan.pieceLength = 0;
  scan.pieceLetter = false;
  scan.pieceDigit = false;
  scan.space = false;
  scan.stop = false;
  scan.lastCode = 0;
  scan.number = '';
  scan.wordHash = fnvOffset;
  scan.wordLength = 0;
}

/** Hashes one normalised character (`exact`: as written, when it differs), after the blank due before it. */
function feed(scan: PieceScan, code: number, at: number, exact = ''): void {
  if (scan.pieceLength === 0) scan.pieceStart = at;
  else if (scan.space) {
    scan.pieceHash = mixHash(scan.pieceHash, 32);
    scan.exactHash = mixHash(scan.exactHash, 32);
    scan.pieceLength++;
  }
  scan.space = false;
  scan.pieceHash = mixHash(scan.pieceHash, code);
  if (exact === '') scan.exactHash = mixHash(scan.exactHash, code);
  else
    for (let index = 0; index < exact.length; index++)
      scan.exactHash = mixHash(scan.exactHash, exact.charCodeAt(index));
  scan.pieceLength++;
  scan.lastCode = code;
}

function endPiece(scan: PieceScan, sink: PieceSink, end: number): boolean {
  const length = scan.pieceLength;
  if (length === 0) return false;
  const { pieceLetter, pieceDigit } = scan;
  const hash = mixHash(pieceLetter ? scan.pieceHash : scan.exactHash, length);
  const start = scan.pieceStart;
  resetPiece(scan);
  // A line of dashes, stars or box drawing is passed over: it neither counts nor breaks a repetition.
  return pieceLetter || pieceDigit ? sink.piece(hash, start, end) : false;
}

/**
 * Hashes the number being held: a whole number standing alone (`attempt 12`, `(3 of 10)`) as one `0`, so
 * a counter in a chant is noise; any other (`usr_45`, `v1.2.3`, `3.14`, `12:30`) exactly, digit by digit.
 */
function flushNumber(scan: PieceScan, sink: PieceSink, next: number, at: number, chunkSize: number): boolean {
  let token = scan.number;
  const last = token.charCodeAt(token.length - 1);
  const separator = isDigit(last) ? 0 : last;
  if (separator) token = token.slice(0, -1);
  const follower = separator || next;
  const alone =
    scan.numberAlone && !/[.,:]/.test(token) && !isLetter(follower) && follower !== 95 && follower !== 45;
  scan.number = '';
  if (alone) feed(scan, 48, scan.numberStart, token);
  else
    for (let index = 0; index < token.length; index++) feed(scan, token.charCodeAt(index), scan.numberStart);
  scan.pieceDigit = true;
  scan.stop = false;
  if (scan.pieceLength >= 2 * chunkSize && endPiece(scan, sink, at)) return true;
  return separator ? addPlain(scan, sink, separator, at - 1, chunkSize) : false;
}

/** A blank or a character other than a digit of a number. */
function addPlain(scan: PieceScan, sink: PieceSink, code: number, at: number, chunkSize: number): boolean {
  if (isBlank(code)) {
    if (scan.pieceLength === 0) return false;
    if (scan.stop) return endPiece(scan, sink, at);
    scan.space = true;
    if (scan.wordLength === 0) return false;
    // Cut where the words say, so the copies of a repeated text are cut alike wherever they start: at a
    // word whose hash ends in two zero bits, or at the first word end past chunkSize.
    const anchor =
      ((scan.wordHash & 3) === 0 && scan.pieceLength * 4 >= chunkSize) || scan.pieceLength >= chunkSize;
    scan.wordHash = fnvOffset;
    scan.wordLength = 0;
    return anchor ? endPiece(scan, sink, at) : false;
  }
  const lower = code >= 65 && code <= 90 ? code + 32 : code;
  feed(scan, lower, at);
  if (isLetter(code)) {
    scan.pieceLetter = true;
    scan.wordHash = mixHash(scan.wordHash, lower);
    scan.wordLength++;
  }
  if (code === 46 || code === 33 || code === 63 || code === 0x2026) scan.stop = true;
  else if (code === 0x3002 || code === 0xff01 || code === 0xff1f) return endPiece(scan, sink, at + 1);
  else if (!closing.has(code)) scan.stop = false;
  return scan.pieceLength >= 2 * chunkSize ? endPiece(scan, sink, at + 1) : false;
}

/**
 * One character of a text line, normalised: case folded, blanks and line breaks collapsed, a number
 * standing alone read as `0`. A piece ends at a sentence's end and a blank, at a word end the text picks
 * once the piece is a quarter of `chunkSize` long, at the first word end past `chunkSize`, or inside a word
 * at twice `chunkSize`.
 */
function addChar(scan: PieceScan, sink: PieceSink, code: number, at: number, chunkSize: number): boolean {
  if (scan.number !== '') {
    const last = scan.number.charCodeAt(scan.number.length - 1);
    if (isDigit(code) && scan.number.length < longestNumber) {
      if (!isDigit(last)) scan.numberAlone = false;
      scan.number += String.fromCharCode(code);
      return false;
    }
    if (isDigit(last) && (code === 46 || code === 44 || code === 58) && scan.number.length < longestNumber) {
      scan.number += String.fromCharCode(code);
      return false;
    }
    if (flushNumber(scan, sink, code, at, chunkSize)) return true;
    if (isDigit(code)) {
      scan.number = String.fromCharCode(code);
      scan.numberStart = at;
      scan.numberAlone = false;
      return false;
    }
  } else if (isDigit(code)) {
    scan.numberAlone = scan.space || scan.pieceLength === 0 || beforeAlone.has(scan.lastCode);
    scan.number = String.fromCharCode(code);
    scan.numberStart = at;
    return false;
  }
  return addPlain(scan, sink, code, at, chunkSize);
}

function decideHead(scan: PieceScan, sink: PieceSink, final: boolean, chunkSize: number): boolean {
  const kind =
    classifyLine(scan.head, final, scan.fence) ?? (scan.head.length >= headLength ? 'text' : undefined);
  if (kind === undefined) return false;
  if (kind === 'text') {
    scan.line = 'text';
    for (let index = 0; index < scan.head.length; index++) {
      if (addChar(scan, sink, scan.head.charCodeAt(index), scan.headStart + index, chunkSize)) return true;
    }
    return false;
  }
  scan.line = 'skip';
  if (kind === 'fence') scan.fence = scan.fence === '' ? (scan.head[0] as string) : '';
  if (kind === 'fence' || scan.fence === '') {
    resetPiece(scan);
    sink.reset();
  }
  return false;
}

/**
 * A line's end: a blank to the piece (a sentence may go on over a line break; a line break in place of a
 * space is noise); a line still undecided is classified with what it has.
 */
function endLine(scan: PieceScan, sink: PieceSink, at: number, chunkSize: number): boolean {
  let stopped = scan.line === 'head' && decideHead(scan, sink, true, chunkSize);
  if (!stopped && scan.line === 'text') {
    stopped =
      (scan.number !== '' && flushNumber(scan, sink, 10, at, chunkSize)) ||
      addPlain(scan, sink, 10, at, chunkSize);
  }
  scan.line = 'start';
  return stopped;
}

/**
 * Reads `text` (starting at character `offset` of the reply) into pieces, changing `scan` in place and
 * telling `sink` of each finished piece. Fenced code is skipped. Returns how many characters were read:
 * all of them, unless the sink stopped the scan.
 */
export function scanPieces(
  scan: PieceScan,
  text: string,
  offset: number,
  chunkSize: number,
  sink: PieceSink,
): number {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const at = offset + index;
    let stopped = false;
    if (code === 10) stopped = endLine(scan, sink, at, chunkSize);
    else if (scan.line === 'text') stopped = addChar(scan, sink, code, at, chunkSize);
    else if (scan.line !== 'skip') {
      if (scan.line === 'start') {
        if (isBlank(code)) continue;
        scan.line = 'head';
        scan.head = '';
        scan.headStart = at;
      }
      scan.head += text[index];
      stopped = decideHead(scan, sink, false, chunkSize);
    }
    if (stopped) return index + 1;
  }
  return text.length;
}

/** Ends the piece being read, as the end of the reply does. */
export function finishPieces(scan: PieceScan, offset: number, chunkSize: number, sink: PieceSink): void {
  if (!endLine(scan, sink, offset, chunkSize)) endPiece(scan, sink, offset);
}
