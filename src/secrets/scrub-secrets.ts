import { contextRules } from './context-rules.js';
import { createKeywordScanner } from './keyword-scanner.js';
import { privateKeyRule } from './private-key-rule.js';
import { REDACTED, type SecretRule } from './secret-rule.js';
import { isSensitiveKey } from './sensitive-key.js';
import { tokenRules } from './token-rules.js';

// Order matters: a PEM body can hold anything, so it goes first; vendor tokens go before the context
// rules so `api_key=sk-…` and `Bearer ghp_…` are caught by their shape even where the context is odd.
const rules: readonly SecretRule[] = [privateKeyRule, ...tokenRules, ...contextRules];

/** A kind of secret that {@link scrubSecrets} removes: its stable name and one line on what it covers. */
export interface SecretKind {
  readonly name: string;
  readonly description: string;
}

/** Every kind of secret that {@link scrubSecrets} and {@link scrubValue} remove, in the order they are applied. */
export const secretKinds: readonly SecretKind[] = Object.freeze(
  rules.map((rule) => Object.freeze({ name: rule.name, description: rule.description })),
);

// Clean text costs one lower-casing and one regex pass over it (see keyword-scanner.ts); only the
// rules whose keywords occur run at all. The scanner is built at the first scrub, not at import: a bare
// `import('loopguard')` or a CLI command that never scrubs should not pay for compiling its regexes.
let scanner: ((lowerText: string) => number[]) | undefined;
function findRules(lowerText: string): number[] {
  scanner ??= createKeywordScanner(rules.map((rule) => rule.keywords));
  return scanner(lowerText);
}

/**
 * Replaces secrets in free text with `[redacted]`, keeping the text around them (the header name, the
 * `password=` key, the URL host) so a log line stays readable. Covers every kind in {@link secretKinds}.
 * Returns the same string when nothing was found.
 * @example scrubSecrets('curl -H "Authorization: Bearer sk-proj-…" https://api.example') // 'curl -H "Authorization: Bearer [redacted]" https://api.example'
 */
export function scrubSecrets(text: string): string {
  const found = findRules(text.toLowerCase());
  let out = text;
  for (const index of found) out = (rules[index] as SecretRule).scrub(out);
  return out;
}

/**
 * Scrubs JSON text by its structure: parsed, every string scrubbed as it reads decoded (so a secret inside
 * an escaped string, `"{\\"password\\":\\"two words\\"}"`, is seen as written) and under secret-named
 * keys, then serialised again. Text that is not JSON is scrubbed as free text. Clean text costs one keyword
 * pass and comes back as the same string.
 */
export function scrubJsonText(text: string): string {
  if (findRules(text.toLowerCase()).length === 0 && !mayHoldSensitiveKey(text)) return text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return scrubSecrets(text);
  }
  const scrubbed = scrubValue(parsed);
  return scrubbed === parsed ? text : JSON.stringify(scrubbed);
}

const sensitiveKeyHint = /pass|pwd|secret|token|key|auth|cookie|credential/i;

function mayHoldSensitiveKey(text: string): boolean {
  return sensitiveKeyHint.test(text);
}

/** How deep {@link scrubValue} walks; below this a value is replaced by `'[too deep]'` rather than passed on unread. */
export const scrubValueMaxDepth = 64;

/**
 * A deep copy of a JSON-like value with every string scrubbed and every string under a secret-named
 * key (`password`, `apiKey`, `authorization`, `x-auth-token`, …) replaced by `[redacted]`. For error
 * evidence and CLI JSON output. Objects and arrays are copied only when something inside changed, so
 * a clean value comes back as the same reference. Cycles become `'[circular]'`, anything deeper than
 * {@link scrubValueMaxDepth} becomes `'[too deep]'`, and a property that throws when read becomes
 * `'[unreadable]'`; it never throws. Only arrays and plain objects are walked: class instances
 * (`Date`, `Map`, `Error`, …) are returned as they are, so convert them to plain data first.
 * @example scrubValue({ user: 'bob', password: 'correct horse' }) // { user: 'bob', password: '[redacted]' }
 */
export function scrubValue(value: unknown): unknown {
  return scrubAt(value, 0, new Set());
}

function scrubAt(value: unknown, depth: number, ancestors: Set<object>): unknown {
  if (typeof value === 'string') return scrubSecrets(value);
  if (typeof value !== 'object' || value === null) return value;
  const isArray = Array.isArray(value);
  if (!isArray && !isPlainObject(value)) return value;
  if (ancestors.has(value)) return '[circular]';
  if (depth >= scrubValueMaxDepth) return '[too deep]';
  ancestors.add(value);
  try {
    return isArray ? scrubArray(value, depth, ancestors) : scrubObject(value, depth, ancestors);
  } catch {
    // A Proxy whose ownKeys trap throws, or similar: nothing of it can be shown safely.
    return '[unreadable]';
  } finally {
    ancestors.delete(value);
  }
}

function scrubArray(array: readonly unknown[], depth: number, ancestors: Set<object>): unknown {
  let copy: unknown[] | undefined;
  for (let index = 0; index < array.length; index++) {
    const item = readProperty(array, index);
    const scrubbed = item === unreadable ? '[unreadable]' : scrubAt(item, depth + 1, ancestors);
    if (scrubbed !== item && copy === undefined) copy = array.slice(0, index);
    copy?.push(scrubbed);
  }
  return copy ?? array;
}

function scrubObject(object: object, depth: number, ancestors: Set<object>): unknown {
  const keys = Object.keys(object);
  const values: unknown[] = [];
  let changed = false;
  for (const key of keys) {
    const item = readProperty(object, key);
    let scrubbed: unknown;
    if (item === unreadable) scrubbed = '[unreadable]';
    else if (typeof item === 'string' && item !== '' && item !== REDACTED && isSensitiveKey(key))
      scrubbed = REDACTED;
    else scrubbed = scrubAt(item, depth + 1, ancestors);
    if (scrubbed !== item) changed = true;
    values.push(scrubbed);
  }
  // fromEntries defines properties, so a `__proto__` key stays a key instead of setting the prototype.
  return changed ? Object.fromEntries(keys.map((key, index) => [key, values[index]])) : object;
}

// A getter or Proxy trap that throws must not make the scrub throw, nor leave the throwing value in place.
const unreadable = Symbol('unreadable');

function readProperty(container: object, key: string | number): unknown {
  try {
    return (container as Record<string | number, unknown>)[key];
  } catch {
    return unreadable;
  }
}

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
