/**
 * The part of node-postgres (pg) the PostgreSQL store uses, declared here rather than imported from pg, so
 * that the package's type declarations name no driver type: a project that never opens a PostgreSQL store
 * typechecks without pg or @types/pg installed, `skipLibCheck` off. pg's own `Pool` and `PoolClient` are
 * these (test/driver-types.test.ts holds them to it), so a pool of the application's own is accepted as is.
 */

/** The rows of a query's answer. */
export interface QueryResult<Row> {
  readonly rows: Row[];
  readonly rowCount: number | null;
}

/** A query by text, optionally named (a prepared statement the connection keeps). */
export interface QueryConfig {
  readonly name?: string;
  readonly text: string;
  readonly values?: unknown[];
}

/** What queries: a pool, or one connection taken from it. */
export interface ClientBase {
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<QueryResult<Row>>;
  query<Row = Record<string, unknown>>(config: QueryConfig): Promise<QueryResult<Row>>;
}

/** One connection taken from a pool, given back with `release` (an error destroys it instead). */
export interface PoolClient extends ClientBase {
  release(error?: Error | boolean): void;
}

/** A pg pool. */
export interface Pool extends ClientBase {
  connect(): Promise<PoolClient>;
  end(): Promise<void>;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/** The options the store opens a pool with. */
export interface PoolConfig {
  readonly connectionString: string;
  readonly max: number;
  readonly connectionTimeoutMillis: number;
  readonly application_name: string;
  /** pg asks it for each column's parser, by oid and format (`binary` only in binary mode, never used here). */
  readonly types: { getTypeParser: (oid: number, format?: 'text' | 'binary') => (value: string) => unknown };
  readonly statement_timeout?: number;
}

/** pg's parser of a column's text by its type's oid. */
export type TypeParserLookup = (oid: number, format?: 'text') => (value: string) => unknown;

/** The pg module as the store loads it. */
export interface PgModule {
  readonly Pool: new (config: PoolConfig) => Pool;
  readonly types: { readonly getTypeParser: TypeParserLookup };
}
