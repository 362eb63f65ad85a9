/**
 * Where a walk over a text's parts stands: the part found last is `[start, end)`, the next starts at `next`. The
 * walk also keeps where the next line feed, `{` and `}` at or past its place are, so that each is searched for
 * once through the text rather than once a part.
 */
export interface PartWalk {
  readonly text: string;
  start: number;
  end: number;
  next: number;
  /** The next `\n`, `{` and `}` found (the text's length when there is none), or -1 before the first search. */
  feed: number;
  open: number;
  close: number;
}

/** A walk at the start of `text`. */
export function partWalk(text: string): PartWalk {
  return { text, start: 0, end: 0, next: 0, feed: -1, open: -1, close: -1 };
}

/** The place of `character` in `text` at or after `from`, or the text's length when it has none there. */
function nextOf(text: string, character: string, from: number): number {
  const at = text.indexOf(character, from);
  return at < 0 ? text.length : at;
}

/**
 * Moves `walk` to the next part of its text, as `text.split(/\r?\n|(?=\{)|(?<=\})/)` cuts it: lines (`\n` or
 * `\r\n` ends one), and JSON objects within a line (a part starts at each `{` and after each `}`). A boundary
 * that would leave an empty part before an object or after one is none. False past the last part.
 */
export function nextPart(walk: PartWalk): boolean {
  const { text } = walk;
  const start = walk.next;
  const length = text.length;
  if (start > length) return false;
  if (walk.feed < start) walk.feed = nextOf(text, '\n', start);
  // An object's `{` at the very start of a part begins it: the boundary is at the next one.
  if (walk.open <= start) walk.open = nextOf(text, '{', start + 1);
  if (walk.close < start) walk.close = nextOf(text, '}', start);
  const feed = walk.feed;
  // A line ends at its `\r` when one comes before the line feed.
  const lineEnd = feed < length && feed > start && text.charCodeAt(feed - 1) === 13 ? feed - 1 : feed;
  // After a `}`: a boundary only inside the text, and the line's end first when both fall on one place.
  const objectAt = Math.min(walk.open, walk.close + 1, length);
  if (lineEnd < length && lineEnd <= objectAt) {
    walk.start = start;
    walk.end = lineEnd;
    walk.next = feed + 1;
    return true;
  }
  if (objectAt < length) {
    walk.start = start;
    walk.end = objectAt;
    walk.next = objectAt;
    return true;
  }
  walk.start = start;
  walk.end = length;
  walk.next = length + 1;
  return true;
}
