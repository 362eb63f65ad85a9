import { z } from 'zod';
import { MissingIoredisError } from '../stores/redis/load-ioredis.js';
import {
  openRedisConnection,
  parseRedisOptions,
  type RedisConnection,
  type RedisConnectionOptions,
  redisConnectionShape,
} from '../stores/redis/redis-connection.js';
import type { BudgetLedger } from './budget-ledger.js';
import { BudgetLedgerError } from './budget-ledger-error.js';
import { dearestScript, finishScript, reserveScript, usageScript } from './budget-scripts.js';
import { checkCost, checkReservation } from './check-reservation.js';
import { microUsdLimit, microUsdUp, usdOf } from './micro-usd.js';

/** Options of {@link createRedisBudgetLedger}. */
export interface RedisBudgetLedgerOptions extends RedisConnectionOptions {
  /** The clock reservations expire by; every ledger of a fleet should agree on it. @default Date.now */
  readonly now?: () => number;
}

const schema = z.strictObject({
  ...redisConnectionShape,
  now: z
    .custom<() => number>((value) => typeof value === 'function', { error: 'must be a function' })
    .optional(),
});

const unavailable = (message: string, cause: unknown) =>
  new BudgetLedgerError('LOOPGUARD_BUDGET_UNAVAILABLE', message, cause);

function connect(options: RedisBudgetLedgerOptions): RedisConnection {
  try {
    return openRedisConnection(options, unavailable);
  } catch (error) {
    if (error instanceof MissingIoredisError) throw unavailable(error.message, error);
    throw error;
  }
}

/**
 * How long an id finished before it was ever reserved is remembered: longer than any reservation sent before an
 * outage can wait in a stopped server's socket.
 */
const FINISHED_ID_MS = 3_600_000;

/**
 * A budget ledger in Redis, shared by every gateway instance and every guard of a fleet. A reservation
 * across several scopes is ONE Lua script (sweep the touched scopes' expired reservations, check every
 * scope, hold in all or none), so no two callers anywhere can both take the last of a budget. Settling and
 * releasing are once per id; ids are remembered as long as their longest scope. An unreachable Redis
 * throws `LOOPGUARD_BUDGET_UNAVAILABLE` within the connect or command timeout (never a refusal, never a
 * hang). Needs the optional ioredis, loaded on first use; a standalone Redis or Sentinel (not Cluster).
 * @example
 * const ledger = createRedisBudgetLedger({ url: 'redis://127.0.0.1:6379', keyPrefix: 'fleet:' });
 */
export function createRedisBudgetLedger(options: RedisBudgetLedgerOptions): BudgetLedger {
  const resolved = parseRedisOptions(schema, options, 'createRedisBudgetLedger');
  const now = resolved.now ?? Date.now;
  const connection = connect(resolved as RedisBudgetLedgerOptions);
  const prefix = connection.keyPrefix;
  const reservationKey = (id: string) => `${prefix}reservation:${id}`;
  const finish = async (id: string, costMicro: number, state: 'settled' | 'released') => {
    await connection.evalScript(
      finishScript,
      [reservationKey(id)],
      [id, costMicro, state, prefix, FINISHED_ID_MS],
    );
  };

  return {
    async reserve(reservation) {
      checkReservation(reservation);
      const { id, scopes } = reservation;
      const at = now();
      const amount = microUsdUp(reservation.amountUsd);
      const retainMs = Math.max(...scopes.map((scope) => scope.retainMs), reservation.expiresAt - at, 1);
      const answer = (await connection.evalScript(
        reserveScript,
        [
          reservationKey(id),
          ...scopes.map((scope) => `${prefix}scope:${scope.key}`),
          ...scopes.map((scope) => `${prefix}held:${scope.key}`),
        ],
        [
          at,
          id,
          amount,
          Math.ceil(reservation.expiresAt),
          Math.ceil(retainMs),
          JSON.stringify(scopes.map((scope) => [scope.key, scope.retainMs])),
          ...scopes.map((scope) => microUsdLimit(scope.limitUsd)),
        ],
      )) as number[];
      if (answer[0] === 1) return { ok: true };
      const scope = scopes[answer[1] as number];
      return {
        ok: false,
        scope: scope?.key ?? '',
        limitUsd: scope?.limitUsd ?? 0,
        spentUsd: usdOf(answer[2] as number),
        reservedUsd: usdOf(answer[3] as number),
        requestedUsd: usdOf(amount),
      };
    },
    async settle(id, costUsd) {
      checkCost(id, costUsd);
      await finish(id, microUsdUp(costUsd), 'settled');
    },
    async release(id) {
      await finish(id, 0, 'released');
    },
    async usage(scopeKey) {
      const [spent, reserved] = (await connection.evalScript(
        usageScript,
        [`${prefix}scope:${scopeKey}`, `${prefix}held:${scopeKey}`],
        [now()],
      )) as number[];
      return { spentUsd: usdOf(spent ?? 0), reservedUsd: usdOf(reserved ?? 0) };
    },
    async dearestCost(scopeKey) {
      const dearest = (await connection.evalScript(
        dearestScript,
        [`${prefix}scope:${scopeKey}`],
        [],
      )) as number;
      return usdOf(dearest ?? 0);
    },
    close() {
      return connection.close();
    },
  };
}
