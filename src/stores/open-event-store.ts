import type { EventReader } from './event-reader.js';
import { isPostgresUrl } from './postgres/postgres-url.js';

/**
 * Opens the store a `--db` names for reading: a `postgres://` or `postgresql://` connection string opens
 * PostgreSQL, anything else is a SQLite file. Each driver loads only when its store is opened, so a command
 * on a SQLite file never loads pg and the other way round. A missing, unreachable or outdated store, or a
 * missing driver, is a StoreError that says which.
 *
 * @example
 * ```ts
 * const reader = await openEventReader(process.env.LOOPGUARD_DB ?? './loopguard.db');
 * try {
 *   console.log(await reader.tripCodes({ since: '2026-11-01' }));
 * } finally {
 *   await reader.close();
 * }
 * ```
 */
export async function openEventReader(db: string): Promise<EventReader> {
  if (isPostgresUrl(db)) {
    const { openPostgresEventReader } = await import('./postgres/postgres-event-reader.js');
    return openPostgresEventReader(db);
  }
  const { openSqliteEventReader } = await import('./sqlite/sqlite-event-reader.js');
  return openSqliteEventReader(db);
}

/** How a `--db` is shown in messages: a connection string without its password, a path as given. */
export async function storeName(db: string): Promise<string> {
  if (!isPostgresUrl(db)) return db;
  const { redactUrl } = await import('./postgres/postgres-url.js');
  return redactUrl(db);
}
