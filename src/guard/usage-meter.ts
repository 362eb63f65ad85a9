import type { TokenUsage } from '../pricing/price-book.js';

/** What a call holds back from the budgets until it settles. */
export interface Reservation {
  readonly tokens: number;
  readonly cost: number;
  settled: boolean;
}

/** Running totals of one run plus what in-flight calls have reserved. */
export class UsageMeter {
  promptTokens = 0;
  completionTokens = 0;
  cachedTokens = 0;
  cost = 0;
  reservedTokens = 0;
  reservedCost = 0;

  get totalTokens(): number {
    return this.promptTokens + this.completionTokens;
  }

  reserve(tokens: number, cost: number): Reservation {
    this.reservedTokens += tokens;
    this.reservedCost += cost;
    return { tokens, cost, settled: false };
  }

  release(reservation: Reservation): void {
    if (reservation.settled) return;
    reservation.settled = true;
    this.reservedTokens -= reservation.tokens;
    this.reservedCost -= reservation.cost;
  }

  settle(reservation: Reservation, usage: TokenUsage, cost: number): void {
    this.release(reservation);
    this.promptTokens += usage.promptTokens;
    this.completionTokens += usage.completionTokens;
    this.cachedTokens += usage.cachedPromptTokens ?? 0;
    this.cost += cost;
  }
}
