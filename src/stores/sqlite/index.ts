export {
  loadDriver,
  MISSING_DRIVER_MESSAGE,
  openSqliteDatabase,
  type SqliteDriverName,
} from './load-driver.js';
export { DEFAULT_DB_PATH, openStoreForRead, openStoreForWrite } from './open-store.js';
export {
  countCompletedRuns,
  type DailyGrouping,
  type DailyRow,
  type DateRange,
  type EventFilter,
  iterateCompletedRuns,
  queryDaily,
  queryLatestEventId,
  queryRecentTrips,
  queryTask,
  queryTools,
  queryTripCodes,
  type RunTotals,
  type StoredEvent,
  similarTaskIds,
  type ToolRow,
} from './queries.js';
export {
  migrate,
  migrations,
  rollUpToolBatch,
  rollUpToolShares,
  SCHEMA_VERSION,
  schemaVersion,
} from './schema.js';
export type { SqliteDatabase, SqliteOpenOptions, SqliteStatement } from './sqlite-database.js';
export { createSqliteEventReader, openSqliteEventReader } from './sqlite-event-reader.js';
export { createSqliteRunStore, type SqliteRunStoreOptions } from './sqlite-run-store.js';
export { createSqliteSink, type SqliteSink, type SqliteSinkOptions } from './sqlite-sink.js';
export { StoreError } from './store-error.js';
export { enableUriFilenames } from './uri-filenames.js';
