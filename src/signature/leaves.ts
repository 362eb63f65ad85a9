/**
 * Calls `visit` with each leaf of `value` (a value that is no object or list: a string, number, boolean or null),
 * down to `maxDepth` levels of nesting, until `visit` returns false. Iterative, so hostile nesting never overflows
 * the stack; a list's entries are visited last first.
 */
export function visitLeaves(
  value: unknown,
  visit: (leaf: unknown) => boolean | undefined,
  maxDepth = Number.POSITIVE_INFINITY,
): void {
  const values: unknown[] = [value];
  const depths: number[] = [0];
  while (values.length > 0) {
    const next = values.pop();
    const depth = depths.pop() as number;
    if (next === null || typeof next !== 'object') {
      if (visit(next) === false) return;
      continue;
    }
    if (depth >= maxDepth) continue;
    for (const entry of Array.isArray(next) ? next : Object.values(next)) {
      values.push(entry);
      depths.push(depth + 1);
    }
  }
}
