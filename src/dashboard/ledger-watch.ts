import type { BudgetLedger, BudgetScope, ScopeUsage } from '../budget/budget-ledger.js';
import { type ListedScopes, type ListScopesOptions, listsScopes } from '../budget/ledger-scopes.js';

/** A shared scope the gateway reserved in, as the budgets view lists it. */
export interface WatchedScope {
  readonly key: string;
  readonly limitUsd: number;
}

/**
 * What the gateway's budget ledger holds now, for the budgets view: the scopes this process reserved in, every
 * scope of the ledger when it can list them (a Redis ledger: those of every gateway of the fleet), each
 * scope's money read from the ledger itself, and what each run's calls in flight hold.
 */
export interface LiveBudgets {
  /** Where the money comes from: a budget ledger, or the runs' own guards (a gateway with no shared budget). @default 'ledger' */
  readonly source?: 'ledger' | 'runs';
  /**
   * The scopes reserved in since start whose counters the ledger still keeps, most recently used first (the
   * latest 10,000).
   */
  scopes(now: number): readonly WatchedScope[];
  /** A scope's spent and reserved, from the ledger. */
  usage(key: string): Promise<ScopeUsage>;
  /**
   * Every scope the ledger holds, whoever reserved in it, when the ledger can list them (the Redis ledger: the
   * whole fleet's scopes). Absent for a ledger that cannot, whose scopes are those this process reserved in.
   */
  listScopes?(options: ListScopesOptions): Promise<ListedScopes>;
  /** With `listScopes`: a count that moves whenever any gateway's reservation, settle or release changed the ledger. */
  changes?(): Promise<number>;
  /** USD held by each run's calls in flight (reservations not settled, released or expired), by run id. */
  reservedByRun(now: number): ReadonlyMap<string, number>;
}

interface Hold {
  readonly runId: string;
  readonly amountUsd: number;
  readonly expiresAt: number;
}

/** Scopes remembered, the most recently used kept: a gateway with a task scope per run would grow without end. */
const MAX_SCOPES = 10_000;
/** Past this many holds, expired ones (a call whose settle never came) are swept at the next reservation. */
const SWEEP_HOLDS = 10_000;

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
          // Re-inserted, so the map stays ordered by last use and the first key is the one to forget.
          scopes.delete(scope.key);
          scopes.set(scope.key, { ...scope, changedAt: at });
        }
        while (scopes.size > MAX_SCOPES) scopes.delete(scopes.keys().next().value as string);
        if (holds.size > SWEEP_HOLDS)
          for (const [id, hold] of holds) if (hold.expiresAt <= at) holds.delete(id);
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
    ...(listsScopes(ledger)
      ? { listScopes: (options) => ledger.listScopes(options), changes: () => ledger.changes() }
      : {}),
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

/**
 * The live budgets of a gateway that holds no ledger (memory mode, no shared budget in its policy): no shared
 * scope, and each run's calls in flight as its own guard holds them, so the budgets view still shows each
 * running run's spent, reserved and left.
 */
export function runBudgets(reservedByRun: () => ReadonlyMap<string, number> | undefined): LiveBudgets {
  return {
    source: 'runs',
    scopes: () => [],
    usage: async () => ({ spentUsd: 0, reservedUsd: 0 }),
    reservedByRun: () => reservedByRun() ?? new Map(),
  };
}
