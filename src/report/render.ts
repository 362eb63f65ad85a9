import { displayWidth } from './display-width.js';

/** A plain table: header plus rows of cells. */
export interface TableData {
  readonly head: readonly string[];
  readonly rows: readonly (readonly (string | number | null)[])[];
}

function border(widths: readonly number[], left: string, middle: string, right: string): string {
  return `${left}${widths.map((width) => '─'.repeat(width + 2)).join(middle)}${right}`;
}

/** One table row; a cell with line breaks makes it as many lines high, each cell's lines from the top. */
function rowLines(cells: readonly string[], widths: readonly number[]): string[] {
  const lines = cells.map((cell) => cell.split('\n'));
  const height = Math.max(1, ...lines.map((cellLines) => cellLines.length));
  const out: string[] = [];
  for (let index = 0; index < height; index++) {
    const parts = widths.map((width, column) => {
      const text = lines[column]?.[index] ?? '';
      return ` ${text}${' '.repeat(Math.max(0, width - displayWidth(text)))} `;
    });
    out.push(`│${parts.join('│')}│`);
  }
  return out;
}

/**
 * A boxed table for terminals (no colours, so it pastes anywhere), drawn without a dependency in the look
 * cli-table3 gave it: every column as wide as its widest line, no lines between rows.
 */
export function renderTable(data: TableData): string {
  const rows = [data.head, ...data.rows].map((row) =>
    data.head.map((_, column) => {
      const cell = row[column];
      return cell === null || cell === undefined ? '' : String(cell);
    }),
  );
  const widths = data.head.map((_, column) =>
    Math.max(...rows.map((row) => displayWidth(row[column] as string))),
  );
  return [
    border(widths, '┌', '┬', '┐'),
    ...rows.flatMap((row) => rowLines(row, widths)),
    border(widths, '└', '┴', '┘'),
  ].join('\n');
}

function csvCell(cell: string | number | null): string {
  if (cell === null) return '';
  const text = String(cell);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV with a header line. */
export function renderCsv(data: TableData): string {
  return [data.head, ...data.rows].map((row) => row.map(csvCell).join(',')).join('\n');
}

const eighths = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];

/** A horizontal bar chart in plain text, one labelled bar per value, that pastes into a chat message. */
export function barChart(
  title: string,
  points: readonly { readonly label: string; readonly value: number }[],
  options: { width?: number; format?: (value: number) => string } = {},
): string {
  const width = options.width ?? 30;
  const format = options.format ?? ((value: number) => String(value));
  const max = Math.max(0, ...points.map((point) => point.value));
  const labelWidth = Math.max(0, ...points.map((point) => point.label.length));
  const lines = points.map((point) => {
    const units = max === 0 ? 0 : Math.round((point.value / max) * width * 8);
    const bar = '█'.repeat(Math.floor(units / 8)) + (eighths[units % 8] as string);
    return `${point.label.padEnd(labelWidth)} │${bar.padEnd(width)} ${format(point.value)}`;
  });
  return [title, ...lines].join('\n');
}
