export { insertBatch } from './insert-batch.js';
export { MISSING_PG_MESSAGE } from './load-driver.js';
export { openCheckedPool, openPool, type PoolOptions } from './open-pool.js';
export { createPostgresEventReader, openPostgresEventReader } from './postgres-event-reader.js';
export { createPostgresSink, type PostgresSink, type PostgresSinkOptions } from './postgres-sink.js';
export { isPostgresUrl, redactUrl } from './postgres-url.js';
export { prunePostgres } from './prune.js';
export {
  checkPostgresVersion,
  migratePostgres,
  POSTGRES_SCHEMA_VERSION,
  postgresMigrations,
  postgresSchemaVersion,
} from './schema.js';
export { SpillFile } from './spill-file.js';
