/** Values written at most by {@link rawText}; past it the rest is left out (the length still goes in the hash). */
export const RAW_TEXT_MAX_NODES = 100_000;

type Frame = { readonly items: readonly unknown[]; readonly keys: readonly string[] | null; index: number };

/** One scalar as text: never throws, whatever the value (BigInt, a symbol, a function, a getter's value). */
function scalar(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      return `${value}n`;
    case 'undefined':
      return 'null';
    default:
      try {
        return JSON.stringify(String(value));
      } catch {
        return '"?"';
      }
  }
}

function read(record: object, key: string): unknown {
  try {
    return (record as Record<string, unknown>)[key];
  } catch {
    return '<unreadable>';
  }
}

/**
 * JSON-like text of any value, written without recursion: as deep as it goes, circular references written as
 * `"<circular>"`, BigInt as `12n`, keys sorted, at most {@link RAW_TEXT_MAX_NODES} values. It never throws, so a
 * value a model or a tool produced (4,000 levels of nesting, a cycle, a getter that throws) is still seen, and
 * the same value always gives the same text.
 */
export function rawText(value: unknown): string {
  if (value === null || typeof value !== 'object') return scalar(value);
  const parts: string[] = [];
  const open = new Set<object>();
  const stack: { frame: Frame; owner: object }[] = [];
  let nodes = 0;
  const enter = (item: unknown): void => {
    nodes++;
    if (item === null || typeof item !== 'object') {
      parts.push(scalar(item));
      return;
    }
    if (open.has(item) || nodes > RAW_TEXT_MAX_NODES) {
      parts.push(open.has(item) ? '"<circular>"' : '"<cut>"');
      return;
    }
    let keys: string[] | null = null;
    let items: unknown[];
    try {
      if (Array.isArray(item)) items = item.slice();
      else {
        keys = Object.keys(item).sort();
        items = keys.map((key) => read(item, key));
      }
    } catch {
      parts.push('"<unreadable>"');
      return;
    }
    open.add(item);
    parts.push(keys === null ? '[' : '{');
    stack.push({ frame: { items, keys, index: 0 }, owner: item });
  };
  enter(value);
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as { frame: Frame; owner: object };
    const frame = top.frame;
    if (frame.index >= frame.items.length) {
      parts.push(frame.keys === null ? ']' : '}');
      open.delete(top.owner);
      stack.pop();
      continue;
    }
    if (frame.index > 0) parts.push(',');
    if (frame.keys !== null) parts.push(`${JSON.stringify(frame.keys[frame.index])}:`);
    const item = frame.items[frame.index];
    frame.index++;
    enter(item);
  }
  return parts.join('');
}

/** `JSON.stringify`, or {@link rawText} where it throws (a cycle, a BigInt, nesting past the stack) or gives nothing. */
export function safeStringify(value: unknown): string {
  try {
    const text = JSON.stringify(value);
    if (text !== undefined) return text;
  } catch {
    // A cycle, a BigInt, a throwing getter or toJSON, nesting deeper than the stack: written without recursion.
  }
  return rawText(value);
}
