/** Where a value sits in a policy file: 1-based line and column. */
export interface PolicyPosition {
  readonly line: number;
  readonly column: number;
}

/** Finds the position of an option by its dotted path (`tools.clean_csv.coreArgs`), or `undefined`. */
export type LocateOption = (path: string) => PolicyPosition | undefined;

/**
 * Splits a dotted option path into keys against the keys a file really has: model and tool names may hold
 * dots themselves (`prices.gpt-4.1.inputPerMTok`), so at each level the longest key that fits is taken.
 */
export function walkOptionPath<Node>(
  root: Node,
  path: string,
  childKeys: (node: Node) => readonly string[],
  child: (node: Node, key: string) => Node | undefined,
): { node: Node; key: string | undefined } | undefined {
  let node = root;
  let rest = path;
  let key: string | undefined;
  while (rest !== '') {
    const keys = childKeys(node)
      .filter((candidate) => rest === candidate || rest.startsWith(`${candidate}.`))
      .sort((a, b) => b.length - a.length);
    const next = keys[0];
    if (next === undefined) return key === undefined ? undefined : { node, key };
    const found = child(node, next);
    if (found === undefined) return undefined;
    node = found;
    key = next;
    rest = rest.slice(next.length + 1);
  }
  return { node, key };
}
