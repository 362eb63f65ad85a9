/**
 * Where a text is cut into tokens for {@link mintedIdsOnly}: white space and the punctuation around values; a colon
 * only where it is no time of day's (`08:45:49` stays one token).
 */
const tokenSeparator = /[\s"',;=()[\]{}<>|]+|(?<!\d):|:(?!\d)/;
const digits = /\d+/g;
const digit = /\d/;

/** Tokens that may differ between two answers that say the same: a new id minted for each. */
const MAX_MINTED = 2;
/** Tokens without a digit that an answer must have beside its ids, so that it says something of its own. */
const LEAST_WORDS = 3;

/** A whole number of up to five digits: a count, which says something when it changes, not an id. */
const count = /^\d{1,5}$/;

/**
 * True when two tokens are one id minted twice: the same but for their digits (`T-66118`, `T-22866`; `266ms`,
 * `89ms`; `0.674`, `0.902`). A count that changed (`12` → `9`) is news, not a new id.
 */
function mintedPair(x: string, y: string): boolean {
  if (!digit.test(x) || !digit.test(y) || count.test(x) || count.test(y)) return false;
  return x.replace(digits, '0') === y.replace(digits, '0');
}

/**
 * True when two answers to one call differ only in a few tokens (`most`, two unless said) that are ids minted
 * anew (`task T-66118 assigned to ops; status=accepted` → `task T-22866 …`): the same acknowledgement with a new
 * id for it. The tokens around them must be the same to the byte, and say something (three words at least).
 */
export function mintedIdsOnly(a: string, b: string, most = MAX_MINTED): boolean {
  if (a === b || Math.abs(a.length - b.length) > 8) return false;
  const left = a.split(tokenSeparator);
  const right = b.split(tokenSeparator);
  if (left.length !== right.length) return false;
  let minted = 0;
  let words = 0;
  for (let index = 0; index < left.length; index++) {
    const x = left[index] as string;
    const y = right[index] as string;
    if (x === y) {
      if (x.length > 0 && !digit.test(x)) words++;
      continue;
    }
    if (++minted > most || !mintedPair(x, y)) return false;
  }
  return minted > 0 && words >= LEAST_WORDS;
}
