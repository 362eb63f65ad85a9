/**
 * The part of a SQLite connection the store uses: better-sqlite3's `Database` has it as it is, and the
 * adapter of Node's built-in `node:sqlite` provides it, so every query of the store runs on either driver.
 */
export interface SqliteDatabase {
  /** The file (or URI) it was opened with. */
  readonly name: string;
  /** False once closed. */
  readonly open: boolean;
  /** A prepared statement; an array among its parameters stands for its elements, as in better-sqlite3. */
  prepare(sql: string): SqliteStatement;
  /** Runs one or more statements without parameters. */
  exec(sql: string): unknown;
  /** Runs `PRAGMA source`: with `simple`, the first column of the first row; else every row. */
  pragma(source: string, options?: { readonly simple?: boolean }): unknown;
  /** Wraps `fn` in a transaction; `.immediate` takes the write lock at `BEGIN`. */
  transaction<Args extends unknown[], Result>(
    fn: (...args: Args) => Result,
  ): { readonly immediate: (...args: Args) => Result };
  /** Registers a SQL function for this connection. */
  function(name: string, fn: (...args: never[]) => unknown): unknown;
  close(): unknown;
}

/** A prepared statement of a {@link SqliteDatabase}. Rows are plain objects keyed by column name. */
export interface SqliteStatement {
  run(...params: unknown[]): { readonly changes: number | bigint };
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  iterate(...params: unknown[]): IterableIterator<unknown>;
}

/** How {@link openSqliteDatabase} opens a file. */
export interface SqliteOpenOptions {
  /** Open read-only; the file must exist. @default false */
  readonly readonly?: boolean;
  /** How long a statement waits for another connection's lock, in ms. @default 5000 */
  readonly timeout?: number;
}
