import { isIntegerEventColumn, postgresEventType } from '../schema-tables.js';
import { type EventRow, eventColumns } from '../sqlite/event-row.js';
import type * as Pg from './pg-client.js';
import { rollUpWrittenTools, toolRollupColumns } from './tool-batch-rollups.js';

const integerColumns = new Set(
  eventColumns.flatMap((column, index) => (isIntegerEventColumn(column) ? [index] : [])),
);

/**
 * One statement per batch, whatever its size: each column goes as one array parameter and `unnest` turns
 * them back into rows (a multi-row VALUES list would need 27 parameters per row and hit the 65,535 limit).
 * The batch's id goes into `loopguard_batches` in the same statement; a batch already there inserts
 * nothing, so a batch retried after its commit's answer was lost is not written twice. The same statement
 * keeps the tool rollups of the rows it wrote (schema v10: tool-batch-rollups.ts) and answers their count.
 */
const insertSql = `WITH batch AS (
    INSERT INTO loopguard_batches (id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING id
  ), written AS (
    INSERT INTO events (${eventColumns.join(', ')})
    SELECT * FROM unnest(${eventColumns.map((column, index) => `$${index + 2}::${postgresEventType(column)}[]`).join(', ')})
    WHERE EXISTS (SELECT 1 FROM batch)
    RETURNING ${toolRollupColumns}
  )${rollUpWrittenTools}
  SELECT COUNT(*)::int AS written FROM written`;

/** A text value PostgreSQL accepts: it refuses the NUL character that JavaScript strings (and SQLite) allow. */
function storable(value: string | number | null, integer: boolean): string | number | null {
  if (typeof value === 'string')
    return value.includes('\u0000') ? value.replaceAll('\u0000', '\uFFFD') : value;
  // A fractional or out-of-range count would fail the whole batch's bigint cast: kept as the nearest integer.
  if (integer && typeof value === 'number') return Number.isFinite(value) ? Math.round(value) : null;
  return value;
}

const ESCAPED = /["\\]/;

/**
 * One column of the batch as a PostgreSQL array literal (`{"a","b\\"c",NULL,42}`). Written here because pg's
 * generic writer runs two regular-expression replaces on every element; this one escapes only the strings
 * that need it. Strings are always quoted (so `NULL`, `{}`, commas and spaces stay text), with backslash and
 * double quote escaped; numbers go bare (`NaN` and `Infinity` included, which float8 reads).
 */
export function arrayLiteral(rows: readonly EventRow[], column: number, integer: boolean): string {
  let text = '{';
  for (let row = 0; row < rows.length; row++) {
    if (row > 0) text += ',';
    const value = storable((rows[row] as EventRow)[column] ?? null, integer);
    if (value === null) text += 'NULL';
    else if (typeof value === 'number') text += String(value);
    else text += ESCAPED.test(value) ? `"${value.replace(/["\\]/g, '\\$&')}"` : `"${value}"`;
  }
  return `${text}}`;
}

/** Inserts `rows` as batch `id` (a UUID); resolves to the rows inserted (0 when that batch was written before). */
export async function insertBatch(
  db: Pg.Pool | Pg.ClientBase,
  id: string,
  rows: readonly EventRow[],
): Promise<number> {
  const values: string[] = [id];
  for (let column = 0; column < eventColumns.length; column++)
    values.push(arrayLiteral(rows, column, integerColumns.has(column)));
  // Unnamed, so planned for each batch with its own arrays: a named statement's plan, made generic from a young
  // table's statistics, probed every call of a huge round through events_rounds, over the round's own rows.
  const result = await db.query<{ written: number }>({ text: insertSql, values });
  return result.rows[0]?.written ?? 0;
}
