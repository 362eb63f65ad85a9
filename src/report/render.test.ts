import Table from 'cli-table3';
import { describe, expect, it } from 'vitest';
import { renderTable, type TableData } from './render.js';

/** What cli-table3, which drew the CLI's tables before, draws for the same data. */
function cliTable3(data: TableData): string {
  const table = new Table({
    head: [...data.head],
    style: { head: [], border: [] },
    chars: { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' },
  });
  for (const row of data.rows)
    table.push(
      data.head.map((_, column) =>
        row[column] === null || row[column] === undefined ? '' : String(row[column]),
      ),
    );
  return table.toString();
}

const cases: Record<string, TableData> = {
  'plain text, numbers and empty cells': {
    head: ['tool', 'calls', 'avg ms'],
    rows: [
      ['clean_csv', 6, null],
      ['search', 12, 340],
    ],
  },
  'a header and no rows': { head: ['date', 'LLM calls'], rows: [] },
  'a row shorter than the header': { head: ['a', 'b', 'c'], rows: [['only a']] },
  'East Asian wide characters': {
    head: ['任务', 'agent'],
    rows: [
      ['清理数据', 'cleaner'],
      ['ｆｕｌｌ', '한국어'],
    ],
  },
  'combining accents and a precomposed one': { head: ['name'], rows: [['e\u0301te\u0301'], ['été']] },
  emoji: {
    head: ['signature'],
    rows: [['ok 😀'], ['👍🏽 x'], ['👩‍💻 dev'], ['🇩🇪 de'], ['❤️ love'], ['#️⃣ key'], ['☺ text style']],
  },
  'cells over several lines': {
    head: ['event', 'detail'],
    rows: [
      ['tool_result', 'line one\nline two is longer'],
      ['x', 'y'],
    ],
  },
  'colour codes and control characters': {
    head: ['detail'],
    rows: [['\u001b[31mred\u001b[39m'], ['tab\there'], ['bell\u0007']],
  },
  'box-drawing and ellipsis characters': { head: ['run'], rows: [['run-abcdefgh…'], ['│ pipe ─']] },
};

describe('renderTable', () => {
  for (const [name, data] of Object.entries(cases)) {
    it(`draws ${name} exactly as cli-table3 did`, () => {
      expect(renderTable(data)).toBe(cliTable3(data));
    });
  }
});
