/** The values a shape keeps as it reads a result: the first {@link SHAPE_NUMBERS} in order, the rest hashed. */

/** Numbers of a result compared one by one; the rest are compared as one hash. */
export const SHAPE_NUMBERS = 32;

/**
 * A result as loop detection compares it when it is not byte for byte the same: its `shape` (the text with every
 * number and every id-like token replaced by its class, white space collapsed) and its `numbers` in order. Two
 * results of one shape whose numbers differ in a few places are the same answer with churning fields (a pid, an
 * elapsed time, an execution counter, a generated pod name); a number that says how far something got (`40%`,
 * `3 of 4`, `2 failed`, `progress: 61`) is never churn.
 */
export interface ObservationShape {
  /** Hash of the text with numbers as `#`, id-like tokens as `@`, time units as `t`. */
  readonly shape: string;
  /** The first {@link SHAPE_NUMBERS} numbers, space-separated, progress marked `+`; then `|` and the rest's hash. */
  readonly numbers: string;
  /** Words of the text (tokens without digits, and short ones with): what stays when the values churn. */
  readonly words: number;
  /** The same values as a list, and the hash of those past the first {@link SHAPE_NUMBERS} (`''` when none). */
  readonly values: readonly string[];
  /** How many values are kept: `values.length`, without reading them out. */
  readonly valueCount: number;
  readonly restHash: string;
  /** The values that report progress, in order, space-separated. */
  readonly progress: string;
  /**
   * A bit per kept value (bit i for value i), set when it is incidental by its form: an id-like mix of letters and
   * digits (a request id, a time stamp, a generated node name such as `ems-7b`) or a duration. Such values may churn
   * between answers to one call without making them other answers; a plain number changing counts against the churn.
   */
  readonly incidental: number;
  /** The bits of {@link incidental} that name nothing (times, durations, keyed values): they may move about. */
  readonly churn: number;
  /**
   * Lines of the text with two or more values incidental by form among their first {@link SHAPE_NUMBERS}, each
   * counted as the shape of that line alone counts them. Exact for a text whose lines are its parts (no brace) and
   * that is no HTTP response (whose envelope and rate-limit objects are read across lines); a count only, for
   * telling that no line of a result is metadata without shaping each.
   */
  readonly metadataLines: number;
  /**
   * The squares of the symbols hashed into {@link shape} (each character as it is, each class mark), summed: a
   * line's symbols are its own, so texts whose lines are the same in another order have the same sum, and texts
   * whose sums differ have other shapes in any order of their lines.
   */
  readonly symbols: number;
}

/**
 * An {@link ObservationShape} whose `values` are read from `numbers` when first asked for. Most shapes are compared
 * by their hashes and `numbers` alone, and a run's window keeps the shape of every result in it: a list holding a
 * string per value would be kept for each, where the joined text is one string. A value never holds a space (values
 * end at white space), so the joined text splits back into the same list.
 */
export class KeptShape implements ObservationShape {
  #values: readonly string[] | undefined;

  constructor(
    readonly shape: string,
    readonly numbers: string,
    readonly words: number,
    readonly valueCount: number,
    readonly restHash: string,
    readonly progress: string,
    readonly incidental: number,
    readonly churn: number,
    readonly metadataLines: number,
    readonly symbols: number,
  ) {}

  get values(): readonly string[] {
    if (this.#values === undefined) {
      const joined =
        this.restHash === ''
          ? this.numbers
          : this.numbers.slice(0, this.numbers.length - this.restHash.length - 1);
      this.#values = joined === '' ? [] : joined.split(' ');
    }
    return this.#values;
  }
}

/** The multipliers of the shape's hashes. */
export const M1 = 0x85ebca77;
export const M2 = 0xc2b2ae3d;

/** The values past the first `limit` (at most {@link SHAPE_NUMBERS}), hashed. */
export interface Rest {
  r1: number;
  r2: number;
  count: number;
  readonly limit: number;
}

/**
 * A value's kind for {@link keep}: `INCIDENTAL` by form (a long id, which may still name an item a listing is
 * about), or `CHURN`, incidental and naming nothing (a time, a duration, a keyed request id).
 */
export const INCIDENTAL = 1;
export const CHURN = 3;

/** The incidental values' bits, filled while a shape is read. */
export interface Incidental {
  mask: number;
  /** The kept values of kind `CHURN`. */
  churn: number;
}

/**
 * The kept values that report progress (those marked `+`), in order, space-separated; `''` when none does, as for
 * most results, which are passed over without a copy of their values.
 * @example progressValues(['3', '+40', '+2']) // '+40 +2'
 */
export function progressValues(numbers: readonly string[]): string {
  let progress = '';
  for (let value of numbers)
    if (value.charCodeAt(0) === 43) {
      // A clock read as progress (`+~14`) is progress as any other.
      if (value.charCodeAt(1) === 126) value = `+${value.slice(2)}`;
      progress = progress === '' ? value : `${progress} ${value}`;
    }
  return progress;
}

/** Marks the last kept value as progress. */
export function markLast(numbers: string[]): void {
  const last = numbers[numbers.length - 1] as string;
  if (last.charCodeAt(0) !== 43) numbers[numbers.length - 1] = `+${last}`;
}

/**
 * Keeps a value in order, or past the first `rest.limit` hashes it into `rest`; true when kept. A time, a duration
 * or a keyed incidental value ({@link CHURN}) is hashed as its class there: a series whose stamps moved on, or a
 * log whose lines came again at later times, says the same; an id (an item a listing names) is hashed as it is.
 */
export function keep(
  numbers: string[],
  rest: Rest,
  value: string,
  incidental: Incidental,
  kind = 0,
): boolean {
  if (numbers.length < rest.limit) {
    if (kind !== 0) incidental.mask |= 1 << numbers.length;
    if (kind === CHURN) incidental.churn |= 1 << numbers.length;
    numbers.push(value);
    return true;
  }
  if (kind === CHURN) value = '@';
  for (let at = 0; at < value.length; at++) {
    const code = value.charCodeAt(at);
    rest.r1 = Math.imul(rest.r1 ^ code, M1);
    rest.r2 = Math.imul(rest.r2 ^ code, M2);
  }
  rest.r1 = Math.imul(rest.r1 ^ 32, M1);
  rest.r2 = Math.imul(rest.r2 ^ 32, M2);
  rest.count++;
  return false;
}

/**
 * Prefixes of a value kept by {@link keepRange}: a `+` for progress, a `-` for its sign, `+` first; a `~` after
 * any `+` for an environment's clock (`Step 14`), which moves on with every action ({@link clockMoved}).
 */
export const PLUS = 1;
export const MINUS = 2;
export const CLOCK = 4;

/** The clock's reading of a kept value (`~14`, or `+~14` for a clock read as progress too), `NaN` for any other. */
function clockReading(value: string): number {
  const at = value.charCodeAt(0) === 43 ? 1 : 0;
  return value.charCodeAt(at) === 126 ? Number(value.slice(at + 1)) : Number.NaN;
}

/**
 * True when two kept values are an environment's clock (`~14`, `~15`) moved on by at most `ticks`, the actions made
 * between the two answers: the same answer read at another moment. A clock that moved further than the actions
 * made moved by itself (a job's step counter between two polls, a game's ticks): it is read as it was before.
 */
export function clockMoved(left: string, right: string, ticks: number): boolean {
  const moved = Math.abs(clockReading(left) - clockReading(right));
  return moved > 0 && moved <= ticks && Number.isInteger(moved);
}

/**
 * {@link keep} for the value `text[start, end)` after its `prefixes`: the value is cut out only when it is kept; past
 * the first `rest.limit` its characters are hashed where they stand.
 */
export function keepRange(
  numbers: string[],
  rest: Rest,
  text: string,
  start: number,
  end: number,
  prefixes: number,
  incidental: Incidental,
  kind: number,
): boolean {
  if (numbers.length < rest.limit) {
    const value = `${(prefixes & MINUS) !== 0 ? '-' : ''}${text.slice(start, end)}`;
    const prefix = `${(prefixes & PLUS) !== 0 ? '+' : ''}${(prefixes & CLOCK) !== 0 ? '~' : ''}`;
    return keep(numbers, rest, `${prefix}${value}`, incidental, kind);
  }
  let r1 = rest.r1;
  let r2 = rest.r2;
  if (kind === CHURN || (prefixes & CLOCK) !== 0) {
    r1 = Math.imul(r1 ^ 64, M1);
    r2 = Math.imul(r2 ^ 64, M2);
  } else {
    if ((prefixes & PLUS) !== 0) {
      r1 = Math.imul(r1 ^ 43, M1);
      r2 = Math.imul(r2 ^ 43, M2);
    }
    if ((prefixes & MINUS) !== 0) {
      r1 = Math.imul(r1 ^ 45, M1);
      r2 = Math.imul(r2 ^ 45, M2);
    }
    for (let at = start; at < end; at++) {
      const code = text.charCodeAt(at);
      r1 = Math.imul(r1 ^ code, M1);
      r2 = Math.imul(r2 ^ code, M2);
    }
  }
  rest.r1 = Math.imul(r1 ^ 32, M1);
  rest.r2 = Math.imul(r2 ^ 32, M2);
  rest.count++;
  return false;
}
