/**
 * Arguments a caller parsed ahead, and raw texts of their values nested past the canonical depth, worked out in
 * slices before the call is keyed (`prepareDeepArguments`), so that keying a call thousands of levels deep, which
 * is synchronous, only looks them up. The texts are those `rawText` gives the very same objects.
 */
const rawTexts = new WeakMap<object, string>();
// One entry: the arguments prepared last, for the call about to be keyed.
let prepared: { readonly raw: string; readonly value: object } | undefined;

/** Keeps `value`, parsed from `raw`, for the canonicalisation of `raw`. */
export function rememberArguments(raw: string, value: object): void {
  prepared = { raw, value };
}

/** The value prepared for `raw`, if `raw` is the text prepared last. */
export function preparedArguments(raw: unknown): object | undefined {
  return prepared !== undefined && raw === prepared.raw ? prepared.value : undefined;
}

/** Keeps the raw text of `value`. */
export function rememberRawText(value: object, text: string): void {
  rawTexts.set(value, text);
}

/** The raw text worked out ahead for `value`, if any. */
export function preparedRawText(value: object): string | undefined {
  return rawTexts.get(value);
}
