import type { BudgetLedger } from './budget-ledger.js';

/** One scope as a ledger holds it, listed without knowing its key beforehand. */
export interface ListedScope {
  /** The scope's key, as reserved in (`agent:writer:2026-12-06`). */
  readonly key: string;
  readonly spentUsd: number;
  /** Held by reservations not settled, released or expired. */
  readonly reservedUsd: number;
  /** The limit of the latest reservation in it; absent for a scope written before limits were kept. */
  readonly limitUsd?: number | undefined;
  /** When a reservation or settle last touched it, ms since the epoch; absent as for `limitUsd`. */
  readonly changedAt?: number | undefined;
}

/** What {@link ScopeListing.listScopes} found, and whether it looked at every scope. */
export interface ListedScopes {
  readonly scopes: readonly ListedScope[];
  /** False when a bound (`max` scopes, or the keys visited) stopped the listing before the end. */
  readonly complete: boolean;
}

/** Options of {@link ScopeListing.listScopes}. */
export interface ListScopesOptions {
  /** Only scopes touched at or after this time (ms since the epoch), or holding money now. */
  readonly since: number;
  /** At most this many scopes. */
  readonly max: number;
}

/**
 * A ledger that can list the scopes it holds, whoever reserved in them: the Redis ledger, so one gateway of
 * a fleet can show the scopes every other gateway spends in.
 */
export interface ScopeListing {
  listScopes(options: ListScopesOptions): Promise<ListedScopes>;
  /** A count that every reservation held and every settle or release moves: the ledger changed when it did. */
  changes(): Promise<number>;
}

/** True for a ledger that can list its scopes ({@link ScopeListing}). */
export function listsScopes(ledger: BudgetLedger): ledger is BudgetLedger & ScopeListing {
  return typeof (ledger as Partial<ScopeListing>).listScopes === 'function';
}
