import {
  countAsciiTokens,
  countAsciiTokensSliced,
  countTokens,
  countTokensSliced,
  type SlicePause,
} from './tokenizer.js';

/**
 * How much exact counting one prompt may do before the rest is estimated. Exact BPE's cost per character
 * varies many times over between prose and dense text (base64, hex), so a budget in characters bounds the
 * time any prompt can take, whatever a tool result puts in it.
 */
export interface CountBudget {
  /** Characters still to be counted exactly. */
  exactChars: number;
  /** Characters still to be sampled for estimates of long strings. */
  sampleChars: number;
  /** Set once any text was estimated or bounded rather than counted exactly. */
  estimated?: boolean;
}

/** Characters one prompt counts exactly: enough for most messages, few enough that dense text stays quick. */
export const EXACT_CHARS_PER_PROMPT = 32_768;
/** Characters one prompt spends on samples of strings past the exact budget. */
export const SAMPLE_CHARS_PER_PROMPT = 16_384;

const sampleWindows = 4;
const minimumWindow = 256;
const maximumWindow = 2_048;
// An estimate is raised by this much over the densest sample: text varies between windows.
const estimateMargin = 1.2;
// Long runs of one character class are one pre-token, and the tokenizer's merge loop is quadratic in a
// pre-token's length (a long run of spaces took seconds). Cutting them into slices makes counting linear; a cut
// can only add a token, never lose one, so the count errs high by at most one token per slice.
const sliceLength = 64;
const longRun = /\s{65,}|[\p{L}\p{M}]{65,}|\p{N}{65,}|[^\s\p{L}\p{M}\p{N}]{65,}/gu;
const sliceCache = new Map<string, number>();
const sliceCacheLimit = 4_096;

/** A fresh budget for one prompt. */
export function createCountBudget(): CountBudget {
  return { exactChars: EXACT_CHARS_PER_PROMPT, sampleChars: SAMPLE_CHARS_PER_PROMPT };
}

function countSlice(slice: string): number {
  const cached = sliceCache.get(slice);
  if (cached !== undefined) return cached;
  const tokens = countTokens(slice);
  if (sliceCache.size >= sliceCacheLimit) sliceCache.clear();
  sliceCache.set(slice, tokens);
  return tokens;
}

/** Texts from this length on are counted ahead in slices ({@link countExactlySliced}) and their counts kept. */
export const SLICED_COUNT_CHARS = 2_048;
// Counts of long texts counted ahead, by text (a count is a pure function of its text); bounded.
const longCounts = new Map<string, number>();
const longCountsLimit = 64;

/** The count kept for a long text counted ahead ({@link countExactlySliced}), if it is still kept. */
export function keptCount(text: string): number | undefined {
  return text.length >= SLICED_COUNT_CHARS ? longCounts.get(text) : undefined;
}

// The classes of `longRun` over ASCII: whitespace 0, letters 1, digits 2, the rest 3.
const ASCII_CLASS = new Uint8Array(128).fill(3);
for (const space of '\t\n\v\f\r ') ASCII_CLASS[space.charCodeAt(0)] = 0;
for (let code = 0x41; code <= 0x7a; code++) if (code <= 0x5a || code >= 0x61) ASCII_CLASS[code] = 1;
for (let code = 0x30; code <= 0x39; code++) ASCII_CLASS[code] = 2;

/**
 * Whether `text` is all ASCII without a run `longRun` finds (one class more than 64 long): most tool results
 * are, and a loop over the characters answers sooner than the Unicode expression does.
 */
function plainAscii(text: string): boolean {
  let run = 0;
  let last = -1;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0x80) return false;
    const kind = ASCII_CLASS[code] as number;
    if (kind !== last) {
      last = kind;
      run = 1;
    } else if (++run > sliceLength) return false;
  }
  return true;
}

/** Exact count, except that runs of one character class longer than 64 are counted in 64-char slices. */
export function countExactly(text: string): number {
  const kept = keptCount(text);
  if (kept !== undefined) return kept;
  if (plainAscii(text)) return countAsciiTokens(text);
  let total = 0;
  let from = 0;
  longRun.lastIndex = 0;
  for (let match = longRun.exec(text); match !== null; match = longRun.exec(text)) {
    if (match.index > from) total += countTokens(text.slice(from, match.index));
    const run = match[0];
    for (let start = 0; start < run.length; start += sliceLength) {
      total += countSlice(run.slice(start, start + sliceLength));
    }
    from = match.index + run.length;
  }
  if (from < text.length) total += countTokens(from === 0 ? text : text.slice(from));
  return total;
}

/**
 * {@link countExactly} of a long text with `pause` asked as it goes (the same count), kept so that the
 * synchronous count of the same text then reads it back: a request's long messages are counted ahead this way,
 * without holding other clients' requests while one long text of dense characters is counted.
 */
export async function countExactlySliced(text: string, pause: SlicePause): Promise<number> {
  const counted = longCounts.get(text);
  if (counted !== undefined) return counted;
  if (plainAscii(text)) return keepLongCount(text, await countAsciiTokensSliced(text, pause));
  let total = 0;
  let from = 0;
  const runs = new RegExp(longRun.source, longRun.flags);
  for (let match = runs.exec(text); match !== null; match = runs.exec(text)) {
    if (match.index > from) total += await countTokensSliced(text.slice(from, match.index), pause);
    const run = match[0];
    for (let start = 0; start < run.length; start += sliceLength) {
      total += countSlice(run.slice(start, start + sliceLength));
      if (pause.due()) await pause.pause();
    }
    from = match.index + run.length;
  }
  if (from < text.length) total += await countTokensSliced(from === 0 ? text : text.slice(from), pause);
  return keepLongCount(text, total);
}

/** Keeps the count of a long text counted ahead, for the synchronous count to read back; returns it. */
function keepLongCount(text: string, total: number): number {
  if (text.length >= SLICED_COUNT_CHARS) {
    if (longCounts.size >= longCountsLimit) longCounts.clear();
    longCounts.set(text, total);
  }
  return total;
}

/** UTF-8 bytes of a string: every token of a byte-level BPE covers at least one, so this bounds the count. */
export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

function estimate(text: string, budget: CountBudget): number {
  budget.estimated = true;
  if (text.length <= budget.sampleChars && text.length <= maximumWindow * sampleWindows) {
    budget.sampleChars -= text.length;
    return countExactly(text);
  }
  const bytes = utf8Bytes(text);
  const window = Math.min(maximumWindow, Math.floor(budget.sampleChars / sampleWindows));
  if (window < minimumWindow || text.length < window * sampleWindows) return bytes;
  budget.sampleChars -= window * sampleWindows;
  // Windows spread over the whole string, so a dense tail behind a sparse head is seen.
  let densest = 0;
  const step = (text.length - window) / (sampleWindows - 1);
  for (let index = 0; index < sampleWindows; index++) {
    const start = Math.floor(index * step);
    const sample = text.slice(start, start + window);
    densest = Math.max(densest, countExactly(sample) / utf8Bytes(sample));
  }
  return Math.min(bytes, Math.ceil(bytes * densest * estimateMargin) + sampleWindows);
}

/**
 * Tokens of a text with a bounded cost per character. Within the budget the count is exact (long runs
 * cut, which errs high by a token per slice); past it, a long string is estimated from four windows spread
 * over it (the densest window's tokens per byte, plus 20%), and once the sample budget is spent too, the
 * UTF-8 byte count stands in: an upper bound, so the money gate still reserves at least the real cost.
 */
export function countTextTokens(text: string, budget: CountBudget = createCountBudget()): number {
  if (text.length === 0) return 0;
  if (text.length <= budget.exactChars) {
    budget.exactChars -= text.length;
    return countExactly(text);
  }
  return estimate(text, budget);
}
