/** The values a shape keeps as it reads a result: the first {@link SHAPE_NUMBERS} in order, the rest hashed. */

/** Numbers of a result compared one by one; the rest are compared as one hash. */
export const SHAPE_NUMBERS = 32;

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
