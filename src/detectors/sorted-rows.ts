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

/**
 * A listing's rows sorted: the objects of each JSON array in place (the rest, an HTTP envelope for one, where
 * it was), or else its lines, blank ones left out and a ranked list's places taken off; `null` for a text of
 * fewer than {@link MIN_ROWS} rows.
 * @example sortRows('b\na\n\nc') // 'a\nb\nc'
 */
export function sortRows(text: string): string | null {
  // The regex needs `[{`: a text without one has no JSON rows, and is not run through it.
  if (text.includes('[{')) {
    let rows = 0;
    const sorted = text.replace(JSON_ROWS, (_, inner: string) => {
      const objects = inner.split(/\}\s*,\s*\{/);
      rows += objects.length;
      return `[{${objects.sort().join('},{')}}]`;
    });
    if (rows >= MIN_ROWS) return sorted;
  }
  // A ranked list's numbers are the places the hits came in, not the hits: reshuffled, `1. A` becomes `3. A`.
  const lines: string[] = [];
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end);
    if (line.trim() !== '') lines.push(mayBeRanked(line) ? line.replace(listRank, '') : line);
    start = end + 1;
  }
  return lines.length < MIN_ROWS ? null : lines.sort().join('\n');
}
