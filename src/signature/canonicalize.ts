import { hashString } from './hash.js';
import { collapseWhitespace } from './normalize-text.js';
import { isVolatileKey, isVolatileValue, maskVolatileText, volatileKinds } from './volatile.js';

/** How arguments are reduced to their canonical form. */
export interface CanonicalizeOptions {
  /** Keep only these top-level keys (the tool's core arguments). */
  readonly coreArgs?: readonly string[] | undefined;
  /** Drop these top-level keys. */
  readonly ignoreArgs?: readonly string[] | undefined;
  /** Strings longer than this are cut to a prefix plus a hash of the whole. @default 256 */
  readonly maxValueLength?: number;
  /** Keys that only carry the model's commentary, dropped at any depth. @default DEFAULT_COMMENTARY_ARGS */
  readonly commentaryArgs?: readonly string[] | undefined;
  /** Keys whose lists are sets, sorted. @default DEFAULT_UNORDERED_ARGS */
  readonly unorderedArgs?: readonly string[] | undefined;
}

/**
 * Arguments that carry the model's commentary on a call, not the call: a reworded reason or a re-ticked
 * checklist does not make a repeat new.
 */
export const DEFAULT_COMMENTARY_ARGS: readonly string[] = Object.freeze([
  'description',
  'explanation',
  'reason',
  'reasoning',
  'rationale',
  'justification',
  'thought',
  'thoughts',
  'thinking',
  'intent',
  'purpose',
  'todos',
  'todo',
  'task_progress',
  'progress',
  'checklist',
  'plan',
  'note',
  'notes',
]);

/** Arguments whose lists name a set (files, paths, ids): another order is the same request. */
export const DEFAULT_UNORDERED_ARGS: readonly string[] = Object.freeze([
  'paths',
  'files',
  'file_paths',
  'filepaths',
  'filenames',
  'urls',
  'ids',
  'targets',
  'globs',
  'patterns',
  'packages',
  'tables',
  'sources',
]);

/** Keys whose value is a search text: case and spacing do not make another search. */
const queryKeys: ReadonlySet<string> = new Set([
  'query',
  'q',
  'search',
  'search_query',
  'search_term',
  'term',
  'keyword',
  'keywords',
  'question',
]);
const isQueryKey = (key: string) => queryKeys.has(key) || queryKeys.has(key.toLowerCase());

interface WriteContext {
  readonly maxValueLength: number;
  readonly commentary: ReadonlySet<string>;
  readonly unordered: ReadonlySet<string>;
}

const idKeyPattern = /(^id$|_id$|Id$|^page|offset|cursor|limit|index|line|start|end)/;

/** Parses tool arguments given as a JSON string or an object; unparseable strings stay strings. */
export function parseArguments(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  let start = 0;
  while (start < raw.length && raw.charCodeAt(start) <= 32) start++;
  if (start === raw.length) return {};
  const first = raw.charCodeAt(start);
  if (first !== 123 && first !== 91) return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what JSON must escape
const needsEscape = /["\\\u0000-\u001f\u2028\u2029]/;

/** JSON string literal; skips JSON.stringify for the common text that needs no escaping. */
function quote(text: string): string {
  return needsEscape.test(text) ? JSON.stringify(text) : `"${text}"`;
}

/** Keys up to this length are remembered by {@link keyLiteral}; longer ones are worked out each time. */
const MEMO_KEY_CHARS = 64;
const MEMO_KEYS = 4_096;
/** Each key's JSON literal, or `null` for a volatile key (dropped): a tool's keys come again on every call. */
const keyLiterals = new Map<string, string | null>();

/** The JSON literal of an argument's key, `null` when the key is volatile. */
function keyLiteral(name: string): string | null {
  let literal = keyLiterals.get(name);
  if (literal !== undefined) return literal;
  literal = isVolatileKey(name) ? null : quote(name);
  if (name.length <= MEMO_KEY_CHARS) {
    // Bounded: a model that invents keys without end starts the memo again, never grows it.
    if (keyLiterals.size >= MEMO_KEYS) keyLiterals.clear();
    keyLiterals.set(name, literal);
  }
  return literal;
}

function cut(text: string, maxValueLength: number): string {
  if (text.length <= maxValueLength) return text;
  return `${text.slice(0, Math.min(200, maxValueLength))}…#${hashString(text)}/${text.length}`;
}

function writeString(value: string, key: string | undefined, maxValueLength: number): string {
  const spaced = collapseWhitespace(value);
  const collapsed = key !== undefined && isQueryKey(key) ? spaced.toLowerCase() : spaced;
  const kinds = collapsed.length < 10 ? 0 : volatileKinds(collapsed);
  if (kinds === 0) return quote(cut(collapsed, maxValueLength));
  const identifier = key !== undefined && idKeyPattern.test(key);
  if (identifier) return quote(cut(collapsed, maxValueLength));
  if (key !== undefined && isVolatileValue(collapsed)) return '"<volatile>"';
  return quote(cut(maskVolatileText(collapsed, kinds), maxValueLength));
}

function write(value: unknown, key: string | undefined, context: WriteContext): string {
  const maxValueLength = context.maxValueLength;
  if (value === null || value === undefined) return 'null';
  switch (typeof value) {
    case 'string':
      return writeString(value, key, maxValueLength);
    case 'number':
      if (key !== undefined && isVolatileValue(value) && !idKeyPattern.test(key)) return '"<volatile>"';
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object': {
      if (Array.isArray(value)) {
        const items = value.map((item) => write(item, undefined, context));
        if (key !== undefined && context.unordered.has(key)) items.sort();
        return `[${items.join(',')}]`;
      }
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record).sort();
      let out = '{';
      let first = true;
      for (const name of keys) {
        const literal = keyLiteral(name);
        if (literal === null || record[name] === undefined || context.commentary.has(name)) continue;
        if (!first) out += ',';
        first = false;
        out += `${literal}:${write(record[name], name, context)}`;
      }
      return `${out}}`;
    }
    default:
      return JSON.stringify(String(value));
  }
}

/**
 * Canonical text of tool arguments: keys sorted, strings trimmed with inner white space collapsed,
 * volatile keys and values (timestamps, UUIDs, nonces, request ids) dropped, long values cut.
 * @example canonicalizeArguments('{"b":1, "a":" x  y "}') // '{"a":"x y","b":1}'
 */
export function canonicalizeArguments(raw: unknown, options: CanonicalizeOptions = {}): string {
  const maxValueLength = options.maxValueLength ?? 256;
  let value = parseArguments(raw);
  if (
    (options.coreArgs || options.ignoreArgs) &&
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value)
  ) {
    const record = value as Record<string, unknown>;
    const picked: Record<string, unknown> = {};
    const ignore = options.ignoreArgs ? new Set(options.ignoreArgs) : undefined;
    for (const key of options.coreArgs ?? Object.keys(record)) {
      if (key in record && !ignore?.has(key)) picked[key] = record[key];
    }
    value = picked;
  }
  return write(value, undefined, {
    maxValueLength,
    commentary: setOf(options.commentaryArgs, DEFAULT_COMMENTARY_ARGS, defaultCommentary),
    unordered: setOf(options.unorderedArgs, DEFAULT_UNORDERED_ARGS, defaultUnordered),
  });
}

const defaultCommentary: ReadonlySet<string> = new Set(DEFAULT_COMMENTARY_ARGS);
const defaultUnordered: ReadonlySet<string> = new Set(DEFAULT_UNORDERED_ARGS);

function setOf(
  given: readonly string[] | undefined,
  defaults: readonly string[],
  shared: ReadonlySet<string>,
): ReadonlySet<string> {
  return given === undefined || given === defaults ? shared : new Set(given);
}
