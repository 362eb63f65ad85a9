import { isSpace } from './normalize-text.js';

/** {@link scanString}: the text needs escaping in JSON (a quote, a backslash, a control character, U+2028/9). */
export const NEEDS_ESCAPE = 16;
/** {@link scanString}: the text has white space to trim or collapse; its other bits are then not worked out. */
export const NEEDS_COLLAPSE = 32;
/** {@link scanString}'s bits that are volatile kinds, spelled as `volatileKinds` spells them (no hex). */
export const SCANNED_KINDS = 14;

/**
 * What writing a string value needs to know, in one pass: whether its white space changes when collapsed (then
 * nothing else is told: the text is collapsed and read the long way), and else whether it needs escaping and which
 * volatile forms it may hold, as `volatileKinds(text) & ~HEX` says (hex runs are not looked for: a value's hex is
 * kept). Three passes over every string of every call's arguments were one.
 */
export function scanString(text: string): number {
  const length = text.length;
  let flags = 0;
  let digitRun = 0;
  // A blank at the start, after another blank or at the end is collapsed away.
  let afterBlank = true;
  for (let index = 0; index < length; index++) {
    const code = text.charCodeAt(index);
    if (code === 32) {
      if (afterBlank) return NEEDS_COLLAPSE;
      afterBlank = true;
    } else {
      if (isSpace(code)) return NEEDS_COLLAPSE;
      afterBlank = false;
      if (code === 34 || code === 92 || code < 32) flags |= NEEDS_ESCAPE;
    }
    const isDigit = code >= 48 && code <= 57;
    if (!isDigit && digitRun > 0) {
      // As volatileKinds reads what ends a run of digits: a date's dash, a unit, a decimal point, a unit after a blank.
      if (digitRun >= 4 && code === 45) flags |= 2;
      if (code === 109 || code === 117 || code === 181 || code === 110 || code === 115) flags |= 8;
      const next = text.charCodeAt(index + 1);
      if (code === 46 && next >= 48 && next <= 57) flags |= 8;
      if (code === 32) {
        // One blank only (two were collapsed): the unit, if any, is the next character.
        if (next === 109 || next === 117 || next === 181 || next === 110 || next === 115) flags |= 8;
      }
    }
    digitRun = isDigit ? digitRun + 1 : 0;
    if (digitRun >= 10) flags |= 4;
  }
  return afterBlank && length > 0 ? NEEDS_COLLAPSE : flags;
}
