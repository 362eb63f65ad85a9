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
 * {@link rawText}'s work on one value, resumable: each {@link RawTextWriter.run} writes a given number of values
 * more, so that a caller can split the text of a value thousands of levels deep into slices of work.
 */
export class RawTextWriter {
  private readonly parts: string[] = [];
  private readonly open = new Set<object>();
  private readonly stack: { frame: Frame; owner: object }[] = [];
  private nodes = 0;
  private started = false;

  constructor(private readonly value: unknown) {}

  /** Writes up to `values` more values or closing brackets (at least one); true once the whole value is written. */
  run(values: number): boolean {
    let left = values;
    if (!this.started) {
      this.started = true;
      this.enter(this.value);
      left--;
    }
    const { parts, stack } = this;
    while (stack.length > 0 && left > 0) {
      const top = stack[stack.length - 1] as { frame: Frame; owner: object };
      const frame = top.frame;
      if (frame.index >= frame.items.length) {
        parts.push(frame.keys === null ? ']' : '}');
        this.open.delete(top.owner);
        stack.pop();
        left--;
        continue;
      }
      if (frame.index > 0) parts.push(',');
      if (frame.keys !== null) parts.push(`${JSON.stringify(frame.keys[frame.index])}:`);
      const item = frame.items[frame.index];
      frame.index++;
      this.enter(item);
      left--;
    }
    return stack.length === 0;
  }

  /** The text written so far: the value's whole text once {@link RawTextWriter.run} said it is done. */
  text(): string {
    return this.parts.join('');
  }

  private enter(item: unknown): void {
    const { parts, open } = this;
    this.nodes++;
    if (item === null || typeof item !== 'object') {
      parts.push(scalar(item));
      return;
    }
    if (open.has(item) || this.nodes > RAW_TEXT_MAX_NODES) {
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
    this.stack.push({ frame: { items, keys, index: 0 }, owner: item });
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
  const writer = new RawTextWriter(value);
  writer.run(Number.POSITIVE_INFINITY);
  return writer.text();
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
