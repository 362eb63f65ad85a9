/** Micro-dollars per dollar: ledgers count integers, so sums never drift and Redis can add them exactly. */
export const MICRO_PER_USD = 1_000_000;

// Float noise (0.1 + 0.2) must not round a whole micro-dollar up.
const NOISE = 1e-6;

/** A reservation or cost in whole micro-dollars, rounded up: the ledger never holds less than was asked. */
export function microUsdUp(usd: number): number {
  return Math.max(0, Math.ceil(usd * MICRO_PER_USD - NOISE));
}

/** A limit in whole micro-dollars, to the nearest (limits are decimals a person wrote). */
export function microUsdLimit(usd: number): number {
  return Math.round(usd * MICRO_PER_USD);
}

/** Micro-dollars back to dollars. */
export function usdOf(micro: number): number {
  return micro / MICRO_PER_USD;
}
