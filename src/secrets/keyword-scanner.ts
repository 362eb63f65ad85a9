interface TrieNode {
  readonly children: Map<string, TrieNode>;
  end: boolean;
}

function escapeCharacter(character: string): string {
  return /[.*+?^${}()|[\]\\/-]/.test(character) ? `\\${character}` : character;
}

// One alternation per distinct first character instead of one per keyword: the regex engine then
// rejects most positions after one comparison, which keeps the scan of clean text close to a single
// short marker regex even with a hundred keywords. Children come before the end of a keyword, so
// the longest keyword starting at a position is the one captured.
function trieSource(words: readonly string[]): string {
  const root: TrieNode = { children: new Map(), end: false };
  for (const word of words) {
    let node = root;
    for (const character of word) {
      let child = node.children.get(character);
      if (child === undefined) {
        child = { children: new Map(), end: false };
        node.children.set(character, child);
      }
      node = child;
    }
    node.end = true;
  }
  const emit = (node: TrieNode): string => {
    const branches = [...node.children].map(([character, child]) => escapeCharacter(character) + emit(child));
    if (branches.length === 0) return '';
    const body = branches.length === 1 ? (branches[0] as string) : `(?:${branches.join('|')})`;
    return node.end ? `(?:${body})?` : body;
  };
  return emit(root);
}

/**
 * Finds which of many lower-case keywords occur in a string, in one pass over it.
 * `find` returns the indexes of the groups (rules) whose keywords occur, or an empty array.
 */
export function createKeywordScanner(
  groups: readonly (readonly string[])[],
): (lowerText: string) => number[] {
  const keywords = [...new Set(groups.flat())];
  // The scan captures the longest keyword at each position; every keyword inside it occurs as well.
  const groupsOf = new Map<string, number[]>();
  for (const keyword of keywords) {
    const owners = groups.flatMap((words, index) =>
      words.some((word) => keyword.includes(word)) ? [index] : [],
    );
    groupsOf.set(keyword, owners);
  }
  // The lookahead matches at every position, so overlapping keywords (`sk` in `task-key`) are all seen.
  const scanner = new RegExp(`(?=(${trieSource(keywords)}))`, 'g');
  // The gate needs only the keywords that contain no other keyword, and no capture: a cheaper regex
  // that settles clean text before the capturing scan runs.
  const gate = new RegExp(
    trieSource(keywords.filter((word) => !keywords.some((other) => other !== word && word.includes(other)))),
  );
  return (lowerText) => {
    if (!gate.test(lowerText)) return [];
    const found = new Set<number>();
    for (const match of lowerText.matchAll(scanner)) {
      for (const index of groupsOf.get(match[1] as string) ?? []) found.add(index);
    }
    return [...found].sort((a, b) => a - b);
  };
}
