/** A decimal with three or more digits after its point: a score, a ratio, a measurement read finely. */
const fineDecimal = /^-?\d+\.\d{3,}$/;

/**
 * True when two values are one measurement read twice: decimals of three or more places that differ by less
 * than two percent (a search score recomputed, `0.8123` → `0.8127`, `0.858` → `0.866`). Such jitter says nothing new; a value
 * that moves further, or a coarser one (`41.2` → `41.3`), is other data.
 */
export function jitter(left: string, right: string): boolean {
  if (!fineDecimal.test(left) || !fineDecimal.test(right)) return false;
  const a = Number.parseFloat(left);
  const b = Number.parseFloat(right);
  return Math.sign(a) === Math.sign(b) && Math.abs(a - b) <= 0.02 * Math.max(Math.abs(a), Math.abs(b));
}

/**
 * An instrument's reading: a decimal (`-23.46`, `38.7`, `3.297690E+00`), never an integer, which may be an id or a
 * count.
 */
const reading = /^-?\d+\.\d+(?:[eE][+-]\d{1,3})?$/;

/**
 * True when two answers to one call read a decimal a hair apart (`T_air=-23.46` → `-23.60`, within one percent):
 * a sensor's measurement noise. Only a repeat's values are read so; a trend through them is still progress.
 */
export function noise(left: string, right: string): boolean {
  if (!reading.test(left) || !reading.test(right)) return false;
  const a = Number.parseFloat(left);
  const b = Number.parseFloat(right);
  return Math.sign(a) === Math.sign(b) && Math.abs(a - b) <= 0.01 * Math.max(Math.abs(a), Math.abs(b));
}

/** A reading in scientific notation (`3.297690E+00`): what an instrument answers, never churn around it. */
export const scientific = (value: string) => /^[+~]?-?\d+(?:\.\d+)?[eE][+-]\d{1,3}$/.test(value);
