/**
 * A money limit shared by many runs: a task's runs, one agent's day, one client key's day, the whole fleet's
 * day. The key names the scope and its period (`agent:support-bot:2026-12-02`), so a daily scope is simply a
 * new key each day.
 */
export interface BudgetScope {
  readonly key: string;
  readonly limitUsd: number;
  /** How long the scope's counters are kept after their last change (daily scopes: two days). */
  readonly retainMs: number;
}

/** One reservation across several scopes at once. */
export interface BudgetReservation {
  /** Unique per call; settling and releasing are idempotent on it. */
  readonly id: string;
  readonly scopes: readonly BudgetScope[];
  /** The worst case this call may cost, USD. */
  readonly amountUsd: number;
  /** After this moment (ms since the epoch) the reservation no longer holds budget: a crashed caller cannot leak it. */
  readonly expiresAt: number;
}

/** A scope's money, USD. */
export interface ScopeUsage {
  readonly spentUsd: number;
  /** Held by reservations not yet settled, released or expired. */
  readonly reservedUsd: number;
}

/** Why a reservation did not fit: the first scope it would have overrun. */
export interface BudgetRefusal {
  readonly scope: string;
  readonly limitUsd: number;
  readonly spentUsd: number;
  readonly reservedUsd: number;
  readonly requestedUsd: number;
}

/**
 * Money held across scopes, all or nothing: a reservation fits every scope or none of them changes, and no
 * two callers can both take the last of a budget (the memory ledger by being synchronous inside, the Redis
 * ledger by one Lua script). Expired reservations are released before a new one is weighed.
 */
export interface BudgetLedger {
  /** Holds `amountUsd` in every scope, or changes nothing and says which scope refused. */
  reserve(
    reservation: BudgetReservation,
  ): Promise<{ readonly ok: true } | ({ readonly ok: false } & BudgetRefusal)>;
  /**
   * Replaces the reservation by the real cost in each of its scopes; once per id (later calls do nothing).
   * A reservation that already expired still has its cost counted (the call was made), once.
   */
  settle(id: string, costUsd: number): Promise<void>;
  /** Drops the reservation without spending; once per id. */
  release(id: string): Promise<void>;
  /** A scope's money now (expired reservations not counted). */
  usage(scopeKey: string): Promise<ScopeUsage>;
  /**
   * The dearest call settled in the scope, USD (0 before any): the room a call whose cost cannot be estimated
   * yet needs before it may go.
   */
  dearestCost(scopeKey: string): Promise<number>;
  close(): Promise<void>;
}
