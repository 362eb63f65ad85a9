/**
 * The part of an ioredis client the Redis run store and budget ledger use, declared here rather than imported
 * from ioredis, so that the package's type declarations name no driver type: a project that imports
 * `loopguard/budget` or `loopguard/proxy` typechecks without ioredis installed, `skipLibCheck` off. ioredis's
 * own `Redis` is one (test/driver-types.test.ts holds it to it), so a client of the application's own is
 * accepted as is.
 */
export interface RedisClient {
  /** `wait`, `connecting`, `connect`, `ready`, `close`, `reconnecting` or `end`. */
  readonly status: string;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  once(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
  connect(): Promise<unknown>;
  script(subcommand: 'LOAD', script: string): Promise<unknown>;
  evalsha(sha: string, numberOfKeys: number, ...keysAndArguments: (string | number)[]): Promise<unknown>;
  quit(): Promise<unknown>;
  disconnect(): void;
}

/** The options the store makes its own client with. */
export interface RedisClientOptions {
  readonly enableOfflineQueue: boolean;
  readonly maxRetriesPerRequest: number;
  readonly connectTimeout: number;
  readonly commandTimeout: number;
  readonly retryStrategy: (times: number) => number;
}

/** The ioredis client class, as the store loads it. */
export type RedisClass = new (url: string, options: RedisClientOptions) => RedisClient;
