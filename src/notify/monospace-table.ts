import type { TableData } from '../report/render.js';

// East Asian wide and fullwidth ranges (UAX #11, W and F), plus the emoji blocks chat fonts draw wide.
const wideRanges: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x1f300, 0x1f64f],
  [0x1f900, 0x1f9ff],
  [0x20000, 0x3fffd],
];

function charWidth(codePoint: number): number {
  // Combining marks and zero-width characters take no column.
  if ((codePoint >= 0x300 && codePoint <= 0x36f) || codePoint === 0x200b || codePoint === 0xfe0f) return 0;
  for (const [low, high] of wideRanges) if (codePoint >= low && codePoint <= high) return 2;
  return 1;
}

/** Columns a string takes in a monospace font: CJK and fullwidth characters take two. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char.codePointAt(0) as number);
  return width;
}

function pad(text: string, width: number, right: boolean): string {
  const fill = ' '.repeat(Math.max(0, width - displayWidth(text)));
  return right ? fill + text : text + fill;
}

/**
 * A table in plain ASCII (`|`, `-`) padded by display width, for a chat's code block: box-drawing
 * characters are ambiguous-width and a CJK font draws them two columns wide, which breaks the columns, and
 * an agent called 清洗 takes four columns, not two. Numbers are right-aligned.
 */
export function monospaceTable(data: TableData): string {
  const cells = data.rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell))));
  const numeric = data.head.map(
    (_, column) =>
      data.rows.length > 0 &&
      data.rows.every((row) => row[column] === null || typeof row[column] === 'number'),
  );
  const widths = data.head.map((head, column) =>
    Math.max(displayWidth(head), ...cells.map((row) => displayWidth(row[column] ?? ''))),
  );
  const line = (row: readonly string[], alignNumbers: boolean) =>
    row
      .map((cell, column) => pad(cell, widths[column] ?? 0, alignNumbers && (numeric[column] ?? false)))
      .join(' | ')
      .trimEnd();
  return [
    line(data.head, false),
    widths.map((width) => '-'.repeat(width)).join('-+-'),
    ...cells.map((row) => line(row, true)),
  ].join('\n');
}
