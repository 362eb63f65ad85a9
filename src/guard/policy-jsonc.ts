import type { Node, ParseError } from 'jsonc-parser';
import { ConfigError } from '../errors.js';
import { requireOnFirstUse } from '../utils/first-use.js';
import { lineAndColumn } from '../utils/parse-json.js';
import { type LocateOption, walkOptionPath } from './policy-position.js';

// The JSONC parser is loaded when a policy is first parsed, not when the package is imported.
const loadJsonc = requireOnFirstUse<typeof import('jsonc-parser')>('jsonc-parser');

function words(code: string): string {
  return code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

const keyOf = (property: Node): string => String(property.children?.[0]?.value);

function childKeys(node: Node): string[] {
  if (node.type === 'object') return (node.children ?? []).map(keyOf);
  if (node.type === 'array') return (node.children ?? []).map((_, index) => String(index));
  return [];
}

function child(node: Node, key: string): Node | undefined {
  if (node.type === 'array') return node.children?.[Number(key)];
  // The last of duplicate keys wins, as in JSON.parse.
  const property = (node.children ?? []).findLast((candidate) => keyOf(candidate) === key);
  return property?.children?.[1];
}

// Own properties only (`Object.fromEntries`), so a `__proto__` key is data, as with JSON.parse.
function plainValue(node: Node): unknown {
  if (node.type === 'object') {
    return Object.fromEntries(
      (node.children ?? []).map((property) => [keyOf(property), plainValue(property.children?.[1] as Node)]),
    );
  }
  if (node.type === 'array') return (node.children ?? []).map(plainValue);
  return node.value;
}

/**
 * Reads a JSON policy that may hold comments (JSONC: `//` and `/* *\/`; no trailing commas, as the JSONC
 * spec says). A syntax error is a ConfigError at `source:line:column`. Returns the value and a locator of
 * each option's line and column (the key's, for a property) for the validation messages.
 */
export function readJsoncPolicy(text: string, source: string): { value: unknown; locate: LocateOption } {
  const { parseTree, printParseErrorCode } = loadJsonc();
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, {
    allowTrailingComma: false,
    disallowComments: false,
    allowEmptyContent: false,
  });
  const first = errors[0];
  if (first !== undefined || root === undefined) {
    const { line, column } = lineAndColumn(text, first?.offset ?? 0);
    const message = first ? words(printParseErrorCode(first.error)) : 'the file is empty';
    throw new ConfigError('LOOPGUARD_INVALID_OPTIONS', [{ path: '', message: `invalid JSON: ${message}` }], {
      source: `${source}:${line}:${column}`,
    });
  }
  const locate: LocateOption = (path) => {
    const found = walkOptionPath(root, path, childKeys, child);
    if (!found) return undefined;
    const node = found.node.parent?.type === 'property' ? found.node.parent : found.node;
    return lineAndColumn(text, node.offset);
  };
  return { value: plainValue(root), locate };
}
