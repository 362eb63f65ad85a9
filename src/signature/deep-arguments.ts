import type { SliceClock } from '../utils/time-slices.js';
import { MAX_CANONICAL_DEPTH, parseArguments } from './canonicalize.js';
import { preparedRawText, rememberArguments, rememberRawText } from './prepared-texts.js';
import { RawTextWriter } from './raw-text.js';

/** Values written between two looks at the slice clock. */
const VALUES_PER_CHECK = 256;

/**
 * Works out ahead, in slices, what canonicalising the tool arguments `raw` costs most when they are nested deep:
 * their parse, and the raw text of each value at the canonical depth (a call nested thousands of levels writes
 * its whole rest as one raw text). `canonicalizeArguments` of the very same text then only looks them up, so a
 * caller that keys such a call after this keys it in a moment, and gets the key it would have worked out itself.
 */
export async function prepareDeepArguments(raw: unknown, clock: SliceClock): Promise<void> {
  if (typeof raw !== 'string') return;
  const value = parseArguments(raw);
  if (value === null || typeof value !== 'object') return;
  rememberArguments(raw, value);
  // The objects canonicalisation reaches at its depth limit: parsed JSON, so no cycle and no getter.
  const deep: object[] = [];
  const stack: { readonly node: object; readonly level: number }[] = [{ node: value, level: 0 }];
  for (let visited = 1; stack.length > 0; visited++) {
    const { node, level } = stack.pop() as { node: object; level: number };
    if (level >= MAX_CANONICAL_DEPTH) deep.push(node);
    else
      for (const child of Array.isArray(node) ? node : Object.values(node))
        if (child !== null && typeof child === 'object') stack.push({ node: child, level: level + 1 });
    if (visited % VALUES_PER_CHECK === 0 && clock.due()) await clock.pause();
  }
  for (const node of deep) {
    if (preparedRawText(node) !== undefined) continue;
    const writer = new RawTextWriter(node);
    while (!writer.run(VALUES_PER_CHECK)) if (clock.due()) await clock.pause();
    rememberRawText(node, writer.text());
  }
}
