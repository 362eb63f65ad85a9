import type { EventFilter, WouldStopRow } from '../event-reader.js';
import { numbered } from '../run-list-sql.js';
import { toWouldStopRow, wouldStopQuery } from '../would-stop-sql.js';
import type * as Pg from './pg-client.js';

/** Observe-only mode's would-have-stopped runs: see {@link EventReader.wouldHaveStopped}. */
export async function postgresWouldStop(
  db: Pg.Pool | Pg.ClientBase,
  filter: EventFilter,
): Promise<WouldStopRow[]> {
  const { sql, values } = wouldStopQuery(filter, 'postgres');
  return (await db.query<Record<string, unknown>>(numbered(sql), values)).rows.map(toWouldStopRow);
}
