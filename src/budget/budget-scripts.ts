import type { LuaScript } from '../stores/redis/redis-connection.js';

// Layout under the key prefix: per scope a hash `scope:<key>` (spent, reserved, the latest reservation's
// limit, when it last changed (ms), and `h:<id>` = the amount each live reservation holds) and a sorted set `held:<key>` of reservation ids scored by expiry; per
// reservation a hash `reservation:<id>` (amount, state, scopes); a counter `changes` that every reservation
// held and every settle or release moves, for a dashboard to see that the fleet's money changed. Amounts are
// whole micro-dollars.

// Releases the scope's reservations whose expiry has come: what a crashed caller held comes back.
const sweep = `
local function sweep(totals, held, now)
  local expired = redis.call('ZRANGEBYSCORE', held, '-inf', now)
  if #expired == 0 then return end
  local freed = 0
  for _, id in ipairs(expired) do
    freed = freed + tonumber(redis.call('HGET', totals, 'h:' .. id) or '0')
    redis.call('HDEL', totals, 'h:' .. id)
    redis.call('ZREM', held, id)
  end
  redis.call('HINCRBY', totals, 'reserved', -freed)
end
`;

/**
 * KEYS: the reservation hash, then n scope hashes, then n held sets, then the changes counter. ARGV: now, id, amount, expiresAt, how
 * long to remember the id (ms), the scopes as JSON [[key, retainMs]…], then per scope its limit. Sweeps
 * every touched scope, checks every scope, then holds in all of them or none. Returns {1} when held (or
 * when the id was reserved before), {0, scope index, spent, reserved} when a scope refused.
 */
export const reserveScript: LuaScript = {
  name: 'budget reserve',
  lua: `${sweep}
if redis.call('EXISTS', KEYS[1]) == 1 then return {1} end
local now = tonumber(ARGV[1])
local id = ARGV[2]
local amount = tonumber(ARGV[3])
local scopes = cjson.decode(ARGV[6])
local n = #scopes
for i = 1, n do sweep(KEYS[1 + i], KEYS[1 + n + i], now) end
for i = 1, n do
  local spent = tonumber(redis.call('HGET', KEYS[1 + i], 'spent') or '0')
  local reserved = tonumber(redis.call('HGET', KEYS[1 + i], 'reserved') or '0')
  if spent + reserved + amount > tonumber(ARGV[6 + i]) then return {0, i - 1, spent, reserved} end
end
for i = 1, n do
  local totals, held, retain = KEYS[1 + i], KEYS[1 + n + i], scopes[i][2]
  redis.call('HINCRBY', totals, 'reserved', amount)
  redis.call('HSET', totals, 'h:' .. id, amount, 'limit', ARGV[6 + i], 'changed', now)
  redis.call('ZADD', held, ARGV[4], id)
  redis.call('PEXPIRE', totals, retain)
  redis.call('PEXPIRE', held, retain)
end
redis.call('HSET', KEYS[1], 'amount', amount, 'state', 'held', 'scopes', ARGV[6])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
if KEYS[2 + 2 * n] then redis.call('INCR', KEYS[2 + 2 * n]) end
return {1}`,
};

/**
 * KEYS: the reservation hash. ARGV: id, cost (0 to release), 'settled' or 'released', key prefix, how long an
 * unknown id is remembered (ms), now (absent from a gateway of an older version: the change time is then left). Once per id: drops the hold in each scope (unless a sweep already did) and
 * adds the cost to each scope's spent. An id never reserved is remembered as finished, so a reservation that
 * arrives after its release (sent before an outage, run once Redis is back) holds nothing. The scope keys are
 * built here from the prefix: this needs a standalone Redis (or Sentinel), not Cluster. Returns 1 when it
 * changed something.
 */
export const finishScript: LuaScript = {
  name: 'budget settle',
  lua: `
if redis.call('EXISTS', KEYS[1]) == 0 then
  redis.call('HSET', KEYS[1], 'state', ARGV[3])
  redis.call('PEXPIRE', KEYS[1], ARGV[5])
  return 0
end
if redis.call('HGET', KEYS[1], 'state') ~= 'held' then return 0 end
local id = ARGV[1]
local cost = tonumber(ARGV[2])
local amount = tonumber(redis.call('HGET', KEYS[1], 'amount'))
for _, scope in ipairs(cjson.decode(redis.call('HGET', KEYS[1], 'scopes'))) do
  local totals = ARGV[4] .. 'scope:' .. scope[1]
  local held = ARGV[4] .. 'held:' .. scope[1]
  if redis.call('ZREM', held, id) == 1 then
    redis.call('HINCRBY', totals, 'reserved', -amount)
    redis.call('HDEL', totals, 'h:' .. id)
  end
  if cost > 0 then
    redis.call('HINCRBY', totals, 'spent', cost)
    if cost > tonumber(redis.call('HGET', totals, 'dearest') or '0') then redis.call('HSET', totals, 'dearest', cost) end
  end
  if ARGV[6] then redis.call('HSET', totals, 'changed', ARGV[6]) end
  redis.call('PEXPIRE', totals, scope[2])
end
redis.call('HSET', KEYS[1], 'state', ARGV[3])
redis.call('INCR', ARGV[4] .. 'changes')
return 1`,
};

/** KEYS: the changes counter. Returns it (0 before any change). */
export const changesScript: LuaScript = {
  name: 'budget changes',
  lua: `return tonumber(redis.call('GET', KEYS[1]) or '0')`,
};

/** KEYS: a scope hash. Returns the dearest cost settled in it (micro-dollars, 0 before any). */
export const dearestScript: LuaScript = {
  name: 'budget dearest',
  lua: `return tonumber(redis.call('HGET', KEYS[1], 'dearest') or '0')`,
};

/** KEYS: a scope hash, its held set. ARGV: now. Sweeps, then returns {spent, reserved}. */
export const usageScript: LuaScript = {
  name: 'budget usage',
  lua: `${sweep}
sweep(KEYS[1], KEYS[2], tonumber(ARGV[1]))
return {tonumber(redis.call('HGET', KEYS[1], 'spent') or '0'), tonumber(redis.call('HGET', KEYS[1], 'reserved') or '0')}`,
};

/**
 * One step of listing the scopes: SCAN from a cursor over the scope hashes (ARGV: cursor, MATCH pattern, COUNT,
 * key prefix, now). Read-only: a hold past its expiry is left for the next reservation's sweep and counted as
 * released. Returns {next cursor, then per scope: key, spent, reserved, limit (-1 unknown), changed (-1
 * unknown)}. Reads keys it is not given, as the settle script does: a standalone Redis (or Sentinel).
 */
export const listScopesScript: LuaScript = {
  name: 'budget list scopes',
  lua: `
local prefix = ARGV[4]
local now = tonumber(ARGV[5])
local found = redis.call('SCAN', ARGV[1], 'MATCH', ARGV[2], 'COUNT', ARGV[3])
local out = {found[1]}
for _, totals in ipairs(found[2]) do
  local key = string.sub(totals, #prefix + 7)
  local fields = redis.call('HMGET', totals, 'spent', 'reserved', 'limit', 'changed')
  local reserved = tonumber(fields[2] or '0')
  for _, id in ipairs(redis.call('ZRANGEBYSCORE', prefix .. 'held:' .. key, '-inf', now)) do
    reserved = reserved - tonumber(redis.call('HGET', totals, 'h:' .. id) or '0')
  end
  out[#out + 1] = key
  out[#out + 1] = tonumber(fields[1] or '0')
  out[#out + 1] = reserved
  out[#out + 1] = tonumber(fields[3] or '-1')
  out[#out + 1] = tonumber(fields[4] or '-1')
end
return out`,
};
