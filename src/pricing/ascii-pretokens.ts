/**
 * o200k's pre-token split over a text of ASCII characters only, written out as a loop over the characters.
 * The tokenizer's expression tries, at each place, these alternatives in order (the first that matches wins):
 *
 * 1. `[^\r\n\p{L}\p{N}]?[\p{Lu}…]*[\p{Ll}…]+` and an optional `'s|'d|'m|'t|'ll|'ve|'re` (any case);
 * 2. `[^\r\n\p{L}\p{N}]?[\p{Lu}…]+[\p{Ll}…]*` and the same optional suffix;
 * 3. `\p{N}{1,3}`;
 * 4. ` ?[^\s\p{L}\p{N}]+[\r\n/]*`;
 * 5. `\s*[\r\n]+`;
 * 6. `\s+(?!\S)`;
 * 7. `\s+`.
 *
 * Over ASCII, a letter is A-Z or a-z (no ASCII character is titlecase, modifier, other letter or mark), a
 * number 0-9, whitespace tab, line feed, vertical tab, form feed, carriage return and space. The pieces are
 * the expression's own (a test compares both on every short string of the classes that matter), without its
 * Unicode classes or a match object per piece.
 */

const LOWER = 1;
const UPPER = 2;
const DIGIT = 3;
/** Carriage return and line feed. */
const NEWLINE = 4;
/** Whitespace other than a newline. */
const SPACE = 5;
/** Anything else: punctuation, symbols, control characters. */
const OTHER = 6;

const KIND = new Uint8Array(128).fill(OTHER);
for (let code = 0x61; code <= 0x7a; code++) KIND[code] = LOWER;
for (let code = 0x41; code <= 0x5a; code++) KIND[code] = UPPER;
for (let code = 0x30; code <= 0x39; code++) KIND[code] = DIGIT;
KIND[0x0a] = NEWLINE;
KIND[0x0d] = NEWLINE;
for (const code of [0x09, 0x0b, 0x0c, 0x20]) KIND[code] = SPACE;

const kindAt = (text: string, at: number): number =>
  at < text.length ? (KIND[text.charCodeAt(at)] as number) : 0;

/** After a word ending at `at`: past `'s`, `'d`, `'m`, `'t`, `'ll`, `'ve` or `'re` (any case), or `at`. */
function afterSuffix(text: string, at: number): number {
  if (text.charCodeAt(at) !== 0x27) return at;
  const first = text.charCodeAt(at + 1) | 0x20;
  if (first === 0x73 || first === 0x64 || first === 0x6d || first === 0x74) return at + 2;
  const second = text.charCodeAt(at + 2) | 0x20;
  if ((first === 0x6c && second === 0x6c) || ((first === 0x76 || first === 0x72) && second === 0x65))
    return at + 3;
  return at;
}

/**
 * Alternatives 1 and 2 from the letter at `at`: capitals then small letters (1), or capitals alone (2), with
 * the suffix. The first needs a small letter after the capitals; when there is none the capitals are a word of
 * the second.
 */
function wordEnd(text: string, at: number): number {
  let end = at;
  while (kindAt(text, end) === UPPER) end++;
  while (kindAt(text, end) === LOWER) end++;
  return afterSuffix(text, end);
}

/**
 * Where the pre-token that starts at `at` ends, in `text` of ASCII characters only (the caller has checked):
 * the end of the o200k expression's match at `at`.
 */
export function asciiPieceEnd(text: string, at: number): number {
  const kind = KIND[text.charCodeAt(at)] as number;
  if (kind === LOWER || kind === UPPER) return wordEnd(text, at);
  if (kind === DIGIT) {
    let end = at + 1;
    while (end < at + 3 && kindAt(text, end) === DIGIT) end++;
    return end;
  }
  const next = kindAt(text, at + 1);
  // Alternatives 1 and 2 with their optional first character, which is neither a newline, a letter nor a number.
  if (kind !== NEWLINE && (next === LOWER || next === UPPER)) return wordEnd(text, at + 1);
  // Alternative 4: a run of other characters, a space before it, newlines and slashes after it.
  let end = kind === OTHER ? at : text.charCodeAt(at) === 0x20 && next === OTHER ? at + 1 : -1;
  if (end >= 0) {
    while (kindAt(text, end) === OTHER) end++;
    for (let code = text.charCodeAt(end); code === 0x0a || code === 0x0d || code === 0x2f; )
      code = text.charCodeAt(++end);
    return end;
  }
  // Alternatives 5 to 7, over the run of whitespace from here: up to its last newline, else all of it at the
  // text's end, else all but its last character, else the one character.
  end = at;
  let newline = -1;
  for (let run = kind; run === SPACE || run === NEWLINE; run = kindAt(text, ++end))
    if (run === NEWLINE) newline = end;
  if (newline >= 0) return newline + 1;
  if (end === text.length || end - at === 1) return end;
  return end - 1;
}
