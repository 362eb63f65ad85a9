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
import {
  changesScript,
  dearestScript,
  finishScript,
  listScopesScript,
  reserveScript,
  usageScript,
} from './budget-scripts.js';
import { checkCost, checkReservation } from './check-reservation.js';
import type { ListedScope, ScopeListing } from './ledger-scopes.js';
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

/** Keys SCAN looks at per step of a listing. */
const SCAN_COUNT = 500;
/** Steps a listing takes at most: it visits about this many times SCAN_COUNT keys, however many Redis holds. */
const SCAN_STEPS = 200;

/** A Redis budget ledger: shared by a fleet, and able to list every scope held in it. */
export type RedisBudgetLedger = BudgetLedger & ScopeListing;

/** `text` matched literally in a SCAN MATCH pattern. */
const globLiteral = (text: string) => text.replace(/[*?[\]\\]/g, (character) => `\\${character}`);

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
export function createRedisBudgetLedger(options: RedisBudgetLedgerOptions): RedisBudgetLedger {
  const resolved = parseRedisOptions(schema, options, 'createRedisBudgetLedger');
  const now = resolved.now ?? Date.now;
  const connection = connect(resolved as RedisBudgetLedgerOptions);
  const prefix = connection.keyPrefix;
  const reservationKey = (id: string) => `${prefix}reservation:${id}`;
  const finish = async (id: string, costMicro: number, state: 'settled' | 'released') => {
    await connection.evalScript(
      finishScript,
      [reservationKey(id)],
      [id, costMicro, state, prefix, FINISHED_ID_MS, now()],
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
          `${prefix}changes`,
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
    async listScopes({ since, max }) {
      const scopes: ListedScope[] = [];
      const pattern = `${globLiteral(prefix)}scope:*`;
      let cursor = '0';
      for (let step = 0; step < SCAN_STEPS; step++) {
        const [next, ...rows] = (await connection.evalScript(
          listScopesScript,
          [],
          [cursor, pattern, SCAN_COUNT, prefix, now()],
        )) as [string, ...(string | number)[]];
        for (let row = 0; row + 4 < rows.length; row += 5) {
          const [key, spent, reserved, limit, changed] = rows.slice(row, row + 5) as [
            string,
            number,
            number,
            number,
            number,
          ];
          const touched = changed < 0 || changed >= since;
          if (!(reserved > 0 || (spent > 0 && touched))) continue;
          if (scopes.length === max) return { scopes, complete: false };
          scopes.push({
            key,
            spentUsd: usdOf(spent),
            reservedUsd: usdOf(Math.max(0, reserved)),
            ...(limit >= 0 ? { limitUsd: usdOf(limit) } : {}),
            ...(changed >= 0 ? { changedAt: changed } : {}),
          });
        }
        cursor = String(next);
        if (cursor === '0') return { scopes, complete: true };
      }
      return { scopes, complete: false };
    },
    async changes() {
      return (await connection.evalScript(changesScript, [`${prefix}changes`], [])) as number;
    },
    close() {
      return connection.close();
    },
  };
}
