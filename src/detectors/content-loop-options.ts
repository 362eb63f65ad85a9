import { DEFAULT_CONTENT_LOOP } from './defaults.js';

/** Thresholds of the content-loop detector; every field is optional. */
export interface ContentLoopOptions {
  /** Length from which a sentence is cut into pieces, at word ends the text itself picks. @default 64 */
  readonly chunkSize?: number | undefined;
  /** Copies of one block in a row that make a loop. @default 10 */
  readonly repeats?: number | undefined;
  /** Characters the copies must cover together: a short line said a few times ("OK.") is none. @default 250 */
  readonly minLoopChars?: number | undefined;
  /** Characters of copies in a row that make a loop however few they are (a long paragraph again). @default 1000 */
  readonly longLoopChars?: number | undefined;
  /** Fewest copies for `longLoopChars`. @default 3 */
  readonly minRepeats?: number | undefined;
  /** Longest block looked for, in pieces (sentences, lines, or pieces of a long sentence). @default 32 */
  readonly maxBlockPieces?: number | undefined;
  /** Share of a whole reply one sentence said `repeats` times must fill, however the copies are spread. @default 0.3 */
  readonly minShare?: number | undefined;
  /** Fewer copies of one sentence that make a loop when they fill `dominantShare` of the reply. @default 5 */
  readonly dominantRepeats?: number | undefined;
  /** Share of a whole reply that `dominantRepeats` copies must fill. @default 0.6 */
  readonly dominantShare?: number | undefined;
}

/** Content-loop thresholds with every default applied. */
export type ResolvedContentLoopOptions = { readonly [Key in keyof typeof DEFAULT_CONTENT_LOOP]: number };

/** Thresholds with every default applied; unknown fields are not kept. */
export function resolveContentLoopOptions(options: ContentLoopOptions = {}): ResolvedContentLoopOptions {
  const resolved: Record<string, number> = {};
  for (const [key, fallback] of Object.entries(DEFAULT_CONTENT_LOOP)) {
    resolved[key] = (options as Record<string, number | undefined>)[key] ?? fallback;
  }
  return Object.freeze(resolved) as ResolvedContentLoopOptions;
}

const resolvedDefaults = resolveContentLoopOptions();
const resolvedCache = new WeakMap<object, ResolvedContentLoopOptions>();

/** Options resolved once per options object: the detector runs on every streamed delta. */
export function resolvedContentLoopOptions(
  options: ContentLoopOptions | undefined,
): ResolvedContentLoopOptions {
  if (options === undefined) return resolvedDefaults;
  let resolved = resolvedCache.get(options);
  if (!resolved) {
    resolved = resolveContentLoopOptions(options);
    resolvedCache.set(options, resolved);
  }
  return resolved;
}
