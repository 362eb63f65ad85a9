/** 1-based line and column of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = 0; index < offset && index < text.length; index++) {
    if (text.charCodeAt(index) === 10) {
      line++;
      lineStart = index + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** Reads the offset out of a `JSON.parse` error message ("at position 12" or "line 2 column 3"). */
export function jsonErrorOffset(text: string, error: unknown): number | undefined {
  const message = error instanceof Error ? error.message : '';
  const position = /at position (\d+)/.exec(message);
  if (position) return Number(position[1]);
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (!lineColumn) return message.includes('Unexpected end') ? text.length : undefined;
  const lines = text.split('\n');
  const line = Number(lineColumn[1]);
  let offset = 0;
  for (let index = 0; index < line - 1; index++) offset += (lines[index]?.length ?? 0) + 1;
  return offset + Number(lineColumn[2]) - 1;
}

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
