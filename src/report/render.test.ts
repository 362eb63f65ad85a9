import { describe, expect, it } from 'vitest';
import { displayWidth, fitColumnWidths, renderTable, type TableData } from './render.js';

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
