/** A throwaway redis-server for the bench's Redis row. */
export interface BenchRedis {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Starts a throwaway `redis-server` through the fleet's test helper (`test/helpers/redis-server.ts`). Loaded by
 * path at run time, so the bench builds before the helper is in the tree; the bench calls this only when it is.
 */
export async function startRedisForBench(): Promise<BenchRedis> {
  const helper = new URL('../test/helpers/redis-server.ts', import.meta.url).href;
  const module = (await import(helper)) as Record<string, unknown>;
  const start = Object.values(module).find((value) => typeof value === 'function') as
    | (() => Promise<BenchRedis>)
    | undefined;
  if (!start) throw new Error('test/helpers/redis-server.ts exports no function to start a redis-server');
  return start();
}
