import type { BudgetLedger, BudgetScope, ScopeUsage } from '../budget/budget-ledger.js';

/** A shared scope the gateway reserved in, as the budgets view lists it. */
export interface WatchedScope {
  readonly key: string;
  readonly limitUsd: number;
}

/**
 * What the gateway's budget ledger holds now, for the budgets view: the scopes this process reserved in,
 * each scope's money read from the ledger itself (so a Redis ledger shows the whole fleet's spending), and
 * what each run's calls in flight hold.
 */
export interface LiveBudgets {
  /** The scopes reserved in since start whose counters the ledger still keeps, newest first. */
  scopes(now: number): readonly WatchedScope[];
  /** A scope's spent and reserved, from the ledger. */
  usage(key: string): Promise<ScopeUsage>;
  /** USD held by each run's calls in flight (reservations not settled, released or expired), by run id. */
  reservedByRun(now: number): ReadonlyMap<string, number>;
}

interface Hold {
  readonly runId: string;
  readonly amountUsd: number;
  readonly expiresAt: number;
}

/** The run a reservation id belongs to: ids are `runId/ticket/uuid` (see holdSharedScopes). */
function runOf(id: string): string {
  const cut = id.lastIndexOf('/', id.lastIndexOf('/') - 1);
  return cut > 0 ? id.slice(0, cut) : id;
}

/**
 * Wraps a budget ledger so the dashboard can list what it holds: every call goes to `ledger` unchanged; the
 * wrapper notes the scope keys reserved in (a ledger can only be asked about a key it is given) and each
 * reservation's run until it is settled or released. Give the gateway `watched.ledger` and the dashboard
 * `watched.live`.
 * @example
 * const watched = watchLedger(createMemoryBudgetLedger());
 * createProxy({ policy, budget: watched.ledger }); createDashboard({ reader, live: watched.live });
 */
export function watchLedger(ledger: BudgetLedger): { ledger: BudgetLedger; live: LiveBudgets } {
  const scopes = new Map<string, BudgetScope & { changedAt: number }>();
  const holds = new Map<string, Hold>();
  const finish = (id: string) => holds.delete(id);

  const watched: BudgetLedger = {
    async reserve(reservation) {
      const answer = await ledger.reserve(reservation);
      if (answer.ok) {
        const at = Date.now();
        for (const scope of reservation.scopes) {
          // Re-inserted, so the map stays ordered by last use.
          scopes.delete(scope.key);
          scopes.set(scope.key, { ...scope, changedAt: at });
        }
        holds.set(reservation.id, {
          runId: runOf(reservation.id),
          amountUsd: reservation.amountUsd,
          expiresAt: reservation.expiresAt,
        });
      }
      return answer;
    },
    async settle(id, costUsd) {
      finish(id);
      return ledger.settle(id, costUsd);
    },
    async release(id) {
      finish(id);
      return ledger.release(id);
    },
    usage: (key) => ledger.usage(key),
    dearestCost: (key) => ledger.dearestCost(key),
    close: () => ledger.close(),
  };

  const live: LiveBudgets = {
    scopes(now) {
      const shown: WatchedScope[] = [];
      for (const [key, scope] of scopes) {
        if (scope.changedAt + scope.retainMs <= now) scopes.delete(key);
        else shown.push({ key, limitUsd: scope.limitUsd });
      }
      return shown.reverse();
    },
    usage: (key) => ledger.usage(key),
    reservedByRun(now) {
      const byRun = new Map<string, number>();
      for (const [id, hold] of holds) {
        if (hold.expiresAt <= now) holds.delete(id);
        else byRun.set(hold.runId, (byRun.get(hold.runId) ?? 0) + hold.amountUsd);
      }
      return byRun;
    },
  };
  return { ledger: watched, live };
}
