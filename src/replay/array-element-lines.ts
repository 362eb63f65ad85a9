/** The 1-based line on which each element of a top-level JSON array starts. */
export function arrayElementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let expectValue = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '\n') line++;
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === ' ' || char === '\n' || char === '\r' || char === '\t') continue;
    if (depth === 1 && expectValue && char !== ']') {
      lines.push(line);
      expectValue = false;
    }
    if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth++;
      if (depth === 1) expectValue = true;
    } else if (char === ']' || char === '}') depth--;
    else if (char === ',' && depth === 1) expectValue = true;
  }
  return lines;
}
