import type { ProxyApi } from './proxy-metrics.js';
import { bodyObject, parseBody } from './request-body.js';

type Body = Record<string, unknown>;

/** A run's last body as far as the next one can reuse it: its bytes, where its history list sits, the list. */
interface LastBody {
  /**
   * Its bytes, in pieces that are copies (a server may use a request's buffer again once the request is read):
   * a body that resends the last one's bytes up to its list's end keeps that part's pieces and copies the rest
   * only, so a long conversation's history is not copied again with each call.
   */
  readonly parts: readonly Buffer[];
  /** Offset of the list's `[`. */
  readonly open: number;
  /** Offset of the list's `]`. */
  readonly close: number;
  readonly list: readonly unknown[];
  /** The body's other fields as read then (a copy: the list's place holds the list). */
  readonly outer: Body;
}

/** Bodies kept in all; the least recently used key's oldest goes first. */
const KEPT_BODIES = 32;
/**
 * Bodies kept under one key, the newest first: a run's last one (and one it sent that did not go on from
 * it), or the last ones of a few conversations that open alike when no header names their runs.
 */
const KEPT_PER_KEY = 4;
const kept = new Map<string, LastBody[]>();
let keptBodies = 0;
const decoder = new TextDecoder();
// For the parts after the start: a byte-order mark there is no whitespace to JSON, and stays in the text.
const inner = new TextDecoder('utf-8', { ignoreBOM: true });

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const opens = (byte: number) => byte === 0x5b || byte === 0x7b;
const closes = (byte: number) => byte === 0x5d || byte === 0x7d;
const SPACES = new Set([0x20, 0x09, 0x0a, 0x0d]);

/** How a history field's name is written plainly, and how any escape of a letter begins. */
const NAMES = new Map(['messages', 'input'].map((field) => [field, Buffer.from(JSON.stringify(field))]));
const ESCAPE = Buffer.from('\\u');

/** The list of a request's history, by API: what a conversation resends with each call. */
const HISTORY_FIELD: Readonly<Record<ProxyApi, string>> = {
  'openai-chat': 'messages',
  'openai-responses': 'input',
  'anthropic-messages': 'messages',
};

/**
 * Offset of the bracket that closes the list or object whose inside starts at `from`, `depth` deep, or -1.
 * UTF-8 continuation bytes are never ASCII, so bytes are read as they are.
 */
function closingAt(bytes: Uint8Array, from: number, depth: number): number {
  let open = depth;
  for (let at = from; at < bytes.length; at++) {
    const byte = bytes[at] as number;
    if (byte === QUOTE) {
      for (at++; at < bytes.length && bytes[at] !== QUOTE; at++) if (bytes[at] === BACKSLASH) at++;
    } else if (opens(byte)) open++;
    else if (closes(byte) && --open === 0) return at;
  }
  return -1;
}

/** Pieces kept before one body's are joined into one copy: a long run's comparisons stay few. */
const MAX_PARTS = 16;

/** Whether `bytes` from `at` holds `length` bytes equal to those of `parts` (one body, in pieces) from `from`. */
function sameAsParts(
  bytes: Buffer,
  at: number,
  parts: readonly Buffer[],
  from: number,
  length: number,
): boolean {
  let offset = 0;
  let left = length;
  for (const part of parts) {
    if (left === 0) break;
    const end = offset + part.length;
    if (end > from) {
      const start = Math.max(from - offset, 0);
      const size = Math.min(part.length - start, left);
      if (bytes.compare(part, start, start + size, at, at + size) !== 0) return false;
      at += size;
      left -= size;
    }
    offset = end;
  }
  return left === 0;
}

/** The pieces of `parts` up to `length` bytes (views of the same copies). */
function partsBefore(parts: readonly Buffer[], length: number): Buffer[] {
  const kept: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    if (offset >= length) break;
    kept.push(offset + part.length <= length ? part : part.subarray(0, length - offset));
    offset += part.length;
  }
  return kept.length > MAX_PARTS ? [Buffer.concat(kept)] : kept;
}

/** Bytes in `parts`. */
const partsLength = (parts: readonly Buffer[]): number => parts.reduce((sum, part) => sum + part.length, 0);

/**
 * Where the top-level `field` holds a list: the offsets of its brackets. `undefined` when it holds none, when
 * the field is named twice, or when any top-level name is written with an escape (then the name JSON reads
 * is not the bytes): the body is then read whole each time.
 */
function listBounds(bytes: Buffer, field: string): { open: number; close: number } | undefined {
  const name = NAMES.get(field) as Buffer;
  let found: { open: number; close: number } | undefined;
  let at = bytes.indexOf(0x7b) + 1;
  if (at === 0) return undefined;
  for (; at < bytes.length; at++) {
    const byte = bytes[at] as number;
    if (byte !== QUOTE) continue;
    // A name at the top level: read it, its colon, then step over its value.
    let end = at + 1;
    for (; end < bytes.length && bytes[end] !== QUOTE; end++) if (bytes[end] === BACKSLASH) return undefined;
    let value = end + 1;
    while (SPACES.has(bytes[value] as number)) value++;
    if (bytes[value] !== COLON) return undefined;
    value++;
    while (SPACES.has(bytes[value] as number)) value++;
    const named = bytes.subarray(at, end + 1).equals(name);
    if (named && found !== undefined) return undefined;
    const first = bytes[value] as number;
    let last: number;
    if (opens(first)) last = closingAt(bytes, value + 1, 1);
    else if (first === QUOTE) {
      for (last = value + 1; last < bytes.length && bytes[last] !== QUOTE; last++)
        if (bytes[last] === BACKSLASH) last++;
    } else {
      for (last = value; last < bytes.length && bytes[last] !== COMMA && !closes(bytes[last] as number); )
        last++;
      last--;
    }
    if (last < 0) return undefined;
    if (named && first === 0x5b) found = { open: value, close: last };
    else if (named) return undefined;
    // On to the comma (or the closing brace) after the value.
    for (at = last + 1; at < bytes.length && bytes[at] !== COMMA; at++) if (bytes[at] === 0x7d) return found;
  }
  return found;
}

/** The fields around the list, read with an empty list in its place; `undefined` when JSON would read them otherwise. */
function fieldsAround(bytes: Buffer, last: LastBody, rest: Buffer, field: string): Body | undefined {
  // A later key of the same name (plain, or spelled with escapes) is the one JSON takes: read it whole.
  if (rest.includes(NAMES.get(field) as Buffer) || rest.includes(ESCAPE)) return undefined;
  const outer = bodyObject(() =>
    JSON.parse(`${decoder.decode(bytes.subarray(0, last.open))}[]${inner.decode(rest)}`),
  );
  if (typeof outer === 'string') return undefined;
  const placeholder = outer[field];
  return Array.isArray(placeholder) && placeholder.length === 0 ? outer : undefined;
}

/**
 * The body read from what is new since the run's last one: its bytes up to the end of the last history list
 * are the same, and the list goes on (or ends) there. The elements after it are parsed, the rest of the body
 * parsed with an empty list in its place, and the list made of the last one's elements and the new ones.
 * `undefined` whenever any of that does not hold (the body is then parsed whole, as JSON.parse reads it).
 */
function fromLast(bytes: Buffer, last: LastBody, field: string): { body: Body; entry: LastBody } | undefined {
  if (bytes.length <= last.close) return undefined;
  if (!sameAsParts(bytes, 0, last.parts, 0, last.close)) return undefined;
  const next = bytes[last.close];
  let close = last.close;
  let list: unknown[];
  if (next === 0x5d) list = last.list.slice();
  else if (next === COMMA && last.list.length > 0) {
    close = closingAt(bytes, last.close + 1, 1);
    if (close < 0 || bytes[close] !== 0x5d) return undefined;
    let added: unknown;
    try {
      added = JSON.parse(`[${inner.decode(bytes.subarray(last.close + 1, close))}]`);
    } catch {
      return undefined;
    }
    if (!Array.isArray(added) || added.length === 0) return undefined;
    list = last.list.concat(added);
  } else return undefined;
  const rest = bytes.subarray(close + 1);
  // The same fields after the list as last time (the same tools, the same cap): the same values, read then.
  const lastRest = partsLength(last.parts) - last.close - 1;
  const outer =
    rest.length === lastRest && sameAsParts(rest, 0, last.parts, last.close + 1, lastRest)
      ? { ...last.outer }
      : fieldsAround(bytes, last, rest, field);
  if (outer === undefined) return undefined;
  outer[field] = list;
  const entry = {
    parts: [...partsBefore(last.parts, last.close), Buffer.from(bytes.subarray(last.close))],
    open: last.open,
    close,
    list: list.slice(),
    outer: { ...outer },
  };
  return { body: outer, entry };
}

/** Puts `entry` first among the bodies kept under `name`, in place of `taken` (the one it goes on from). */
function keep(name: string, entry: LastBody, taken?: LastBody): void {
  const bodies = kept.get(name) ?? [];
  kept.delete(name);
  keptBodies -= bodies.length;
  const at = taken === undefined ? -1 : bodies.indexOf(taken);
  if (at !== -1) bodies.splice(at, 1);
  bodies.unshift(entry);
  if (bodies.length > KEPT_PER_KEY) bodies.length = KEPT_PER_KEY;
  kept.set(name, bodies);
  keptBodies += bodies.length;
  while (keptBodies > KEPT_BODIES) {
    const [oldestName, oldest] = kept.entries().next().value as [string, LastBody[]];
    oldest.pop();
    keptBodies--;
    if (oldest.length === 0) kept.delete(oldestName);
  }
}

/** A model's turn in a history of any of the three APIs: what only a conversation under way holds. */
const isModelTurn = (item: unknown): boolean =>
  typeof item === 'object' &&
  item !== null &&
  ((item as { role?: unknown }).role === 'assistant' ||
    (item as { type?: unknown }).type === 'function_call');

/** Options of {@link parseResentBody}. */
export interface ResentBodyOptions {
  /**
   * Runs work once the reply is out (`ProxyRequest.afterReply`): where a body parsed whole keeps its list,
   * read for the next body, is found then. Without it, at once.
   */
  readonly later?: ((work: () => void) => void) | undefined;
  /**
   * A body parsed whole is kept only when its history holds a model turn: for keys that name no run, so that
   * single calls (a task and its prompt, sent once) are not copied and scanned for a next body that never comes.
   * @default false
   */
  readonly conversationsOnly?: boolean | undefined;
}

/**
 * Parses a request body as {@link parseBody} does, reading a conversation's resent history once: it sends
 * every earlier message again with each call, so a body whose bytes begin as a kept one did, up to the end of
 * its history list, reuses that body's parsed messages (the same bytes read the same) and parses only what
 * follows; it then takes that body's place. `key` names where bodies are kept: a run (the client key and
 * `x-loopguard-run-id`), or the client key and the opening bytes of a body without one (see
 * `openingKey`); the API is added. Meant for bodies under the sliced-parse size. The reused messages
 * are shared with the earlier body's readers: nothing downstream writes to a request's messages.
 */
export function parseResentBody(
  bytes: Uint8Array,
  api: ProxyApi,
  key: string,
  options: ResentBodyOptions = {},
): Body | string {
  const field = HISTORY_FIELD[api];
  const buffer = Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const name = `${api}\n${key}`;
  for (const last of kept.get(name) ?? []) {
    const reused = fromLast(buffer, last, field);
    if (reused === undefined) continue;
    keep(name, reused.entry, last);
    return reused.body;
  }
  const body = parseBody(buffer);
  if (typeof body === 'string') return body;
  const list = body[field];
  if (!Array.isArray(list) || (options.conversationsOnly === true && !list.some(isModelTurn))) return body;
  // The bytes are copied now (a server may use a request's buffer again once it is read); where the list sits
  // in them is read off the client's wait, a pass over every byte of the body.
  const parts = [Buffer.from(buffer)];
  const entry = { list: list.slice(), outer: { ...body } };
  const find = () => {
    const bounds = listBounds(parts[0] as Buffer, field);
    if (bounds !== undefined) keep(name, { parts, ...bounds, ...entry });
  };
  if (options.later === undefined) find();
  else options.later(find);
  return body;
}
