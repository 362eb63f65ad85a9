import { equivalentSpelling } from './equivalent-spelling.js';
import { finishHash, HASH_SEED_1, HASH_SEED_2, hashString } from './hash.js';

/** The key of `tool` and `text` as meaning spells it, the slow way: lower-cased, then `\n`-like escapes and white space cut. */
function meaningKey(tool: string, text: string): string {
  return hashString(`${tool}\u0000${text.toLowerCase().replace(/\\[nrt]|\s+/g, '')}`);
}

/** The hash state after a tool's name and the U+0000 after it: both halves, and the unit pending (-1: none). */
const toolHash = new Int32Array(3);

/**
 * Hashes a tool's name as it is, then U+0000, into {@link toolHash}: a whole pair of units at a time while both
 * halves are there; the name's last unit, when one is left, pairs with the U+0000. A scratch array rather than an
 * object, since both one-pass keys start here on every call.
 */
function hashTool(tool: string): void {
  let h1 = HASH_SEED_1;
  let h2 = HASH_SEED_2;
  let low = -1;
  const paired = tool.length - (tool.length & 1);
  for (let at = 0; at < paired; at += 2) {
    const word = tool.charCodeAt(at) | (tool.charCodeAt(at + 1) << 16);
    h1 = Math.imul(h1 ^ word, 0x85ebca77);
    h2 = Math.imul(h2 ^ word, 0xc2b2ae3d);
  }
  if (paired < tool.length) {
    const word = tool.charCodeAt(paired);
    h1 = Math.imul(h1 ^ word, 0x85ebca77);
    h2 = Math.imul(h2 ^ word, 0xc2b2ae3d);
  } else low = 0;
  toolHash[0] = h1;
  toolHash[1] = h2;
  toolHash[2] = low;
}

/**
 * {@link meaningKey} in one pass for arguments in ASCII: the same hash, as {@link hashString} takes the same text
 * two code units at a time, with no lower-cased copy and no regex. Any other character takes the slow way, where
 * lower case and white space are Unicode's.
 */
function fastMeaningKey(tool: string, text: string): string {
  hashTool(tool);
  let h1 = toolHash[0] as number;
  let h2 = toolHash[1] as number;
  // Units are hashed in pairs: `low` holds the first of a pair until its second comes (-1: none).
  let low = toolHash[2] as number;
  let length = tool.length + 1;
  const end = text.length;
  for (let index = 0; index < end; index++) {
    let code = text.charCodeAt(index);
    if (code >= 128) return meaningKey(tool, text);
    if (code <= 32) {
      if (code === 32 || (code >= 9 && code <= 13)) continue;
    } else if (code === 92 && index + 1 < end) {
      const next = text.charCodeAt(index + 1) | 32;
      if (next === 110 || next === 114 || next === 116) {
        index++;
        continue;
      }
    } else if (code >= 65 && code <= 90) code |= 32;
    length++;
    if (low < 0) low = code;
    else {
      const word = low | (code << 16);
      h1 = Math.imul(h1 ^ word, 0x85ebca77);
      h2 = Math.imul(h2 ^ word, 0xc2b2ae3d);
      low = -1;
    }
  }
  const last = Math.max(low, 0) ^ length;
  return finishHash(Math.imul(h1 ^ last, 0x85ebca77), Math.imul(h2 ^ last, 0xc2b2ae3d));
}

/**
 * {@link fastMeaningKey} of a text that {@link equivalentSpelling} would give back as it is, in the same one pass,
 * or `null` when it might not (or when the text is not ASCII): the spelling is then worked out first, as before.
 * What the spelling rewrites is told by characters it needs, each looked for beside the one after it (the rules'
 * exact tests need more, so some texts it would leave alone still take the long way, never the other way round):
 * `=` with `?` or `&` (a query string), `//` (which `://` holds), `/*`, `./`, `/"`, `:f` and `:n` (`:false`,
 * `:null`), and a `"` before a digit beside a `.` or `/` (a date spelled with dots or slashes).
 */
function spelledAsIs(tool: string, text: string): string | null {
  hashTool(tool);
  let h1 = toolHash[0] as number;
  let h2 = toolHash[1] as number;
  let low = toolHash[2] as number;
  let length = tool.length + 1;
  // What the text was seen to hold of the characters the spelling rules look for.
  let equals = false;
  let queryMark = false;
  let dotOrSlash = false;
  let quotedDigit = false;
  const end = text.length;
  // The units hashed are counted once at the end (the text's length less those cut), not one at a time; the tests
  // go in the order of how often arguments hold each kind of character.
  let skipped = 0;
  for (let index = 0; index < end; index++) {
    let code = text.charCodeAt(index);
    if (code >= 97 && code <= 122) {
      // A lower-case letter, most of what arguments hold: hashed as it is.
    } else if (code > 32 && code < 64) {
      if (((0xa400c044 >>> (code - 32)) & 1) !== 0) {
        const next = index + 1 < end ? text.charCodeAt(index + 1) : -1;
        if (code === 34) quotedDigit ||= next >= 48 && next <= 57;
        else if (code === 38 || code === 63) queryMark = true;
        else if (code === 61) equals = true;
        else if (code === 58) {
          if (next === 102 || next === 110) return null;
        } else {
          dotOrSlash = true;
          if (next === 47 || (code === 47 && (next === 42 || next === 34))) return null;
        }
      }
    } else if (code <= 32) {
      if (code === 32 || (code >= 9 && code <= 13)) {
        skipped++;
        continue;
      }
    } else if (code >= 128) return null;
    else if (code === 92 && index + 1 < end) {
      const next = text.charCodeAt(index + 1) | 32;
      if (next === 110 || next === 114 || next === 116) {
        index++;
        skipped += 2;
        continue;
      }
    } else if (code >= 65 && code <= 90) code |= 32;
    if (low < 0) low = code;
    else {
      const word = low | (code << 16);
      h1 = Math.imul(h1 ^ word, 0x85ebca77);
      h2 = Math.imul(h2 ^ word, 0xc2b2ae3d);
      low = -1;
    }
  }
  length += end - skipped;
  if ((equals && queryMark) || (dotOrSlash && quotedDigit)) return null;
  const last = Math.max(low, 0) ^ length;
  return finishHash(Math.imul(h1 ^ last, 0x85ebca77), Math.imul(h2 ^ last, 0xc2b2ae3d));
}

/**
 * The meaning key of a tool and arguments text (what an action's meaning is): the hash of the
 * tool and the text's {@link equivalentSpelling}, lower-cased, its white space and `\n`-like escapes cut.
 */
export function meaningKeyOf(tool: string, text: string): string {
  return spelledAsIs(tool, text) ?? fastMeaningKey(tool, equivalentSpelling(text));
}
