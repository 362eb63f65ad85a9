import { startRedisServer } from '../test/helpers/redis-server.js';

/** A throwaway redis-server for the bench's Redis row. */
export interface BenchRedis {
  readonly url: string;
  stop(): Promise<void>;
}

/** Starts a throwaway `redis-server` (nothing saved, a temp folder) through the fleet's test helper. */
export function startRedisForBench(): Promise<BenchRedis> {
  return startRedisServer();
}
