/** Rows a listing has at least, for its rows to be compared whatever their order. */
export const MIN_ROWS = 3;

/** A JSON array of objects written on one line, its objects inside (the first array's end closes it). */
const JSON_ROWS = /\[\{(.*?)\}\]/gs;

/** A line's place in a ranked list: `1. `, `2) `, `#3 `, `[4] `. */
const listRank = /^\s*(?:\d{1,3}[.)]|#\d{1,3}|\[\d{1,3}\])\s+/;

/**
 * True when a line may start with a {@link listRank}: its first character is a digit, `#`, `[` or one `\s` can
 * match (all at or below a space, or outside ASCII). Most rows start otherwise, and are kept without a regex run.
 */
function mayBeRanked(line: string): boolean {
  const code = line.charCodeAt(0);
  return (code >= 48 && code <= 57) || code === 35 || code === 91 || code <= 32 || code >= 128;
}

const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * Characters of `text[start, end)` a {@link listRank} at its start takes off (0 when none). A line that starts
 * with more than three digits, or with digits not followed by `.` or `)`, holds no rank (a date, an amount): it is
 * told apart without a regex run.
 */
function rankLength(text: string, start: number, end: number): number {
  if (isDigit(text.charCodeAt(start))) {
    let at = start + 1;
    while (at < end && at - start <= 3 && isDigit(text.charCodeAt(at))) at++;
    const after = text.charCodeAt(at);
    if (at - start > 3 || (after !== 46 && after !== 41)) return 0;
  }
  const line = text.slice(start, end);
  if (!mayBeRanked(line)) return 0;
  const match = listRank.exec(line);
  return match === null ? 0 : match[0].length;
}

/** True when `text[start, end)` is white space as the observation shape reads it (it hashes nothing of it). */
function shapeBlank(text: string, start: number, end: number): boolean {
  for (let at = start; at < end; at++) {
    const code = text.charCodeAt(at);
    if (!((code >= 9 && code <= 13) || code === 32 || code === 0xa0 || code === 0x202f || code === 0x2009))
      return false;
  }
  return true;
}

/** True when `text[start, end)` holds a character other than white space. */
function hasContent(text: string, start: number, end: number): boolean {
  if (start === end) return false;
  const code = text.charCodeAt(start);
  // A printable ASCII character is never white space: only other lines are trimmed.
  return (code > 32 && code < 127) || text.slice(start, end).trim() !== '';
}

/** `text[a, aEnd)` against `text[b, bEnd)` in code unit order, as sorting strings compares them. */
function compareRanges(text: string, a: number, aEnd: number, b: number, bEnd: number): number {
  const length = Math.min(aEnd - a, bEnd - b);
  for (let at = 0; at < length; at++) {
    const difference = text.charCodeAt(a + at) - text.charCodeAt(b + at);
    if (difference !== 0) return difference;
  }
  return aEnd - a - (bEnd - b);
}

/**
 * The rows `[starts[i], ends[i])` of `text` in sorted order, as indices: a merge sort over places in the text.
 * Sorting the lines cut out as strings compared them through slices, at several times the cost of reading the
 * text in place.
 */
function sortedOrder(text: string, starts: number[], ends: number[]): number[] {
  const count = starts.length;
  const later = (x: number, y: number) =>
    compareRanges(text, starts[x] as number, ends[x] as number, starts[y] as number, ends[y] as number) > 0;
  // Arrays of small integers: a typed array cost more to make than the sort of a page's rows.
  let order: number[] = [];
  let other: number[] = [];
  for (let index = 0; index < count; index++) {
    order.push(index);
    other.push(index);
  }
  for (let width = 1; width < count; width *= 2) {
    for (let low = 0; low < count; low += 2 * width) {
      const middle = Math.min(low + width, count);
      const high = Math.min(low + 2 * width, count);
      let left = low;
      let right = middle;
      for (let out = low; out < high; out++) {
        // Equal rows are the same string: which comes first does not change the text made of them.
        if (right < high && (left >= middle || later(order[left] as number, order[right] as number))) {
          other[out] = order[right] as number;
          right++;
        } else {
          other[out] = order[left] as number;
          left++;
        }
      }
    }
    const sorted = other;
    other = order;
    order = sorted;
  }
  return order;
}

/** A listing's rows sorted ({@link sortRows}), and how. */
export interface SortedRows {
  readonly text: string;
  /**
   * The rows are the text's lines as they stand in another order: no JSON array sorted, no rank taken off, no
   * line left out that the observation shape reads anything of. The shape's symbol sum is then the text's.
   */
  readonly plain: boolean;
}

/**
 * A listing's rows sorted: the objects of each JSON array in place (the rest, an HTTP envelope for one, where
 * it was), or else its lines, blank ones left out and a ranked list's places taken off; `null` for a text of
 * fewer than {@link MIN_ROWS} rows.
 * @example sortRows('b\na\n\nc') // 'a\nb\nc'
 */
export function sortRows(text: string): string | null {
  return sortedRows(text)?.text ?? null;
}

/** {@link sortRows}, telling whether its rows are the text's lines as they stand ({@link SortedRows.plain}). */
export function sortedRows(text: string): SortedRows | null {
  // The regex needs `[{`: a text without one has no JSON rows, and is not run through it.
  if (text.includes('[{')) {
    let rows = 0;
    const sorted = text.replace(JSON_ROWS, (_, inner: string) => {
      const objects = inner.split(/\}\s*,\s*\{/);
      rows += objects.length;
      return `[{${objects.sort().join('},{')}}]`;
    });
    if (rows >= MIN_ROWS) return { text: sorted, plain: false };
  }
  // A ranked list's numbers are the places the hits came in, not the hits: reshuffled, `1. A` becomes `3. A`.
  const starts: number[] = [];
  const ends: number[] = [];
  let plain = true;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    if (hasContent(text, start, end)) {
      const rank = rankLength(text, start, end);
      if (rank > 0) plain = false;
      starts.push(start + rank);
      ends.push(end);
    } else if (plain && !shapeBlank(text, start, end)) plain = false;
    start = end + 1;
  }
  const count = starts.length;
  if (count < MIN_ROWS) return null;
  const order = sortedOrder(text, starts, ends);
  const lines: string[] = [];
  for (const row of order) lines.push(text.slice(starts[row], ends[row]));
  return { text: lines.join('\n'), plain };
}
