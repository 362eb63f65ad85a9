/** What a byte scan of JSON text needs to carry from one chunk to the next to measure nesting. */
export interface NestingState {
  depth: number;
  maxDepth: number;
  inString: boolean;
  escaped: boolean;
}

/** A state at the start of a JSON text. */
export function nestingStart(): NestingState {
  return { depth: 0, maxDepth: 0, inString: false, escaped: false };
}

/**
 * Advances `state` over `bytes[start, end)` of UTF-8 JSON and returns it; stops early once `maxDepth`
 * exceeds `limit`, as the text is then rejected anyway. Bytes are safe to scan one by one: UTF-8 never
 * puts an ASCII byte inside a multi-byte character.
 */
export function scanNesting(
  state: NestingState,
  bytes: Uint8Array,
  start: number,
  end: number,
  limit: number,
): NestingState {
  let { depth, maxDepth, inString, escaped } = state;
  for (let index = start; index < end; index++) {
    const byte = bytes[index] as number;
    if (inString) {
      if (escaped) escaped = false;
      else if (byte === 0x5c) escaped = true;
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x7b || byte === 0x5b) {
      depth++;
      if (depth > maxDepth) {
        maxDepth = depth;
        if (maxDepth > limit) break;
      }
    } else if (byte === 0x7d || byte === 0x5d) depth--;
  }
  state.depth = depth;
  state.maxDepth = maxDepth;
  state.inString = inString;
  state.escaped = escaped;
  return state;
}

/**
 * True when JSON carried inside a string (tool arguments, a tool result) nests deeper than `limit`:
 * the guard parses such strings and walks them recursively.
 */
export function isNestedDeeperThan(text: string, limit: number): boolean {
  // Each level takes at least two characters, so a short text cannot be too deep.
  if (text.length <= limit * 2) return false;
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (escaped) escaped = false;
      else if (code === 0x5c) escaped = true;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      if (++depth > limit) return true;
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
  return false;
}
