import { durationKey } from './duration-keys.js';
import { clockTime, isoTime } from './value-forms.js';

/**
 * Where a text is cut into tokens for {@link mintedIdsOnly}: white space and the punctuation around values; a colon
 * only where it is no time of day's (`08:45:49` stays one token).
 */
const tokenSeparator = /[\s"',;=()[\]{}<>|]+|(?<!\d):|:(?!\d)/;
const digits = /\d+/g;
const digit = /\d/;
const reading = /\d[/%]|^\d{1,3}:\d\d$/;

/** Tokens that may differ between two answers that say the same: a new id minted for each. */
const MAX_MINTED = 2;
/** Words two answers share for each id minted anew beyond `most`: a long answer may carry a few more ids. */
const WORDS_PER_MINTED = 12;
/** Tokens without a digit that an answer must have beside its ids, so that it says something of its own. */
const LEAST_WORDS = 3;

/** A whole number of up to five digits: a count, which says something when it changes, not an id. */
const count = /^\d{1,5}$/;

/** A token drawn at random from one case's letters and digits (`G4A4ZP`, `c5dutw`), five characters or more. */
const upperRandom = /^(?=.*\d)(?=.*[A-Z])[A-Z\d]{5,}$/;
const lowerRandom = /^(?=.*\d)(?=.*[a-z])[a-z\d]{5,}$/;
/** A name numbered at its end (`login1`, `node12`): one of a few, not drawn at random. */
const numberedName = /^[A-Za-z]+\d{1,3}$/;
/** Where a token's kind prefix ends (`PLN-`, `req_`): the rest is what was drawn. */
const prefixEnd = /[-_](?=[^-_]*$)/;

/**
 * True when two tokens of one length are both drawn at random from one alphabet (a confirm code, a short hash),
 * after a kind prefix they share (`PLN-1PF86E`, `PLN-FR82SJ`; `req_b1dqib54`, `req_w9s75wgl`).
 */
function randomPair(x: string, y: string): boolean {
  if (x.length !== y.length) return false;
  const cut = x.search(prefixEnd) + 1;
  if (cut > 0 && (y.search(prefixEnd) + 1 !== cut || x.slice(0, cut) !== y.slice(0, cut))) return false;
  const left = x.slice(cut);
  const right = y.slice(cut);
  if (numberedName.test(left) || numberedName.test(right)) return false;
  return (
    (upperRandom.test(left) && upperRandom.test(right)) || (lowerRandom.test(left) && lowerRandom.test(right))
  );
}

/**
 * True when two tokens are one id minted twice: the same but for their digits (`T-66118`, `T-22866`; `266ms`,
 * `89ms`; `0.674`, `0.902`). A count that changed (`12` → `9`) is news, not a new id; so is a share or a
 * reading of parts or a span (`592/1850`, `40%`, `179/185/187C`, `19:40`).
 */
function mintedPair(x: string, y: string): boolean {
  if (!digit.test(x) || !digit.test(y) || count.test(x) || count.test(y)) return false;
  if (reading.test(x) || reading.test(y)) return false;
  return x.replace(digits, '0') === y.replace(digits, '0') || randomPair(x, y);
}

/**
 * True when two tokens that differ are both a written time (`2026-11-07T08:22:32Z`, `08:22:58`) or both a number
 * of a duration, by the key before it (`dur_ms=887`, `solver.ms: 99`) or the unit after it (`(156 ms)`): values
 * that move with every answer whatever it says.
 */
function whenOrHowLong(x: string, y: string, key: string, unit: string): boolean {
  if (isoTime(x, 0, x.length) && isoTime(y, 0, y.length)) return true;
  if (clockTime(x, 0, x.length) && clockTime(y, 0, y.length)) return true;
  if (!number.test(x) || !number.test(y)) return false;
  return durationUnit.test(unit) || durationKey(key, 0, key.length) || dottedDurationKey.test(key);
}
const number = /^\d+(?:\.\d+)?(?:ms|s)?$/;
/** A unit written after a duration's number: milliseconds or seconds, never minutes (a plan's length is news). */
const durationUnit = /^(?:ms|msecs?|s|secs?|seconds|µs|us)$/;
/** A key of a duration under its object's name (`solver.ms`, `timing.elapsed_s`). */
const dottedDurationKey = /\.(?:ms|millis|secs?|seconds|elapsed(?:_ms|_s)?|took(?:_ms)?)$/i;

/**
 * True when two answers to one call differ only in a few tokens (`most`, two unless said, one more for each
 * {@link WORDS_PER_MINTED} words the answers share) that are ids minted anew (`task T-66118 assigned to ops;
 * status=accepted` → `task T-22866 …`): the same acknowledgement with a new id for it. The tokens around them must
 * be the same to the byte, and say something (three words at least).
 */
export function mintedIdsOnly(a: string, b: string, most = MAX_MINTED): boolean {
  if (a === b || Math.abs(a.length - b.length) > 8) return false;
  // The two texts are read token by token in step, without cutting either into an array: most pairs differ in a
  // token that is no id, and the reading stops there.
  const left = new TokenReader(a, leftSeparator);
  const right = new TokenReader(b, rightSeparator);
  // The middle lines of the first text (neither its first nor its last), by position: found when first needed.
  let middleFrom = -2;
  let middleTo = -1;
  let minted = 0;
  let changed = 0;
  let words = 0;
  while (left.next()) {
    if (!right.next()) return false;
    if (left.sameAs(right)) {
      if (left.end > left.start && !left.hasDigit()) words++;
      continue;
    }
    const x = left.token();
    const y = right.token();
    changed++;
    // When it was said and how long it took are no id, and never news: they do not count against the few.
    if (whenOrHowLong(x, y, left.previous, left.peek())) continue;
    if (!mintedPair(x, y)) return false;
    // Inside a text's middle lines, a name with a digit or two changed (`login1` → `login3`, `node-3` → `node-5`)
    // may be what changed; only an id drawn anew (many digits, or drawn at random) is churn there.
    if (middleFrom === -2) {
      middleFrom = a.indexOf('\n');
      middleTo = a.lastIndexOf('\n');
    }
    const hasMiddle = middleFrom >= 0 && middleFrom !== middleTo;
    if (hasMiddle && left.start > middleFrom && left.start < middleTo && !drawn(x, y)) return false;
    minted++;
  }
  if (right.next()) return false;
  return changed > 0 && words >= LEAST_WORDS && minted <= most + Math.floor(words / WORDS_PER_MINTED);
}

// The two sides' separators, made once: a comparison never runs inside another, so each is used by one reader.
const leftSeparator = new RegExp(tokenSeparator.source, 'g');
const rightSeparator = new RegExp(tokenSeparator.source, 'g');

/** Reads a text's tokens one at a time, as {@link tokenSeparator} cuts them, keeping only where each stands. */
class TokenReader {
  private at = 0;
  private done = false;
  start = 0;
  end = 0;
  /** The token before the current one (`''` at the start), cut only when asked for. */
  private previousStart = 0;
  private previousEnd = 0;

  /** The reader's own copy of {@link tokenSeparator} with the `g` flag: one for each side of a comparison. */
  constructor(
    private readonly text: string,
    private readonly separator: RegExp,
  ) {}

  /** Moves to the next token; false when there is none left. */
  next(): boolean {
    if (this.done) return false;
    this.previousStart = this.start;
    this.previousEnd = this.end;
    this.separator.lastIndex = this.at;
    const match = this.separator.exec(this.text);
    this.start = this.at;
    if (match === null) {
      this.end = this.text.length;
      this.done = true;
    } else {
      this.end = match.index;
      this.at = match.index + match[0].length;
    }
    return true;
  }

  /** True when the current token is the same as the other reader's. */
  sameAs(other: TokenReader): boolean {
    const length = this.end - this.start;
    if (length !== other.end - other.start) return false;
    for (let index = 0; index < length; index++)
      if (this.text.charCodeAt(this.start + index) !== other.text.charCodeAt(other.start + index))
        return false;
    return true;
  }

  /** True when the current token holds a digit. */
  hasDigit(): boolean {
    for (let index = this.start; index < this.end; index++) {
      const code = this.text.charCodeAt(index);
      if (code >= 48 && code <= 57) return true;
    }
    return false;
  }

  token(): string {
    return this.text.slice(this.start, this.end);
  }

  get previous(): string {
    return this.text.slice(this.previousStart, this.previousEnd);
  }

  /** The token after the current one, without moving (`''` at the end). */
  peek(): string {
    if (this.done) return '';
    this.separator.lastIndex = this.at;
    const match = this.separator.exec(this.text);
    return this.text.slice(this.at, match === null ? this.text.length : match.index);
  }
}

/** True when two minted tokens were drawn anew, not numbered: three digits or more each, or drawn at random. */
function drawn(x: string, y: string): boolean {
  return (
    ((x.match(digits)?.join('').length ?? 0) >= 3 && (y.match(digits)?.join('').length ?? 0) >= 3) ||
    randomPair(x, y)
  );
}
