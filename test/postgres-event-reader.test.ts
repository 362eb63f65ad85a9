import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { GuardEvent } from '../src/events/types.js';
import { openPostgresEventReader } from '../src/stores/postgres/postgres-event-reader.js';
import { createPostgresSink } from '../src/stores/postgres/postgres-sink.js';
import { openSqliteEventReader } from '../src/stores/sqlite/sqlite-event-reader.js';
import { createSqliteSink } from '../src/stores/sqlite/sqlite-sink.js';
import { describeEventReaderContract } from './helpers/event-reader-contract.js';
import { type PostgresServer, psql, startPostgres } from './helpers/postgres-server.js';

const work = mkdtempSync(join(tmpdir(), 'loopguard-reader-contract-'));
let server: PostgresServer;
let stores = 0;

beforeAll(async () => {
  server = await startPostgres({ settings: ['fsync = off'] });
}, 120_000);
afterAll(() => server?.destroy());

/** A SQLite store written through its sink with the events. */
async function sqliteStore(events: readonly GuardEvent[]) {
  const path = join(work, `contract-${++stores}.db`);
  const sink = createSqliteSink({ path });
  for (const event of events) sink.listener(event);
  sink.close();
  return openSqliteEventReader(path);
}

/** A new database on the test server, written through the PostgreSQL sink with the events. */
async function postgresStore(events: readonly GuardEvent[]) {
  const database = `contract_${++stores}`;
  psql(server, `CREATE DATABASE ${database}`);
  const url = server.url.replace(/\/postgres$/, `/${database}`);
  const reports: unknown[] = [];
  const sink = createPostgresSink({
    url,
    spillPath: join(work, `${database}.jsonl`),
    onError: (error) => reports.push(error),
  });
  for (const event of events) sink.listener(event);
  await sink.close();
  if (reports.length > 0 || sink.written !== events.length) {
    throw new Error(
      `the sink wrote ${sink.written} of ${events.length} events: ${reports.map(String).join('; ')}`,
    );
  }
  return openPostgresEventReader(url);
}

describeEventReaderContract('SQLite', sqliteStore);
describeEventReaderContract('PostgreSQL', postgresStore, sqliteStore);
