import { objectMemo } from '../utils/object-memo.js';

/** Rows a listing has at least, for its rows to be compared whatever their order. */
export const MIN_ROWS = 3;

/** A JSON array of objects written on one line, its objects inside (the first array's end closes it). */
const JSON_ROWS = /\[\{(.*?)\}\]/gs;

/** A line's place in a ranked list: `1. `, `2) `, `#3 `, `[4] `. */
const listRank = /^\s*(?:\d{1,3}[.)]|#\d{1,3}|\[\d{1,3}\])\s+/;

/**
 * True when a line may start with a {@link listRank}: its first character (`code`) is a digit, `#`, `[` or one
 * `\s` can match (all at or below a space, or outside ASCII). Most rows start otherwise, and are kept without a
 * regex run.
 */
function mayBeRanked(code: number): boolean {
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
  // Called for a line with content only: its first character is at `start`.
  if (!mayBeRanked(text.charCodeAt(start))) return 0;
  const line = text.slice(start, end);
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
  const { starts, ends, plain } = lineRows(text);
  if (starts.length < MIN_ROWS) return null;
  const order = sortedOrder(text, starts, ends);
  const lines: string[] = [];
  for (const row of order) lines.push(text.slice(starts[row], ends[row]));
  return { text: lines.join('\n'), plain };
}

/** A text's lines as rows: where each starts (past a rank) and ends, and whether they are plain. */
interface LineRows {
  readonly starts: number[];
  readonly ends: number[];
  readonly plain: boolean;
}

/** The rows of a text read line by line ({@link sortedRows} past its JSON arrays): blank lines out, ranks off. */
function lineRows(text: string): LineRows {
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
  return { starts, ends, plain };
}

/**
 * What {@link rowsApart} reads of a text's rows: how many, whether plain, and the second in sorted order (as
 * {@link sortedRows} would place it). `null` for a text holding `{`, `}` or a carriage return, where rows and the
 * parts {@link metadataChurn} walks in their sorted text may not be one and the same.
 */
interface RowsSummary {
  readonly count: number;
  readonly plain: boolean;
  readonly second: string | undefined;
}

const summaries = objectMemo<{ readonly text: string }, RowsSummary | null>('rowsSummary');

function rowsSummary(result: { readonly text: string }): RowsSummary | null {
  let summary = summaries.get(result);
  if (summary === undefined) {
    const { text } = result;
    summary = null;
    if (!text.includes('{') && !text.includes('}') && !text.includes('\r')) {
      const { starts, ends, plain } = lineRows(text);
      const lower = (x: number, y: number) =>
        compareRanges(text, starts[x] as number, ends[x] as number, starts[y] as number, ends[y] as number) <
        0;
      let first = -1;
      let second = -1;
      for (let row = 0; row < starts.length; row++) {
        if (first < 0) first = row;
        else if (lower(row, first)) {
          second = first;
          first = row;
        } else if (second < 0 || lower(row, second)) second = row;
      }
      const at = second < 0 ? undefined : text.slice(starts[second], ends[second]);
      summary = { count: starts.length, plain, second: at };
    }
    summaries.set(result, summary);
  }
  return summary;
}

/**
 * True when two results' rows sorted cannot be alike as {@link sameAnswer} compares them once their shapes'
 * symbols differ (then only the sorted texts the same, or {@link metadataChurn} with one incidental value a part,
 * tell them alike): fewer than {@link MIN_ROWS} rows in one, or plain rows as many in both, four or more, whose
 * second rows in sorted order differ. Sorted plain rows of a text without `{`, `}` or a carriage return are the
 * parts that churn walks, and with four parts or more a walk whose second parts differ has changed too many or
 * left a changed part after a same one: no churn. Read once a result, without sorting either; `false` when it
 * cannot tell (the rows are then sorted and compared).
 */
export function rowsApart(a: { readonly text: string }, b: { readonly text: string }): boolean {
  const left = rowsSummary(a);
  const right = left === null ? null : rowsSummary(b);
  if (left === null || right === null) return false;
  if (left.count < MIN_ROWS || right.count < MIN_ROWS) return true;
  if (!left.plain || !right.plain) return false;
  return left.count !== right.count || (left.count >= 4 && left.second !== right.second);
}
