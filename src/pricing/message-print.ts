import { avalanche } from './content-hash.js';

// Seeded once per process, as the content hash is: a message cannot be crafted ahead to print as another.
const seed = (Math.random() * 2 ** 32) >>> 0;

/** Strings up to this length are printed whole; longer ones by their length and ends. */
const WHOLE_CHARS = 16;
const HEAD_CHARS = 4;
const TAIL_CHARS = 12;
/** Nesting and nodes a print reads before it gives up (the message is then counted by content). */
const MAX_DEPTH = 6;
const MAX_NODES = 256;

/**
 * One step of the print: a multiply by an odd constant and a rotation, each a bijection of 32 bits, so two
 * inputs that differ in one block always print apart (the avalanche at the end spreads the difference).
 * A MurmurHash3 round, three multiplies, made the print of a rebuilt history slower for no use here: a print
 * is compared with one message, never looked up among many.
 */
function round(hash: number, block: number): number {
  const mixed = Math.imul(hash ^ block, 0x9e3779b1);
  return (mixed << 13) | (mixed >>> 19);
}

function mixChars(hash: number, text: string, from: number, to: number): number {
  let h = hash;
  let index = from;
  for (; index + 1 < to; index += 2)
    h = round(h, text.charCodeAt(index) | (text.charCodeAt(index + 1) << 16));
  return index < to ? round(h, text.charCodeAt(index)) : h;
}

/** A string by its length and, past {@link WHOLE_CHARS}, its ends only. */
function mixString(hash: number, text: string): number {
  const { length } = text;
  const h = round(hash, length);
  if (length <= WHOLE_CHARS) return mixChars(h, text, 0, length);
  return mixChars(mixChars(h, text, 0, HEAD_CHARS), text, length - TAIL_CHARS, length);
}

/** Marks a printed value's kind, so `null`, `"null"` and an absent value differ. */
enum Kind {
  String = 1,
  Number,
  True,
  False,
  Absent,
  Null,
  Array,
  Object,
  ToolCalls,
}

/** The node budget of the print in progress (prints are synchronous, so one is in progress at a time). */
let nodesLeft = 0;

/** JSON-like data, or `undefined` when it is too deep or too large to print cheaply. */
function mixData(hash: number, value: unknown, depth: number): number | undefined {
  if (--nodesLeft < 0) return undefined;
  switch (typeof value) {
    case 'string':
      return mixString(round(hash, Kind.String), value);
    case 'number':
      return round(round(round(hash, Kind.Number), value | 0), (value * 1_000_003) | 0);
    case 'boolean':
      return round(hash, value ? Kind.True : Kind.False);
    case 'undefined':
      return round(hash, Kind.Absent);
    case 'object':
      break;
    default:
      return undefined;
  }
  if (value === null) return round(hash, Kind.Null);
  if (depth >= MAX_DEPTH) return undefined;
  let h: number | undefined;
  if (Array.isArray(value)) {
    h = round(round(hash, Kind.Array), value.length);
    for (const element of value) {
      h = mixData(h, element, depth + 1);
      if (h === undefined) return undefined;
    }
    return h;
  }
  h = round(hash, Kind.Object);
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    h = mixData(mixString(h, key), record[key], depth + 1);
    if (h === undefined) return undefined;
  }
  return h;
}

/**
 * OpenAI tool calls by id, and the lengths of their names and arguments; any other shape as data. A call's
 * id is issued by the provider for that call, and its name and arguments never change under it: reading
 * their characters too cost as much as the rest of a rebuilt history's prints together.
 */
function mixToolCalls(hash: number, calls: unknown): number | undefined {
  if (!Array.isArray(calls)) return mixData(hash, calls, 0);
  let h: number | undefined = round(round(hash, Kind.ToolCalls), calls.length);
  for (const call of calls) {
    const record = call as { id?: unknown; function?: { name?: unknown; arguments?: unknown } } | null;
    const fn = record?.function;
    if (typeof record?.id === 'string' && typeof fn?.name === 'string' && typeof fn.arguments === 'string')
      h = round(round(mixString(h, record.id), fn.name.length), fn.arguments.length);
    else h = mixData(h, call, 1);
    if (h === undefined) return undefined;
  }
  return h;
}

function mixOptionalString(hash: number, value: unknown): number | undefined {
  if (value === undefined) return round(hash, Kind.Absent);
  return typeof value === 'string' ? mixString(round(hash, Kind.String), value) : mixData(hash, value, 0);
}

/**
 * A 32-bit print of what a message's count depends on (content, tool calls, name) and of the call a result
 * answers, read cheaply: strings by their length, first 4 and last 12 characters, OpenAI tool calls by id
 * and the lengths of their names and arguments. It tells whether a rebuilt message is the one sent in its
 * place before, not what any message holds (one 32-bit lane: it is compared with one message, not looked up
 * among many): two messages that differ only inside a long string, or two calls under one id with arguments
 * of one length, print alike, and the count would be the earlier one's (an estimate that the billed usage
 * settles; an exact count compares in full). 0 when the message is too deep or too large to print.
 */
export function messagePrint(message: {
  readonly content?: unknown;
  readonly tool_calls?: unknown;
  readonly name?: unknown;
  readonly tool_call_id?: unknown;
}): number {
  nodesLeft = MAX_NODES;
  const { content, tool_calls: calls } = message;
  let h: number | undefined =
    typeof content === 'string' ? mixString(round(seed, Kind.String), content) : mixData(seed, content, 0);
  if (h !== undefined && calls !== undefined) h = mixToolCalls(h, calls);
  if (h !== undefined) h = mixOptionalString(h, message.name);
  if (h !== undefined) h = mixOptionalString(h, message.tool_call_id);
  return h === undefined ? 0 : avalanche(h) || 1;
}

/** Equal as JSON-like data, strings by value, up to the depth a print reads: the full check of a print. */
export function samePrintedData(left: unknown, right: unknown, depth = 0): boolean {
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  if (depth >= MAX_DEPTH) return false;
  if (Array.isArray(left)) {
    if (!Array.isArray(right) || left.length !== right.length) return false;
    for (let index = 0; index < left.length; index++)
      if (!samePrintedData(left[index], right[index], depth + 1)) return false;
    return true;
  }
  if (Array.isArray(right)) return false;
  const leftRecord = left as Record<string, unknown>;
  const rightRecord = right as Record<string, unknown>;
  let keys = 0;
  for (const key in leftRecord) {
    if (!Object.hasOwn(leftRecord, key)) continue;
    keys++;
    if (!Object.hasOwn(rightRecord, key) || !samePrintedData(leftRecord[key], rightRecord[key], depth + 1))
      return false;
  }
  for (const key in rightRecord) if (Object.hasOwn(rightRecord, key)) keys--;
  return keys === 0;
}
