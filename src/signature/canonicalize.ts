import type { KeyFacts } from './argument-keys.js';
import * as argumentKeys from './argument-keys.js';
import { hashString } from './hash.js';
import { collapseWhitespace } from './normalize-text.js';
import { preparedArguments, preparedRawText } from './prepared-texts.js';
import { rawText } from './raw-text.js';
import { NEEDS_COLLAPSE, NEEDS_ESCAPE, SCANNED_KINDS, scanString } from './string-scan.js';
import { HEX, isVolatileValue, maskVolatileText, volatileKinds } from './volatile.js';

// The key facts as constants of this module: V8 inlines a module's own constant functions into the writing code,
// and reads an imported binding through its cell on every use.
const { factsOf, quote } = argumentKeys;

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
  'tags',
  'labels',
]);

/** `#` or `--` comment lines that open a command or a query (a tag, a note to self). */
const leadingComments = /^(?:[ \t]*(?:#|--)(?:[ \t][^\n]*)?\n)+/;

/**
 * Nesting written as canonical JSON; deeper values are written as raw text, cut and hashed like a long string,
 * so a call nested 4,000 levels deep is still one comparable action and no stack is exhausted.
 */
export const MAX_CANONICAL_DEPTH = 64;

interface WriteContext {
  readonly maxValueLength: number;
  readonly commentary: ReadonlySet<string>;
  readonly unordered: ReadonlySet<string>;
}

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

function cut(text: string, maxValueLength: number): string {
  if (text.length <= maxValueLength) return text;
  return `${text.slice(0, Math.min(200, maxValueLength))}…#${hashString(text)}/${text.length}`;
}

/** A UUID or a long hex string: as an argument's whole value, the id of what is asked about. */
const idLike = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{24,})$/i;

function writeString(value: string, key: KeyFacts | undefined, maxValueLength: number): string {
  const run = key?.run === true && (value.includes('#') || value.includes('--'));
  const text = run ? value.replace(leadingComments, '') : value;
  // Most values need no collapsing: one scan then tells their escaping and volatile forms as well.
  const scanned = scanString(text);
  if ((scanned & NEEDS_COLLAPSE) === 0) {
    const kinds = text.length < 10 ? 0 : scanned & SCANNED_KINDS;
    if ((kinds === 0 || key?.identifier) && key?.query !== true && text.length <= maxValueLength) {
      return (scanned & NEEDS_ESCAPE) === 0 ? `"${text}"` : JSON.stringify(text);
    }
    return writeCollapsed(text, kinds, key, maxValueLength);
  }
  const collapsed = collapseWhitespace(text);
  const kinds = collapsed.length < 10 ? 0 : volatileKinds(collapsed) & ~HEX;
  return writeCollapsed(collapsed, kinds, key, maxValueLength);
}

/** A string value with its white space collapsed and the volatile forms it may hold (`kinds`, no hex) written. */
function writeCollapsed(
  collapsed: string,
  kinds: number,
  key: KeyFacts | undefined,
  maxValueLength: number,
): string {
  // A search text is lower-cased only after its volatile parts are masked: `2025-06-01T09:05:46Z` lower-cased is
  // no longer read as a time.
  const query = key?.query === true;
  if (kinds === 0 || key?.identifier) {
    return quote(cut(query ? collapsed.toLowerCase() : collapsed, maxValueLength));
  }
  if (key !== undefined && isVolatileValue(collapsed) && !idLike.test(collapsed)) return '"<volatile>"';
  const masked = maskVolatileText(collapsed, kinds);
  return quote(cut(query ? masked.toLowerCase() : masked, maxValueLength));
}

function writeArray(
  items: readonly unknown[],
  unordered: boolean,
  context: WriteContext,
  depth: number,
): string {
  if (unordered) {
    const written = items.map((item) => write(item, undefined, context, depth));
    written.sort();
    return `[${written.join(',')}]`;
  }
  let out = '[';
  for (let index = 0; index < items.length; index++) {
    if (index > 0) out += ',';
    out += write(items[index], undefined, context, depth);
  }
  return `${out}]`;
}

/**
 * Sorts keys in place as `Array#sort` would (by UTF-16 code units): by insertion for the few keys of a tool
 * call, since the built-in sort allocates a work array on every call, which was a tenth of a guard round's garbage.
 */
function sortKeys(keys: string[]): string[] {
  if (keys.length > 16) return keys.sort();
  for (let index = 1; index < keys.length; index++) {
    const key = keys[index] as string;
    let at = index - 1;
    while (at >= 0 && (keys[at] as string) > key) {
      keys[at + 1] = keys[at] as string;
      at--;
    }
    keys[at + 1] = key;
  }
  return keys;
}

/** True when some key of `keys` is no commentary: the commentary beside it is dropped, else it is the payload. */
function callBesides(
  keys: readonly string[],
  record: Record<string, unknown>,
  context: WriteContext,
): boolean {
  for (const name of keys) if (!context.commentary.has(name) && record[name] !== undefined) return true;
  return false;
}

function writeRecord(record: Record<string, unknown>, context: WriteContext, depth: number): string {
  const keys = sortKeys(Object.keys(record));
  // A todo tool's only argument is its list (`todo_write({todos: […]})`): what it writes, not commentary on it.
  const commentary = callBesides(keys, record, context) ? context.commentary : undefined;
  // Written as parts joined once: a joined string is flat, where one grown by `+=` is a rope that every later
  // reader of the key (its hash, its meaning, its values) would first have to copy flat.
  const parts: string[] = ['{'];
  for (const name of keys) {
    const facts = factsOf(name);
    const value = record[name];
    if (facts.literal === null || value === undefined || commentary?.has(name)) continue;
    // A browser tool's element handle beside the element it names (`{"element":"Save job button","ref":"e94"}`):
    // the handle is renumbered on every snapshot, the element is what the call acts on.
    if (name === 'ref' && typeof record.element === 'string') continue;
    if (parts.length > 1) parts.push(',');
    parts.push(
      facts.literal,
      ':',
      Array.isArray(value) && context.unordered.has(name)
        ? writeArray(value, true, context, depth)
        : write(value, facts, context, depth),
    );
  }
  parts.push('}');
  return parts.join('');
}

function write(value: unknown, key: KeyFacts | undefined, context: WriteContext, depth: number): string {
  if (value === null || value === undefined) return 'null';
  switch (typeof value) {
    case 'string':
      return writeString(value, key, context.maxValueLength);
    case 'number':
      if (key !== undefined && !key.identifier && isVolatileValue(value)) return '"<volatile>"';
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      if (depth >= MAX_CANONICAL_DEPTH)
        return quote(cut(preparedRawText(value) ?? rawText(value), context.maxValueLength));
      return Array.isArray(value)
        ? writeArray(value, false, context, depth + 1)
        : writeRecord(value as Record<string, unknown>, context, depth + 1);
    case 'bigint':
      return `${value}`;
    default:
      return quote(String(value));
  }
}

/**
 * Canonical text of tool arguments: keys sorted, strings trimmed with inner white space collapsed,
 * volatile keys and values (timestamps, UUIDs, nonces, request ids) dropped, long values cut.
 * @example canonicalizeArguments('{"b":1, "a":" x  y "}') // '{"a":"x y","b":1}'
 */
export function canonicalizeArguments(raw: unknown, options: CanonicalizeOptions = {}): string {
  const maxValueLength = options.maxValueLength ?? 256;
  try {
    return canonicalize(preparedArguments(raw) ?? parseArguments(raw), options, maxValueLength);
  } catch {
    // A getter or a proxy that throws: the value is still seen, as raw text that never throws.
    return quote(cut(rawText(raw), maxValueLength));
  }
}

function canonicalize(parsed: unknown, options: CanonicalizeOptions, maxValueLength: number): string {
  let value = parsed;
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
  const commentary = setOf(options.commentaryArgs, DEFAULT_COMMENTARY_ARGS, defaultCommentary);
  const unordered = setOf(options.unorderedArgs, DEFAULT_UNORDERED_ARGS, defaultUnordered);
  // Most calls are written with the defaults: their context is made once, not on every call.
  const context: WriteContext =
    maxValueLength === 256 && commentary === defaultCommentary && unordered === defaultUnordered
      ? defaultContext
      : { maxValueLength, commentary, unordered };
  return write(value, undefined, context, 0);
}

const defaultCommentary: ReadonlySet<string> = new Set(DEFAULT_COMMENTARY_ARGS);
const defaultUnordered: ReadonlySet<string> = new Set(DEFAULT_UNORDERED_ARGS);
const defaultContext: WriteContext = {
  maxValueLength: 256,
  commentary: defaultCommentary,
  unordered: defaultUnordered,
};

function setOf(
  given: readonly string[] | undefined,
  defaults: readonly string[],
  shared: ReadonlySet<string>,
): ReadonlySet<string> {
  return given === undefined || given === defaults ? shared : new Set(given);
}
