import type { BudgetLedger, BudgetRefusal, ScopeUsage } from './budget-ledger.js';
import { BudgetLedgerError } from './budget-ledger-error.js';
import { checkCost, checkReservation } from './check-reservation.js';
import { microUsdLimit, microUsdUp, usdOf } from './micro-usd.js';

/** Options of {@link createMemoryBudgetLedger}. */
export interface MemoryBudgetLedgerOptions {
  /** @default Date.now */
  readonly now?: () => number;
}

interface Scope {
  spent: number;
  reserved: number;
  /** The dearest settled cost, micro-dollars. */
  dearest: number;
  /** Held amounts by reservation id, in micro-dollars, with their expiry. */
  readonly held: Map<string, { readonly amount: number; readonly expiresAt: number }>;
  retainMs: number;
  changedAt: number;
}

interface Held {
  readonly amount: number;
  readonly scopes: readonly string[];
  state: 'held' | 'settled' | 'released';
  /** Until when the id is remembered (settle and release stay once-only), ms since the epoch. */
  rememberUntil: number;
}

/** How long an id finished before it was ever reserved is remembered, as the Redis ledger does. */
const FINISHED_ID_MS = 3_600_000;

// Forgetting old scopes and ids walks everything, so it runs at most this often.
const FORGET_EVERY_MS = 60_000;

/**
 * A budget ledger in this process's memory: for one process (a single gateway, several guards of one
 * service) and as the reference the Redis ledger is held to. Amounts are whole micro-dollars, reservations
 * rounded up. Every operation is synchronous inside, so no two callers can both take the last of a budget.
 * @example
 * const ledger = createMemoryBudgetLedger();
 * await ledger.reserve({ id: 'call-1', scopes: [{ key: 'team:search', limitUsd: 5, retainMs: 86_400_000 }], amountUsd: 0.02, expiresAt: Date.now() + 60_000 });
 */
export function createMemoryBudgetLedger(options: MemoryBudgetLedgerOptions = {}): BudgetLedger {
  const now = options.now ?? Date.now;
  const scopes = new Map<string, Scope>();
  const reservations = new Map<string, Held>();
  let closed = false;
  let forgottenAt = now();

  const check = () => {
    if (closed)
      throw new BudgetLedgerError('LOOPGUARD_BUDGET_UNAVAILABLE', 'the memory budget ledger is closed');
  };
  const sweep = (scope: Scope, at: number) => {
    for (const [id, held] of scope.held) {
      if (held.expiresAt > at) continue;
      scope.held.delete(id);
      scope.reserved -= held.amount;
    }
  };
  const forget = (at: number) => {
    if (at - forgottenAt < FORGET_EVERY_MS) return;
    forgottenAt = at;
    for (const [key, scope] of scopes) if (scope.changedAt + scope.retainMs <= at) scopes.delete(key);
    for (const [id, held] of reservations) if (held.rememberUntil <= at) reservations.delete(id);
  };
  const finish = (id: string, state: 'settled' | 'released', costMicro: number) => {
    const held = reservations.get(id);
    if (held === undefined) {
      // Finished before it was reserved (a reservation whose answer was lost): a late reserve holds nothing.
      reservations.set(id, { amount: 0, scopes: [], state, rememberUntil: now() + FINISHED_ID_MS });
      return;
    }
    if (held.state !== 'held') return;
    held.state = state;
    const at = now();
    for (const key of held.scopes) {
      const scope = scopes.get(key);
      if (!scope) continue;
      if (scope.held.delete(id)) scope.reserved -= held.amount;
      scope.spent += costMicro;
      scope.dearest = Math.max(scope.dearest, costMicro);
      scope.changedAt = at;
    }
  };

  return {
    async reserve(reservation) {
      check();
      checkReservation(reservation);
      if (reservations.has(reservation.id)) return { ok: true };
      const at = now();
      forget(at);
      const amount = microUsdUp(reservation.amountUsd);
      const touched = reservation.scopes.map((budget) => {
        let scope = scopes.get(budget.key);
        if (!scope) {
          scope = {
            spent: 0,
            reserved: 0,
            dearest: 0,
            held: new Map(),
            retainMs: budget.retainMs,
            changedAt: at,
          };
          scopes.set(budget.key, scope);
        }
        sweep(scope, at);
        return scope;
      });
      for (const [index, budget] of reservation.scopes.entries()) {
        const scope = touched[index] as Scope;
        if (scope.spent + scope.reserved + amount > microUsdLimit(budget.limitUsd)) {
          const refusal: BudgetRefusal = {
            scope: budget.key,
            limitUsd: budget.limitUsd,
            spentUsd: usdOf(scope.spent),
            reservedUsd: usdOf(scope.reserved),
            requestedUsd: usdOf(amount),
          };
          return { ok: false, ...refusal };
        }
      }
      for (const [index, budget] of reservation.scopes.entries()) {
        const scope = touched[index] as Scope;
        scope.held.set(reservation.id, { amount, expiresAt: reservation.expiresAt });
        scope.reserved += amount;
        scope.retainMs = budget.retainMs;
        scope.changedAt = at;
      }
      const retainMs = Math.max(0, ...reservation.scopes.map((budget) => budget.retainMs));
      reservations.set(reservation.id, {
        amount,
        scopes: reservation.scopes.map((budget) => budget.key),
        state: 'held',
        rememberUntil: Math.max(at + retainMs, reservation.expiresAt),
      });
      return { ok: true };
    },
    async settle(id, costUsd) {
      check();
      checkCost(id, costUsd);
      finish(id, 'settled', microUsdUp(costUsd));
    },
    async release(id) {
      check();
      finish(id, 'released', 0);
    },
    async usage(scopeKey): Promise<ScopeUsage> {
      check();
      const scope = scopes.get(scopeKey);
      if (!scope) return { spentUsd: 0, reservedUsd: 0 };
      sweep(scope, now());
      return { spentUsd: usdOf(scope.spent), reservedUsd: usdOf(scope.reserved) };
    },
    async dearestCost(scopeKey) {
      check();
      return usdOf(scopes.get(scopeKey)?.dearest ?? 0);
    },
    async close() {
      closed = true;
      scopes.clear();
      reservations.clear();
    },
  };
}
