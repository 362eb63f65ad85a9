export { MISSING_IOREDIS_MESSAGE } from './load-ioredis.js';
export type { RedisConnectionOptions } from './redis-connection.js';
export { createRedisRunStore, type RedisRunStoreOptions } from './redis-run-store.js';
