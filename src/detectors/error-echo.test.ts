import { describe, expect, it } from 'vitest';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import type { TranscriptMessage } from '../replay/transcript.js';
import { actionKey } from '../signature/action-signature.js';
import { leafValues, withoutEchoedLines, withoutEchoedValues } from './error-echo.js';

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

/** A pydantic validator rejecting one field of a station table, quoting the value it was given. */
const rejected = (field: string, value: number | string, attempt: number) =>
  `pydantic_core._pydantic_core.ValidationError: 1 validation error for StationTable\n${field}\n  Input should be less than or equal to 60 [type=less_than_equal, input_value=${value}, input_type=${typeof value === 'number' && Number.isInteger(value) ? 'int' : 'float'}]\n    For further information visit https://errors.pydantic.dev/2.10/v/less_than_equal\n(attempt ${attempt + 2}; validator ${(0x3571c763 + attempt * 40503).toString(16)}; ${2 + attempt * 7} ms)`;

/** A formatter re-emitting a station table, one field of it each time as `fields(attempt)` gives. */
function reEmitted(fields: readonly { field: string; value: number }[]): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [
    { role: 'user', content: 'Emit the station table for the board brief.' },
  ];
  for (const [attempt, { field, value }] of fields.entries()) {
    const stations = [
      { station: 'SO268-041', lat: -11.86, lon: -160.9, depth_m: 5210, abundance_kg_m2: 14.2 },
      { station: 'SO268-052', lat: -12.4, lon: -161.3, depth_m: 5180, abundance_kg_m2: value },
    ];
    const args = JSON.stringify({ region: 'CIEEZ', stations });
    messages.push(
      ...callTurn({
        id: `e${attempt}`,
        name: 'emit_station_table',
        args,
        result: rejected(field, value, attempt),
      }),
    );
  }
  return messages;
}

describe('withoutEchoedValues', () => {
  it("masks the call's own values the error quotes back, and keeps the error's own words", () => {
    const quoting = withoutEchoedValues(
      rejected('stations.1.abundance_kg_m2', 184.9, 0),
      leafValues({ stations: [{ abundance_kg_m2: 184.9 }] }),
    );
    expect(quoting?.echoed).toEqual(['184.9']);
    expect(quoting?.text).not.toContain('184.9');
    expect(quoting?.text).toContain('less than or equal to 60');
  });

  it('leaves an error that quotes nothing of the call as it is', () => {
    expect(withoutEchoedValues('connection refused', leafValues({ host: 'db-2', port: 5432 }))).toBeNull();
  });

  it('stops a table re-emitted with one field respelled, the validator rejecting it the same way each time', () => {
    const field = 'stations.1.abundance_kg_m2';
    const verdict = loopVerdictOf(
      'stations',
      reEmitted([184.9, 185.2, 185.0, 184.7, 185.1].map((value) => ({ field, value }))),
    );
    expect(verdict).toMatchObject({ tripped: true, detector: 'retry_storm' });
  });

  it('lets a table through whose every retry fails on another field', () => {
    const fields = ['stations.1.abundance_kg_m2', 'stations.0.depth_m', 'stations.1.lat', 'stations.0.lon'];
    const verdict = loopVerdictOf(
      'stations',
      reEmitted(fields.map((field, at) => ({ field, value: 40 + at * 3 }))),
    );
    expect(verdict.tripped).toBe(false);
  });
});
