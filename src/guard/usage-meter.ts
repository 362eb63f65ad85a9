import type { TokenUsage } from '../pricing/price-book.js';

/** What a call holds back from the budgets until it settles, until its deadline at the latest. */
export interface Reservation {
  readonly id: string;
  readonly tokens: number;
  readonly cost: number;
  /** When it lapses, ms since the epoch: a process that died mid-call cannot hold budget past it. */
  readonly deadline: number;
}

/** Spent totals of a run. */
export interface UsageTotals {
  readonly promptTokens: number;
  readonly completionTokens: number;
  readonly cachedTokens: number;
  readonly cost: number;
}

/** The meter as a snapshot carries it. */
export interface UsageMeterState {
  readonly totals: UsageTotals;
  readonly reservations: readonly Reservation[];
}

/** Running totals of one run plus what in-flight calls have reserved, by reservation id. */
export class UsageMeter {
  private totals: UsageTotals;
  private readonly reservations = new Map<string, Reservation>();

  constructor(state?: UsageMeterState) {
    this.totals = state?.totals ?? { promptTokens: 0, completionTokens: 0, cachedTokens: 0, cost: 0 };
    for (const reservation of state?.reservations ?? []) this.reservations.set(reservation.id, reservation);
  }

  get promptTokens(): number {
    return this.totals.promptTokens;
  }

  get completionTokens(): number {
    return this.totals.completionTokens;
  }

  get cachedTokens(): number {
    return this.totals.cachedTokens;
  }

  get cost(): number {
    return this.totals.cost;
  }

  get totalTokens(): number {
    return this.totals.promptTokens + this.totals.completionTokens;
  }

  get reservedTokens(): number {
    let tokens = 0;
    for (const reservation of this.reservations.values()) tokens += reservation.tokens;
    return tokens;
  }

  get reservedCost(): number {
    let cost = 0;
    for (const reservation of this.reservations.values()) cost += reservation.cost;
    return cost;
  }

  reserve(reservation: Reservation): void {
    this.reservations.set(reservation.id, reservation);
  }

  /** The reservation still held under `id`, if any. */
  reservation(id: string): Reservation | undefined {
    return this.reservations.get(id);
  }

  /** Drops a reservation; true when it was still held (so a call settles once). */
  release(id: string): boolean {
    return this.reservations.delete(id);
  }

  /** Releases the reservation and adds what the call really used. */
  settle(id: string, usage: TokenUsage, cost: number): void {
    this.release(id);
    this.totals = {
      promptTokens: this.totals.promptTokens + usage.promptTokens,
      completionTokens: this.totals.completionTokens + usage.completionTokens,
      cachedTokens: this.totals.cachedTokens + (usage.cachedPromptTokens ?? 0),
      cost: this.totals.cost + cost,
    };
  }

  /** Reservations whose deadline has passed at `now`. */
  expired(now: number): Reservation[] {
    return [...this.reservations.values()].filter((reservation) => reservation.deadline <= now);
  }

  snapshot(): UsageMeterState {
    return { totals: this.totals, reservations: [...this.reservations.values()] };
  }
}
