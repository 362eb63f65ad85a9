import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteDatabase } from '../../src/stores/sqlite/load-driver.js';

const directory = mkdtempSync(join(tmpdir(), 'loopguard-store-'));
let counter = 0;

/** A path for a new SQLite store file, one per call, in this process's temp folder. */
export const freshStorePath = (): string => join(directory, `store-${++counter}.db`);

/** The events a SQLite store file holds, read as another process would (read-only). */
export function countEvents(path: string): number {
  const db = openSqliteDatabase(path, { readonly: true });
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number };
  db.close();
  return n;
}
