import type { SqliteDatabase, SqliteOpenOptions, SqliteStatement } from './sqlite-database.js';

/** The part of `node:sqlite` used here, typed locally: @types/node 20 does not describe the module. */
interface NodeStatement {
  run(...params: unknown[]): { changes: number | bigint };
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  iterate(...params: unknown[]): IterableIterator<unknown>;
}
interface NodeDatabase {
  prepare(sql: string): NodeStatement;
  exec(sql: string): void;
  function(name: string, fn: (...args: never[]) => unknown): void;
  close(): void;
}
/** `node:sqlite` as this adapter needs it. */
export interface NodeSqliteModule {
  readonly DatabaseSync: new (path: string, options?: { readonly readOnly?: boolean }) => NodeDatabase;
}

// SQLite's result code names, as better-sqlite3 gives them in `code`: the store's error handling reads them.
const primaryCodes = [
  'OK',
  'ERROR',
  'INTERNAL',
  'PERM',
  'ABORT',
  'BUSY',
  'LOCKED',
  'NOMEM',
  'READONLY',
  'INTERRUPT',
  'IOERR',
  'CORRUPT',
  'NOTFOUND',
  'FULL',
  'CANTOPEN',
  'PROTOCOL',
  'EMPTY',
  'SCHEMA',
  'TOOBIG',
  'CONSTRAINT',
  'MISMATCH',
  'MISUSE',
  'NOLFS',
  'AUTH',
  'FORMAT',
  'RANGE',
  'NOTADB',
  'NOTICE',
  'WARNING',
];
const extendedCodes: Readonly<Record<number, string>> = {
  261: 'BUSY_RECOVERY',
  517: 'BUSY_SNAPSHOT',
  773: 'BUSY_TIMEOUT',
  262: 'LOCKED_SHAREDCACHE',
  264: 'READONLY_RECOVERY',
  520: 'READONLY_CANTLOCK',
  776: 'READONLY_ROLLBACK',
  1032: 'READONLY_DBMOVED',
  1288: 'READONLY_CANTINIT',
  1544: 'READONLY_DIRECTORY',
  270: 'CANTOPEN_NOTEMPDIR',
  526: 'CANTOPEN_ISDIR',
  782: 'CANTOPEN_FULLPATH',
  1038: 'CANTOPEN_CONVPATH',
  1294: 'CANTOPEN_DIRTYWAL',
  1550: 'CANTOPEN_SYMLINK',
  2067: 'CONSTRAINT_UNIQUE',
  1555: 'CONSTRAINT_PRIMARYKEY',
  1299: 'CONSTRAINT_NOTNULL',
};

/** Gives a `node:sqlite` error better-sqlite3's `code` (`SQLITE_BUSY`, `SQLITE_CANTOPEN_ISDIR`, ...). */
export function named(error: unknown): unknown {
  const errcode = (error as { errcode?: unknown } | null)?.errcode;
  if (typeof errcode === 'number') {
    const name = extendedCodes[errcode] ?? primaryCodes[errcode & 0xff] ?? 'ERROR';
    (error as { code: string }).code = `SQLITE_${name}`;
  }
  return error;
}

function attempt<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw named(error);
  }
}

/** better-sqlite3 takes an array parameter as its elements; node:sqlite takes only single values. */
function spread(params: readonly unknown[]): unknown[] {
  return params.some(Array.isArray) ? params.flat() : (params as unknown[]);
}

function wrapStatement(statement: NodeStatement): SqliteStatement {
  return {
    run: (...params) => attempt(() => statement.run(...spread(params))),
    get: (...params) => attempt(() => statement.get(...spread(params))),
    all: (...params) => attempt(() => statement.all(...spread(params))),
    iterate: (...params) => attempt(() => statement.iterate(...spread(params))),
  };
}

/** Opens `path` with Node's built-in SQLite and gives it the {@link SqliteDatabase} shape. */
export function openNodeSqlite(
  sqlite: NodeSqliteModule,
  path: string,
  options: SqliteOpenOptions = {},
): SqliteDatabase {
  const db = attempt(() => new sqlite.DatabaseSync(path, { readOnly: options.readonly ?? false }));
  let open = true;
  const pragma = (source: string, pragmaOptions: { readonly simple?: boolean } = {}) => {
    const statement = wrapStatement(db.prepare(`PRAGMA ${source}`));
    if (!pragmaOptions.simple) return statement.all();
    const row = statement.get() as Record<string, unknown> | undefined;
    return row === undefined ? undefined : Object.values(row)[0];
  };
  try {
    // Set here, not as an option of the constructor: Node 22 before 22.16 has no `timeout` option.
    pragma(`busy_timeout = ${Math.max(0, Math.floor(options.timeout ?? 5_000))}`);
  } catch (error) {
    db.close();
    throw error;
  }
  return {
    name: path,
    get open() {
      return open;
    },
    prepare: (sql) => wrapStatement(attempt(() => db.prepare(sql))),
    exec: (sql) => attempt(() => db.exec(sql)),
    pragma,
    function: (name, fn) => attempt(() => db.function(name, fn)),
    transaction: (fn) => ({
      immediate: (...args) => {
        attempt(() => db.exec('BEGIN IMMEDIATE'));
        try {
          const result = fn(...args);
          attempt(() => db.exec('COMMIT'));
          return result;
        } catch (error) {
          try {
            db.exec('ROLLBACK');
          } catch {
            // SQLite may have rolled back already (a failed COMMIT, a full disk): the error thrown is the first.
          }
          throw error;
        }
      },
    }),
    close: () => {
      if (!open) return;
      db.close();
      open = false;
    },
  };
}
