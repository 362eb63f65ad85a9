/**
 * What each byte of a tool result's UTF-8 is to the observation scanner: its character class (as bits, so a
 * token's mix of classes is one OR per character) and what the copying loop does with it.
 */

import {
  TOKEN_DIGIT as DIGIT,
  TOKEN_HEX_LETTER as HEX_LETTER,
  TOKEN_LETTER as LETTER,
  TOKEN_HYPHEN,
} from './volatile-token.js';

/** A letter, a digit or `_`: a character a token runs over. */
export const WORD = DIGIT | HEX_LETTER | LETTER;
/** White space. */
export const SPACE = 8;
/** `-`: inside a token when a word character follows it. */
export const HYPHEN = TOKEN_HYPHEN;

/** The character class of each byte of UTF-8: every byte of a character past ASCII is a letter. */
export const byteClasses = new Uint8Array(256);
for (let code = 0; code < 256; code++) {
  const character = String.fromCharCode(code);
  if (code >= 128) byteClasses[code] = LETTER;
  else if (/\s/.test(character)) byteClasses[code] = SPACE;
  else if (/\d/.test(character)) byteClasses[code] = DIGIT;
  else if (/[a-f]/i.test(character)) byteClasses[code] = HEX_LETTER;
  else if (/[a-z_]/i.test(character)) byteClasses[code] = LETTER;
  else if (character === '-') byteClasses[code] = HYPHEN;
}

/** Stands in for a masked value in the hash: a byte that UTF-8 never has. */
export const PLACEHOLDER = 0xff;
/** `"` */
export const QUOTE = 34;
/** `'` */
export const APOSTROPHE = 39;
/** `:` */
export const COLON = 58;
/** `=` */
export const EQUALS = 61;

/**
 * What the copying loop does with a byte: 0 skip it (white space), 1 copy it, 2 stop (`TRIGGER`). Only a digit,
 * `:` or `=` can make anything volatile: a token without digits is masked only as the value of a volatile key,
 * and a key has a value only after `:`/`=` or before a number. Text between these bytes is kept as it is.
 */
export const TRIGGER = 2;
/** The copying loop's action for each byte: 0 skip, 1 copy, `TRIGGER` stop. */
export const copyActions = new Uint8Array(256);
for (let code = 0; code < 256; code++) {
  if (byteClasses[code] === DIGIT || code === COLON || code === EQUALS) copyActions[code] = TRIGGER;
  else copyActions[code] = byteClasses[code] === SPACE ? 0 : 1;
} // NUL stops the copy too: the text is followed by a space and zeros, so the loop needs no bounds check. A NUL
// inside the text is read by the token loop like any other punctuation.
copyActions[0] = TRIGGER;

/**
 * Start of the token that holds the word character at `index`, not before `floor`: back over word characters
 * and over a hyphen with a word character on both sides, as the forward scan joins them.
 */
export function tokenStart(units: Uint8Array, index: number, floor: number): number {
  let start = index;
  while (start > floor) {
    const type = byteClasses[units[start - 1] as number] as number;
    if ((type & WORD) !== 0) start--;
    else if (
      type === HYPHEN &&
      start - 1 > floor &&
      ((byteClasses[units[start - 2] as number] as number) & WORD) !== 0
    ) {
      start -= 2;
    } else break;
  }
  return start;
}
