import type { LuaScript } from './redis-connection.js';

// A run is a hash (version, snapshot, updatedAt) under `<prefix>run:<runId>`; the idle index is one sorted
// set `<prefix>runs:idle` scored by updatedAt. Each script keeps the two in step, atomically.

/** KEYS: run hash. Returns [version, snapshot, updatedAt] (nil fields for a run not stored). */
export const getRunScript: LuaScript = {
  name: 'get run',
  lua: `return redis.call('HMGET', KEYS[1], 'version', 'snapshot', 'updatedAt')`,
};

/**
 * KEYS: run hash, idle index. ARGV: expected version, snapshot JSON, updatedAt, run id, TTL ms (0: none).
 * Returns the new version, or 0 when the stored version is not the expected one.
 */
export const compareAndSetScript: LuaScript = {
  name: 'compare-and-set',
  lua: `
local current = tonumber(redis.call('HGET', KEYS[1], 'version') or '0')
if current ~= tonumber(ARGV[1]) then return 0 end
local version = current + 1
redis.call('HSET', KEYS[1], 'version', version, 'snapshot', ARGV[2], 'updatedAt', ARGV[3])
local ttl = tonumber(ARGV[5])
if ttl > 0 then redis.call('PEXPIRE', KEYS[1], ttl) end
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[4])
return version`,
};

/** KEYS: run hash, idle index. ARGV: run id. Returns 1 when the run was there. */
export const deleteRunScript: LuaScript = {
  name: 'delete run',
  lua: `
local removed = redis.call('DEL', KEYS[1])
redis.call('ZREM', KEYS[2], ARGV[1])
return removed`,
};

/**
 * KEYS: idle index. ARGV: before (exclusive), limit, run key prefix. Returns a flat list of
 * [runId, version, snapshot, updatedAt]… oldest first. Index entries of runs whose hash expired (TTL) are
 * dropped on the way, so they are not read again. The run keys are built here from the prefix: this needs
 * a standalone Redis (or Sentinel), not Redis Cluster.
 */
export const idleSinceScript: LuaScript = {
  name: 'idle runs',
  lua: `
local limit = tonumber(ARGV[2])
local out = {}
local found = 0
local offset = 0
for _ = 1, 20 do
  local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', '(' .. ARGV[1], 'LIMIT', offset, limit - found)
  if #ids == 0 then break end
  for _, id in ipairs(ids) do
    local fields = redis.call('HMGET', ARGV[3] .. id, 'version', 'snapshot', 'updatedAt')
    if fields[1] then
      found = found + 1
      offset = offset + 1
      out[#out + 1] = id
      out[#out + 1] = fields[1]
      out[#out + 1] = fields[2]
      out[#out + 1] = fields[3]
    else
      redis.call('ZREM', KEYS[1], id)
    end
  end
  if found >= limit then break end
end
return out`,
};
