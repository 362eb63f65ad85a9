import { parseChunked } from '@discoveryjs/json-ext';
import { SliceClock } from '../utils/time-slices.js';
import { bodyObject, parseBody } from './request-body.js';

type Body = Record<string, unknown>;

/** Bodies from this size on are parsed in slices; smaller ones take less than a slice to parse whole. */
export const SLICED_PARSE_BYTES = 256 * 1024;
/** Bytes handed to the parser at a time (it parses each piece with `JSON.parse`, between the pieces' edges). */
const PIECE_BYTES = 16 * 1024;

// How a key or a value `"__proto__"` can be written: plainly, or with any of its letters as `\\u` escapes.
const protoSpellings = [
  '__proto__"',
  '\\u005f',
  '\\u005F',
  '\\u0070',
  '\\u0072',
  '\\u006f',
  '\\u006F',
  '\\u0074',
].map((text) => Buffer.from(text, 'latin1'));
const protoString =
  /"(?:_|\\u005[fF]){2}(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[fF])(?:t|\\u0074)(?:o|\\u006[fF])(?:_|\\u005[fF]){2}"/;

/** Bytes searched for the spellings between two looks at the slice clock. */
const SEARCH_BYTES = 256 * 1024;
/** How far windows overlap, so that a spelling across two of them is found: the longest one's length less one. */
const OVERLAP = Math.max(...protoSpellings.map((spelling) => spelling.byteLength)) - 1;

/**
 * Whether the body holds the string `"__proto__"`. The sliced parser joins an object split between pieces with
 * `Object.assign`, which would set such a key's value as the object's prototype where `JSON.parse` makes an own
 * key: such a body is parsed whole. Native searches first, a window at a time with the event loop turning
 * when the slice is used (each spelling is a pass over the bytes); the pattern only when one of them finds
 * something.
 */
async function namesProto(bytes: Uint8Array, clock: SliceClock): Promise<boolean> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let found = false;
  for (let at = 0; at < buffer.byteLength && !found; at += SEARCH_BYTES) {
    if (clock.due()) await clock.pause();
    const window = buffer.subarray(at, at + SEARCH_BYTES + OVERLAP);
    found = protoSpellings.some((spelling) => window.includes(spelling));
  }
  return found && protoString.test(buffer.toString('latin1'));
}

async function* pieces(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  const clock = new SliceClock();
  // A UTF-8 byte-order mark, which `TextDecoder` drops for `JSON.parse`.
  const from = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  for (let at = from; at < bytes.byteLength; at += PIECE_BYTES) {
    if (clock.due()) await clock.pause();
    yield bytes.subarray(at, at + PIECE_BYTES);
  }
}

/**
 * The request body as a JSON object, or what is wrong with it (for a 400), as {@link parseBody} reads it; a
 * large body is parsed piece by piece with the event loop turning between slices, so that one client's
 * megabytes of history do not hold every other client's requests for the tens of milliseconds `JSON.parse`
 * takes on them.
 */
export async function parseBodySliced(bytes: Uint8Array): Promise<Body | string> {
  if (bytes.byteLength < SLICED_PARSE_BYTES || (await namesProto(bytes, new SliceClock())))
    return parseBody(bytes);
  let parsed: unknown;
  let failure: unknown;
  try {
    parsed = await parseChunked(() => pieces(bytes));
  } catch (error) {
    failure = error;
  }
  return bodyObject(() => {
    if (failure !== undefined) throw failure;
    return parsed;
  });
}
