import Table from 'cli-table3';
import { describe, expect, it } from 'vitest';
import { displayWidth, fitColumnWidths, renderTable, type TableData, wrapHeader } from './render.js';

const signature = `clean_csv(${JSON.stringify({ path: '/srv/sales.csv', options: { columns: ['a', 'b', 'c'] } })})`;
const data: TableData = {
  head: ['round', 'event', 'signature / detail', 'tokens'],
  rows: [
    [1, 'tool_call', signature.repeat(2), 1_100],
    [2, 'llm_response', null, 52_000],
  ],
};
const lines = (text: string) => text.split('\n');
const widest = (text: string) => Math.max(...lines(text).map(displayWidth));

describe('renderTable with maxWidth', () => {
  it('leaves a table that fits as it is', () => {
    expect(renderTable(data, { maxWidth: 500 })).toBe(renderTable(data));
    expect(fitColumnWidths(data, 500)).toBeUndefined();
  });

  it('fits 80 columns by cutting the long text, numbers and short words whole', () => {
    const text = renderTable(data, { maxWidth: 80 });
    expect(widest(renderTable(data))).toBeGreaterThan(150);
    expect(widest(text)).toBeLessThanOrEqual(80);
    expect(text).toContain('llm_response');
    expect(text).toContain('52000');
    expect(text).toContain('clean_csv({"path":"/srv/sales.csv"');
    expect(text).toContain('…');
  });

  it('wraps headers at their spaces before it cuts values', () => {
    const wide: TableData = {
      head: ['date', 'task type', 'LLM calls', 'est. cost', 'guard trips'],
      rows: [['2026-11-28', 'etl', 5, '6.000', 'LOOP_DETECTED 1']],
    };
    const text = renderTable(wide, { maxWidth: 56 });
    expect(widest(text)).toBeLessThanOrEqual(56);
    expect(text).toContain('2026-11-28');
    expect(text).toMatch(/│ LLM\s+│/);
    expect(text).toMatch(/│ calls\s+│/);
  });

  it('counts a wide character as two columns', () => {
    expect(displayWidth('成本')).toBe(4);
    const text = renderTable(
      { head: ['任务', 'note'], rows: [['清洗数据'.repeat(10), 'x']] },
      { maxWidth: 40 },
    );
    expect(widest(text.replace(/[\u2e80-\ua4cf\uff00-\uff60]/gu, '..'))).toBeLessThanOrEqual(40);
  });
});

describe('renderTable with many rows', () => {
  // Rows of uneven widths, so that the widest cell of a column is in a late slice.
  const many = (count: number): TableData => ({
    head: ['date', 'agent', 'LLM calls', 'est. cost'],
    rows: Array.from({ length: count }, (_, index) => [
      `2026-11-${String((index % 28) + 1).padStart(2, '0')}`,
      index === count - 3
        ? 'a much longer agent name near the end'
        : index === 260
          ? 'two\nlines'
          : `agent-${index % 7}`,
      index * 37,
      index % 5 === 0 ? null : (index / 1_000).toFixed(4),
    ]),
  });

  /** The table cli-table3 draws in one piece, with the options renderTable gives it. */
  function oneTable(data: TableData, colWidths?: number[]): string {
    const table = new Table({
      head: [...data.head],
      style: { head: [], border: [] },
      chars: { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' },
      ...(colWidths ? { colWidths } : {}),
    });
    for (const row of data.rows) table.push(row.map((cell) => (cell === null ? '' : String(cell))));
    return table.toString();
  }

  // A cell of two lines (row 260) makes a taller row in its slice.
  it('draws the same text as one cli-table3 table, past the slice size', () => {
    for (const count of [249, 251, 520]) {
      const data = many(count);
      expect(renderTable(data)).toBe(oneTable(data));
    }
  });

  it('keeps the fitted widths in every slice', () => {
    const data = many(300);
    const widths = fitColumnWidths(data, 40) as number[];
    expect(widths).toBeDefined();
    expect(renderTable(data, { maxWidth: 40 })).toBe(
      oneTable(
        {
          head: data.head.map((head, column) => wrapHeader(head, (widths[column] as number) - 2)),
          rows: data.rows,
        },
        widths,
      ),
    );
  });
});
