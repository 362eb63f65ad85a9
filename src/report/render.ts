import Table from 'cli-table3';

/** A plain table: header plus rows of cells. */
export interface TableData {
  readonly head: readonly string[];
  readonly rows: readonly (readonly (string | number | null)[])[];
}

/** A boxed table for terminals (no colours, so it pastes anywhere). */
export function renderTable(data: TableData): string {
  const table = new Table({
    head: [...data.head],
    style: { head: [], border: [] },
    chars: { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' },
  });
  for (const row of data.rows) table.push(row.map((cell) => (cell === null ? '' : String(cell))));
  return table.toString();
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
