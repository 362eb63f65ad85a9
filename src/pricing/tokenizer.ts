import { createRequire } from 'node:module';
import { asciiPieceEnd } from './ascii-pretokens.js';
import { PieceCountTable, TABLE_PIECE_LENGTH } from './piece-count-table.js';

type CountTokens = (text: string) => number;

/** The parts of gpt-tokenizer's `BytePairEncodingCore` (4.0.0, pinned) that counting by pre-token needs. */
interface EncodingCore {
  readonly tokenSplitRegex: RegExp;
  getBpeRankFromString(piece: string): number | undefined;
  bytePairEncode(piece: string): readonly number[];
}

interface TokenizerModule {
  countTokens(text: string, options: { readonly disallowedSpecial: ReadonlySet<string> }): number;
  readonly default?: { readonly bytePairEncodingCoreProcessor?: Partial<EncodingCore> };
}

// Special-token text in a message (`<|endoftext|>` in a page a tool read) is ordinary text to the provider,
// which encodes messages without special tokens. The tokenizer's default throws on it instead, which made
// every guarded call of such a run throw; here it is counted as the text it is.
const asText = { disallowedSpecial: new Set<string>() } as const;
const pieceCacheLimit = 16_384;
const cachedPieceLength = 32;

/** A counter: whole texts, and texts counted piece by piece with pauses (the same count). */
interface Counter {
  readonly count: CountTokens;
  /** The same count of a text whose characters are all ASCII. */
  readonly countAscii: CountTokens;
  /** `countSliced` of a text whose characters are all ASCII; `undefined` with `countSliced`. */
  readonly countAsciiSliced: ((text: string, pause: SlicePause) => Promise<number>) | undefined;
  /** `undefined` when the tokenizer's core is not reachable: texts are then counted whole. */
  readonly countSliced: ((text: string, pause: SlicePause) => Promise<number>) | undefined;
}

/** Asked between pieces: resolves when the counting may go on (after the event loop turned, when its slice is used). */
export interface SlicePause {
  due(): boolean;
  pause(): Promise<void>;
}

/** Pre-tokens counted between two looks at the clock. */
const piecesPerLook = 64;

// o200k's pre-token expression as the pinned tokenizer writes it: over ASCII text, `asciiPieceEnd` cuts the
// same pieces as this expression (flags `gu`), so it stands in only when the loaded expression is this one.
const O200K_SPLIT = String.raw`[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?:'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE]))?|[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?:'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE]))?|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+`;

/**
 * Counts pre-token by pre-token as the tokenizer's own `countNative` does, with a count per pre-token kept:
 * tool results repeat the same short pieces (digits, keys, column names), and the tokenizer's merge cache
 * returns a fresh array for each one. A third of the time on CSV and JSON, the same count. Pre-tokens are
 * encoded one by one, so a long text can be counted in slices with the same result.
 */
function countByPiece(core: EncodingCore): Counter {
  const split = new RegExp(core.tokenSplitRegex.source, core.tokenSplitRegex.flags);
  const pieces = new Map<string, number>();
  const tokensOf = (piece: string): number => {
    let tokens = pieces.get(piece);
    if (tokens === undefined) {
      tokens = core.getBpeRankFromString(piece) === undefined ? core.bytePairEncode(piece).length : 1;
      if (piece.length <= cachedPieceLength) {
        if (pieces.size >= pieceCacheLimit) pieces.clear();
        pieces.set(piece, tokens);
      }
    }
    return tokens;
  };
  const count = (text: string): number => {
    let total = 0;
    split.lastIndex = 0;
    for (let match = split.exec(text); match !== null; match = split.exec(text)) {
      const piece = match[0];
      if (piece.length === 0) {
        split.lastIndex++;
        continue;
      }
      total += tokensOf(piece);
    }
    return total;
  };
  const shortPieces = new PieceCountTable();
  // A short ASCII piece is looked up by its characters' codes: no string made, none hashed.
  const asciiTokensOf = (text: string, at: number, end: number): number => {
    if (end - at > TABLE_PIECE_LENGTH) return tokensOf(text.slice(at, end));
    let tokens = shortPieces.find(text, at, end);
    if (tokens < 0) {
      tokens = tokensOf(text.slice(at, end));
      shortPieces.remember(tokens);
    }
    return tokens;
  };
  // ASCII text (the caller has checked) is cut by a loop over its characters, the same pieces as the expression.
  const asciiCut = core.tokenSplitRegex.source === O200K_SPLIT && core.tokenSplitRegex.flags === 'gu';
  const countAscii = !asciiCut
    ? count
    : (text: string): number => {
        let total = 0;
        for (let at = 0, end = 0; at < text.length; at = end) {
          end = asciiPieceEnd(text, at);
          total += asciiTokensOf(text, at, end);
        }
        return total;
      };
  const countAsciiSliced = async (text: string, pause: SlicePause): Promise<number> => {
    let total = 0;
    let looked = 0;
    for (let at = 0, end = 0; at < text.length; at = end) {
      end = asciiPieceEnd(text, at);
      total += asciiTokensOf(text, at, end);
      if (++looked === piecesPerLook) {
        looked = 0;
        if (pause.due()) await pause.pause();
      }
    }
    return total;
  };
  const countSliced = async (text: string, pause: SlicePause): Promise<number> => {
    // Its own expression: another count may run while this one waits.
    const own = new RegExp(split.source, split.flags);
    let total = 0;
    let looked = 0;
    for (let match = own.exec(text); match !== null; match = own.exec(text)) {
      const piece = match[0];
      if (piece.length === 0) {
        own.lastIndex++;
        continue;
      }
      total += tokensOf(piece);
      if (++looked === piecesPerLook) {
        looked = 0;
        if (pause.due()) await pause.pause();
      }
    }
    return total;
  };
  return { count, countAscii, countSliced, countAsciiSliced: asciiCut ? countAsciiSliced : countSliced };
}

function load(): Counter {
  const tokenizer = createRequire(import.meta.url)('gpt-tokenizer') as TokenizerModule;
  const core = tokenizer.default?.bytePairEncodingCoreProcessor;
  if (
    core?.tokenSplitRegex instanceof RegExp &&
    core.tokenSplitRegex.global &&
    typeof core.getBpeRankFromString === 'function' &&
    typeof core.bytePairEncode === 'function'
  )
    return countByPiece(core as EncodingCore);
  const count = (text: string) => tokenizer.countTokens(text, asText);
  return { count, countAscii: count, countSliced: undefined, countAsciiSliced: undefined };
}

let loaded: Counter | undefined;

/**
 * The o200k tokenizer's count, loaded on first use: its rank table takes tens of megabytes of memory, which a
 * process that never counts (a replay of transcripts that carry their usage, a guard without token or
 * money limits) should not pay. Loaded synchronously through the package's CommonJS build, since counting
 * happens inside `beforeCall`. Special-token text counts as the ordinary text it is.
 */
export function countTokens(text: string): number {
  loaded ??= load();
  return loaded.count(text);
}

/** {@link countTokens} of a text whose characters are all ASCII (the caller has checked): the same count, sooner. */
export function countAsciiTokens(text: string): number {
  loaded ??= load();
  return loaded.countAscii(text);
}

/**
 * {@link countTokens} of a long text, pre-token by pre-token with `pause` asked between them: the same count,
 * without holding the event loop for the whole text (dense text such as base64 is the slowest to count).
 */
export async function countTokensSliced(text: string, pause: SlicePause): Promise<number> {
  loaded ??= load();
  return loaded.countSliced ? loaded.countSliced(text, pause) : loaded.count(text);
}

/** {@link countTokensSliced} of a text whose characters are all ASCII (the caller has checked): the same count. */
export async function countAsciiTokensSliced(text: string, pause: SlicePause): Promise<number> {
  loaded ??= load();
  return loaded.countAsciiSliced ? loaded.countAsciiSliced(text, pause) : loaded.count(text);
}

/**
 * Whether ASCII texts are cut by the character loop (the loaded expression is the pinned o200k one): false
 * would leave every count the same and only slower, so a test says when a tokenizer upgrade turns it off.
 */
export function asciiCutInUse(): boolean {
  loaded ??= load();
  return loaded.countAscii !== loaded.count;
}

/** Loads the tokenizer now (a server does before it listens), so that no caller's first count pays for it. */
export function warmTokenizer(): void {
  loaded ??= load();
  loaded.count('warm the counter: its code and tables, once');
}
