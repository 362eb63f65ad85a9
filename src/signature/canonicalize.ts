import { hashString } from './hash.js';
import { collapseWhitespace } from './normalize-text.js';
import { isVolatileKey, isVolatileValue, maskVolatileText } from './volatile.js';

/** How arguments are reduced to their canonical form. */
export interface CanonicalizeOptions {
  /** Keep only these top-level keys (the tool's core arguments). */
  readonly coreArgs?: readonly string[] | undefined;
  /** Drop these top-level keys. */
  readonly ignoreArgs?: readonly string[] | undefined;
  /** Strings longer than this are cut to a prefix plus a hash of the whole. @default 256 */
  readonly maxValueLength?: number;
}

const idKeyPattern = /(^id$|_id$|Id$|^page|offset|cursor|limit|index|line|start|end)/;

/** Parses tool arguments given as a JSON string or an object; unparseable strings stay strings. */
export function parseArguments(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  const text = raw.trim();
  if (text === '') return {};
  const first = text.charCodeAt(0);
  if (first !== 123 && first !== 91) return raw;
  try {
    return JSON.parse(text);
  } catch {
    return raw;
  }
}

function canonicalString(text: string, maxValueLength: number, identifier: boolean): string {
  const collapsed = collapseWhitespace(text);
  const cleaned = identifier ? collapsed : maskVolatileText(collapsed);
  if (cleaned.length <= maxValueLength) return cleaned;
  return `${cleaned.slice(0, Math.min(200, maxValueLength))}…#${hashString(cleaned)}/${cleaned.length}`;
}

function write(value: unknown, key: string | undefined, maxValueLength: number): string {
  if (value === null || value === undefined) return 'null';
  switch (typeof value) {
    case 'string': {
      const identifier = key !== undefined && idKeyPattern.test(key);
      if (key !== undefined && !identifier && isVolatileValue(value)) return '"<volatile>"';
      return JSON.stringify(canonicalString(value, maxValueLength, identifier));
    }
    case 'number':
      if (key !== undefined && !idKeyPattern.test(key) && isVolatileValue(value)) return '"<volatile>"';
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object': {
      if (Array.isArray(value)) {
        let out = '[';
        for (let index = 0; index < value.length; index++) {
          if (index > 0) out += ',';
          out += write(value[index], undefined, maxValueLength);
        }
        return `${out}]`;
      }
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record).sort();
      let out = '{';
      let first = true;
      for (const name of keys) {
        if (isVolatileKey(name) || record[name] === undefined) continue;
        if (!first) out += ',';
        first = false;
        out += `${JSON.stringify(name)}:${write(record[name], name, maxValueLength)}`;
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
  return write(value, undefined, maxValueLength);
}
