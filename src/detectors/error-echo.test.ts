import { describe, expect, it } from 'vitest';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import type { TranscriptMessage } from '../replay/transcript.js';
import { actionKey } from '../signature/action-signature.js';
import { withoutEchoedLines } from './error-echo.js';

/** Postgres refusing a query, the query echoed on its `LINE 1:` cut and with its line breaks as spaces. */
const refused = (sql: string, column: string, server: number) =>
  `ERROR:  column "${column}" does not exist\nLINE 1: ${sql.replace(/\s+/g, ' ').slice(0, 90)}\n                ^\nHINT:  Perhaps you meant to reference the column "download_events.bytes_served".\n\n(sqlstate 42703 · pg-analytics-2 · 2.4${server} ms)`;

const query = (sum: string, column = 'bytes') => ({
  sql: `SELECT family, count(*) AS n, ${sum} AS total\nFROM download_events\nWHERE country = 'NP'\nGROUP BY 1 ORDER BY 2 DESC;`,
  column,
});

function attempts(sums: readonly { sql: string; column: string }[]): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [
    { role: 'user', content: 'Bytes served per font family in Nepal yesterday?' },
  ];
  for (const [attempt, { sql, column }] of sums.entries())
    messages.push(
      ...callTurn({
        id: `q${attempt}`,
        name: 'postgres__query',
        args: JSON.stringify({ sql }),
        result: refused(sql, column, attempt % 3),
      }),
    );
  return messages;
}

describe('withoutEchoedLines', () => {
  it("sets aside the lines that echo the call's own request, and keeps the error's own words", () => {
    const { sql } = query('sum(x.bytes)');
    const text = withoutEchoedLines(
      refused(sql, 'bytes', 1),
      actionKey({ name: 'postgres__query', arguments: { sql } }),
    );
    expect(text).not.toBeNull();
    expect(text).not.toContain('LINE 1');
    expect(text).toContain('column "bytes" does not exist');
    expect(text).toContain('HINT');
  });

  it('leaves an error that echoes nothing as it is', () => {
    const action = actionKey({ name: 'postgres__query', arguments: { sql: 'SELECT 1' } });
    expect(
      withoutEchoedLines('ERROR: permission denied for table download_events\nDETAIL: role analyst', action),
    ).toBeNull();
  });
});

describe('a query re-spelled against the same error', () => {
  it('is a storm: the same missing column however the query spells it', () => {
    const verdict = loopVerdictOf(
      'respelled',
      attempts([
        query('sum(bytes)'),
        query('sum("bytes")'),
        query('sum(x.bytes)'),
        query('sum(bytes::numeric)'),
      ]),
    );
    expect(verdict.detector).toBe('retry_storm');
  });

  it('is work when each error names another column', () => {
    const verdict = loopVerdictOf(
      'columns',
      attempts([
        query('sum(bytes)', 'bytes'),
        query('sum(size)', 'size'),
        query('sum(volume)', 'volume'),
        query('sum(octets)', 'octets'),
      ]),
    );
    expect(verdict.tripped).toBe(false);
  });
});
