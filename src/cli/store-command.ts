import type { Command } from 'commander';
import { migrateEventStore, pruneEventStore } from '../stores/maintain-event-store.js';
import { storeName } from '../stores/open-event-store.js';
import { isPostgresUrl } from '../stores/postgres/postgres-url.js';
import { SCHEMA_VERSION } from '../stores/sqlite/schema.js';
import { defaultDb, parseDate } from './cli-options.js';

/** Creates an empty SQLite store (or finds one there); resolves to whether it was created. */
async function initSqliteStore(path: string): Promise<boolean> {
  const { existsSync } = await import('node:fs');
  const existed = existsSync(path);
  const { openStoreForWrite } = await import('../stores/sqlite/open-store.js');
  openStoreForWrite(path).close();
  return !existed;
}

/** `loopguard store init|migrate|prune`: creates an empty store, upgrades one to this version's schema, deletes old events. */
export function registerStoreCommand(program: Command): void {
  const store = program.command('store').description('maintain the event store');
  store
    .command('init')
    .description(
      `create an empty store at schema v${SCHEMA_VERSION} (a store already there is upgraded, never emptied)`,
    )
    .option('--db <file|url>', 'event store: a SQLite file or a postgres:// URL', defaultDb)
    .action(async (flags: { db: string }) => {
      const created = isPostgresUrl(flags.db) ? undefined : await initSqliteStore(flags.db);
      const { from, version } = await migrateEventStore(flags.db);
      const name = await storeName(flags.db);
      const fresh = created ?? from === 0;
      console.log(
        fresh ? `created ${name} at schema v${version}` : `${name} already exists, at schema v${version}`,
      );
    });
  store
    .command('migrate')
    .description(`upgrade a store to schema v${SCHEMA_VERSION}`)
    .option('--db <file|url>', 'event store: a SQLite file or a postgres:// URL', defaultDb)
    .action(async (flags: { db: string }) => {
      const { from, version } = await migrateEventStore(flags.db);
      const name = await storeName(flags.db);
      console.log(`${name} is at schema v${version}${from !== version ? ` (was v${from})` : ''}`);
    });
  store
    .command('prune')
    .description('delete the events of the UTC days before a date')
    .requiredOption('--before <date>', 'first UTC day to keep, YYYY-MM-DD', parseDate)
    .option('--db <file|url>', 'event store: a SQLite file or a postgres:// URL', defaultDb)
    .action(async (flags: { db: string; before: string }) => {
      const deleted = await pruneEventStore(flags.db, flags.before);
      console.log(`${deleted} events before ${flags.before} deleted from ${await storeName(flags.db)}`);
    });
}
