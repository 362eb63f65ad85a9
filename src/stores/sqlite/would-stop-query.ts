import type { EventFilter, WouldStopRow } from '../event-reader.js';
import { toWouldStopRow, wouldStopQuery } from '../would-stop-sql.js';
import type { SqliteDatabase } from './sqlite-database.js';

/** Observe-only mode's would-have-stopped runs: see {@link EventReader.wouldHaveStopped}. */
export function queryWouldStop(db: SqliteDatabase, filter: EventFilter): WouldStopRow[] {
  const { sql, values } = wouldStopQuery(filter, 'sqlite');
  return (db.prepare(sql).all(...values) as Record<string, unknown>[]).map(toWouldStopRow);
}
