import type { EventRow } from './event-row.js';
import { eventColumns } from './event-row.js';
import { rollUpToolBatch, rollUpToolShares } from './schema.js';
import type { SqliteDatabase } from './sqlite-database.js';

/**
 * Rows per INSERT statement: per-statement overhead, not SQLite, is the cost of small inserts, and the time
 * limit of a slice is checked between statements, so a statement must also be short enough to overrun the
 * limit by little.
 */
const ROWS_PER_STATEMENT = 50;

/**
 * Writes the oldest rows in one `BEGIN IMMEDIATE` transaction and returns how many it wrote: all of them, or,
 * once `budgetMs` of inserting has passed, those written so far (at least one statement's worth), so one
 * write holds the event loop for a few milliseconds however many rows wait. The tool rollups run once, for
 * the rows written, in the same transaction: one statement each, whatever the batch holds. Throws (rolled back, nothing written) when the store fails.
 */
export type RowWriter = (rows: readonly EventRow[], budgetMs: number) => number;

/** The sink's {@link RowWriter} on `db`, its statements prepared once. */
export function createRowWriter(db: SqliteDatabase): RowWriter {
  const placeholders = `(${eventColumns.map(() => '?').join(', ')})`;
  const statement = (rows: number) =>
    db.prepare(
      `INSERT INTO events (${eventColumns.join(', ')}) VALUES ${Array(rows).fill(placeholders).join(', ')}`,
    );
  const insertMany = statement(ROWS_PER_STATEMENT);
  const insertOne = statement(1);
  const firstNewId = db.prepare('SELECT coalesce(max(id), 0) + 1 AS first FROM events');
  const rollUps = [...rollUpToolBatch, rollUpToolShares].map((sql) => db.prepare(sql));
  // One statement's parameters, filled in place for each statement: slicing and flattening the rows made a
  // new array of every parameter per statement, the largest allocation of a long history's request.
  const width = eventColumns.length;
  const parameters: (string | number | null)[] = Array(ROWS_PER_STATEMENT * width).fill(null);
  const insertFrom = (rows: readonly EventRow[], from: number) => {
    for (let row = 0; row < ROWS_PER_STATEMENT; row++) {
      const values = rows[from + row] as EventRow;
      for (let column = 0; column < width; column++)
        parameters[row * width + column] = values[column] as string | number | null;
    }
    try {
      insertMany.run(parameters);
    } finally {
      // The written rows' values are not kept alive until the next statement.
      parameters.fill(null);
    }
  };
  // IMMEDIATE takes the write lock at BEGIN, where the busy timeout applies, not halfway through the batch.
  const write = db.transaction((rows: readonly EventRow[], budgetMs: number): number => {
    const started = performance.now();
    const { first } = firstNewId.get() as { first: number };
    let index = 0;
    while (index + ROWS_PER_STATEMENT <= rows.length) {
      insertFrom(rows, index);
      index += ROWS_PER_STATEMENT;
      if (performance.now() - started >= budgetMs) break;
    }
    // The tail shorter than a statement is written only by a write that had time for every full statement.
    if (index + ROWS_PER_STATEMENT > rows.length)
      for (; index < rows.length; index++) insertOne.run(rows[index]);
    for (const rollUp of rollUps) rollUp.run({ first });
    return index;
  }).immediate;
  return (rows, budgetMs) => (rows.length === 0 ? 0 : write(rows, budgetMs));
}
