import { isMap, isPair, isScalar, isSeq, type Node, type Pair, parseDocument } from 'yaml';
import { ConfigError } from '../errors.js';
import { lineAndColumn } from '../utils/parse-json.js';
import { type LocateOption, walkOptionPath } from './policy-position.js';

// Loaded only when a YAML policy is read (load-policy.ts imports this module dynamically), so library users
// who never read one do not load the YAML parser.

type Located = Node | Pair;

function childKeys(node: Located): string[] {
  const value = isPair(node) ? node.value : node;
  if (isMap(value)) return value.items.map((pair) => String(isScalar(pair.key) ? pair.key.value : pair.key));
  if (isSeq(value)) return value.items.map((_, index) => String(index));
  return [];
}

function child(node: Located, key: string): Located | undefined {
  const value = isPair(node) ? node.value : node;
  if (isMap(value)) {
    return value.items.find((pair) => String(isScalar(pair.key) ? pair.key.value : pair.key) === key);
  }
  if (isSeq(value)) return (value.items[Number(key)] as Node | undefined) ?? undefined;
  return undefined;
}

function offsetOf(node: Located): number | undefined {
  const target = isPair(node) ? node.key : node;
  return (target as Node | null)?.range?.[0];
}

/**
 * Reads a YAML policy. A syntax error (also a duplicate key or an alias bomb) is a ConfigError at
 * `source:line:column`. Returns the value and a locator of each option's line and column.
 */
export function readYamlPolicy(text: string, source: string): { value: unknown; locate: LocateOption } {
  const document = parseDocument(text, { prettyErrors: true });
  const error = document.errors[0];
  if (error) {
    const position = error.linePos?.[0];
    const where = position ? `${source}:${position.line}:${position.col}` : source;
    // Pretty messages end with the position and quote the text; the position goes into the source instead.
    const message = (error.message.split('\n')[0] ?? error.message).replace(
      / at line \d+, column \d+:?$/,
      '',
    );
    throw new ConfigError('LOOPGUARD_INVALID_OPTIONS', [{ path: '', message: `invalid YAML: ${message}` }], {
      source: where,
    });
  }
  let value: unknown;
  try {
    value = document.toJS({ maxAliasCount: 100 });
  } catch (cause) {
    throw new ConfigError(
      'LOOPGUARD_INVALID_OPTIONS',
      [{ path: '', message: `invalid YAML: ${(cause as Error).message}` }],
      { source, cause },
    );
  }
  const root = document.contents;
  const locate: LocateOption = (path) => {
    if (!root) return undefined;
    const found = walkOptionPath<Located>(root, path, childKeys, child);
    const offset = found && offsetOf(found.node);
    return offset === undefined ? undefined : lineAndColumn(text, offset);
  };
  return { value, locate };
}
