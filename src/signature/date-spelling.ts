/**
 * One calendar date however a call spells it: `12.12.2026`, `2026/12/12`, `12/12/2026` and `2026-12-12` ask for
 * the same day. A slashed day and month both 12 or under (`03/04/2026`) is read as written: it may be either.
 */

// A date as a whole JSON string value: `"12.12.2026"`, `"2026/12/12"`, `"5/1/2027"`.
const spelledDate = /"(\d{1,4})([./])(\d{1,2})\2(\d{1,4})"/g;

const pad = (value: number) => String(value).padStart(2, '0');

/** `"YYYY-MM-DD"` for a date spelled with dots or slashes, or the match as it was. */
function isoOf(match: string, first: string, separator: string, middle: string, last: string): string {
  const a = Number(first);
  const b = Number(middle);
  const c = Number(last);
  let year: number;
  let month: number;
  let day: number;
  if (first.length === 4) [year, month, day] = [a, b, c];
  else if (last.length !== 4) return match;
  else if (separator === '.' || a > 12 || a === b) [year, month, day] = [c, b, a];
  else if (b > 12) [year, month, day] = [c, a, b];
  else return match;
  if (month < 1 || month > 12 || day < 1 || day > 31) return match;
  return `"${year}-${pad(month)}-${pad(day)}"`;
}

/** The arguments with every dotted or slashed date value written as `YYYY-MM-DD`. */
export function isoDates(text: string): string {
  return text.replace(spelledDate, isoOf);
}
