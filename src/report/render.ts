import Table from 'cli-table3';

/** A plain table: header plus rows of cells. */
export interface TableData {
  readonly head: readonly string[];
  readonly rows: readonly (readonly (string | number | null)[])[];
}

/** Options of {@link renderTable}. */
export interface RenderTableOptions {
  /**
   * Fit the table into this many columns (a terminal's width): the widest columns are narrowed first and
   * their cells cut with `…`. @default no limit
   */
  readonly maxWidth?: number | undefined;
}

// Columns a wide character (CJK, full-width forms) takes in a terminal.
const wide = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** Terminal columns a text takes. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const character of text) width += wide.test(character) ? 2 : 1;
  return width;
}

const cellText = (cell: string | number | null): string => (cell === null ? '' : String(cell));

/** Narrows the widest column above its floor, one column at a time, until the table fits or none can. */
function narrow(widths: number[], floors: readonly number[], excess: number): number {
  let left = excess;
  while (left > 0) {
    let widest = -1;
    for (let column = 0; column < widths.length; column++) {
      const width = widths[column] as number;
      if (width > (floors[column] as number) && (widest < 0 || width > (widths[widest] as number))) {
        widest = column;
      }
    }
    if (widest < 0) break;
    widths[widest] = (widths[widest] as number) - 1;
    left--;
  }
  return left;
}

/** Each column's widest cell, padding included. */
function bodyWidths(data: TableData): number[] {
  const widths = data.head.map(() => 2);
  for (const row of data.rows) {
    for (let column = 0; column < widths.length; column++) {
      const width = displayWidth(cellText(row[column] ?? null)) + 2;
      if (width > (widths[column] as number)) widths[column] = width;
    }
  }
  return widths;
}

/**
 * Column widths (cell padding included) that fit `maxWidth`, or `undefined` when the table fits as it is.
 * What gives way, in order: long text (columns wider than 24 narrow to 24, widest first); then headers wider
 * than their values (a header wraps at its spaces, `LLM` over `calls`); then every column, widest first,
 * down to 6, its cells cut with `…`.
 */
export function fitColumnWidths(data: TableData, maxWidth: number): number[] | undefined {
  const body = bodyWidths(data);
  const widths = data.head.map((head, column) => Math.max(displayWidth(head) + 2, body[column] as number));
  const excess = widths.reduce((sum, width) => sum + width, 0) + widths.length + 1 - maxWidth;
  if (excess <= 0) return undefined;
  const words = data.head.map(
    (head) => Math.max(0, ...head.split(' ').map((word) => displayWidth(word))) + 2,
  );
  let left = narrow(
    widths,
    widths.map(() => 24),
    excess,
  );
  left = narrow(
    widths,
    widths.map((_, column) => Math.max(6, Math.min(24, body[column] as number), words[column] as number)),
    left,
  );
  narrow(
    widths,
    widths.map(() => 6),
    left,
  );
  return widths;
}

/** Breaks a header at its spaces into lines of at most `width` columns (a word longer than that is cut later). */
export function wrapHeader(head: string, width: number): string {
  if (displayWidth(head) <= width) return head;
  const lines: string[] = [];
  for (const word of head.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && displayWidth(`${last} ${word}`) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.join('\n');
}

/** A boxed table for terminals (no colours, so it pastes anywhere), fitted to `maxWidth` when given. */
export function renderTable(data: TableData, options: RenderTableOptions = {}): string {
  const fitted = options.maxWidth === undefined ? undefined : fitColumnWidths(data, options.maxWidth);
  if (data.rows.length <= SLICE_ROWS) return renderSlice(data, fitted, true, true);
  // cli-table3 lays a table out in time quadratic in its rows (each cell is checked against every earlier
  // row for spans), seconds on a table of thousands. A long table is drawn in slices with the same column
  // widths, and the slices' inner borders are left out, which gives the same text in time linear in the rows.
  const body = bodyWidths(data);
  const widths =
    fitted ?? data.head.map((head, column) => Math.max(displayWidth(head) + 2, body[column] as number));
  const slices: string[] = [];
  for (let start = 0; start < data.rows.length; start += SLICE_ROWS) {
    const rows = data.rows.slice(start, start + SLICE_ROWS);
    const last = start + SLICE_ROWS >= data.rows.length;
    slices.push(renderSlice({ head: data.head, rows }, widths, start === 0, last));
  }
  return slices.join('\n');
}

/** Rows per cli-table3 table; see {@link renderTable}. */
const SLICE_ROWS = 250;

/** Draws rows as one cli-table3 table; `first` keeps its top border and header, `last` its bottom border. */
function renderSlice(
  data: TableData,
  colWidths: number[] | undefined,
  first: boolean,
  last: boolean,
): string {
  const table = new Table({
    head: first
      ? data.head.map((head, column) =>
          colWidths ? wrapHeader(head, (colWidths[column] as number) - 2) : head,
        )
      : [],
    style: { head: [], border: [] },
    chars: { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' },
    ...(colWidths ? { colWidths } : {}),
  });
  for (const row of data.rows) table.push(row.map(cellText));
  const lines = table.toString().split('\n');
  return lines.slice(first ? 0 : 1, last ? lines.length : -1).join('\n');
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
