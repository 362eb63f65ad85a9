import { printableText } from './printable-text.js';
import type { ReplayVerdict } from './replay-transcript.js';

interface Column {
  readonly title: string;
  readonly width: number;
}

// Fixed widths, so rows can be printed as verdicts arrive: each fits its longest fixed value (codes,
// detectors); a longer run id wraps inside its cell, and the reason is cut as it always was.
const columns: readonly Column[] = [
  { title: 'run', width: 24 },
  { title: 'verdict', width: 7 },
  { title: 'code', width: 19 },
  { title: 'detector', width: 17 },
  { title: 'stopped after', width: 18 },
  { title: 'reason', width: 90 },
];

/** Longest run id shown in full; the `--json` output always carries the whole id. */
const maxIdLength = 200;

function border(left: string, middle: string, right: string): string {
  return `${left}${columns.map((column) => '─'.repeat(column.width + 2)).join(middle)}${right}\n`;
}

/** Cuts a cell into lines of its column's width (by code point, so no character is split). */
function wrap(text: string, width: number): string[] {
  const characters = Array.from(text);
  if (characters.length <= width) return [text];
  const lines: string[] = [];
  for (let start = 0; start < characters.length; start += width) {
    lines.push(characters.slice(start, start + width).join(''));
  }
  return lines;
}

function line(cells: readonly string[][], index: number): string {
  const parts = columns.map((column, position) => {
    const text = cells[position]?.[index] ?? '';
    return ` ${text}${' '.repeat(Math.max(0, column.width - Array.from(text).length))} `;
  });
  return `│${parts.join('│')}│\n`;
}

function row(values: readonly string[]): string {
  const cells = values.map((value, position) => wrap(value, columns[position]?.width ?? value.length));
  const height = Math.max(...cells.map((cell) => cell.length));
  let out = '';
  for (let index = 0; index < height; index++) out += line(cells, index);
  return out;
}

function cut(text: string, length: number): string {
  const characters = Array.from(text);
  return characters.length <= length ? text : `${characters.slice(0, length - 1).join('')}…`;
}

/**
 * The verdict table, printed a row at a time in the look of the table `replay` always printed, so its
 * cost is linear in the number of runs and the first verdict shows while the rest are still judged.
 * Every cell is scrubbed of secrets before it is cut, so a cut can never leave part of a key behind.
 */
export class VerdictTable {
  /** The top border and the header. */
  head(): string {
    return `${border('┌', '┬', '┐')}${row(columns.map((column) => column.title))}`;
  }

  /** One verdict, with the separator that precedes every row. */
  row(verdict: ReplayVerdict): string {
    return `${border('├', '┼', '┤')}${row([
      cut(printableText(verdict.id), maxIdLength),
      verdict.tripped ? 'STOPPED' : 'ok',
      verdict.code ?? (verdict.tripped ? `(${verdict.state})` : ''),
      verdict.detector ?? '',
      verdict.tripped ? `round ${verdict.round} of ${verdict.rounds}` : `${verdict.rounds} rounds`,
      printableText(verdict.reason ?? '').slice(0, 90),
    ])}`;
  }

  /** The bottom border. */
  foot(): string {
    return border('└', '┴', '┘');
  }
}
