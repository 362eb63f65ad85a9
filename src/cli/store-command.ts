import type { Command } from 'commander';
import { openStoreForWrite } from '../stores/sqlite/open-store.js';
import { SCHEMA_VERSION, schemaVersion } from '../stores/sqlite/schema.js';
import { defaultDb } from './cli-options.js';

/** `loopguard store migrate`: upgrades a store to this version's schema. */
export function registerStoreCommand(program: Command): void {
  program
    .command('store')
    .description('maintain the event store')
    .command('migrate')
    .description(`upgrade a store to schema v${SCHEMA_VERSION}`)
    .option('--db <file>', 'event store', defaultDb)
    .action((flags: { db: string }) => {
      const db = openStoreForWrite(flags.db, { mustExist: true });
      console.log(`${flags.db} is at schema v${schemaVersion(db)}`);
      db.close();
    });
}
