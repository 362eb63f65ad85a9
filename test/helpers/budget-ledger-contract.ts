import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BudgetLedger, BudgetReservation, BudgetScope } from '../../src/budget/budget-ledger.js';
import { BudgetLedgerError } from '../../src/budget/budget-ledger-error.js';

const DAY = 86_400_000;

/** A clock the test moves by hand. */
export interface TestClock {
  now: number;
}

/**
 * The behaviour every BudgetLedger must show (memory, Redis): all or nothing across scopes, refusals that
 * name the scope, once-only settle and release, expiry that gives back what a crashed caller held, whole
 * micro-dollars rounded up, and no overspend when many callers race for the last of a budget.
 */
export function describeBudgetLedgerContract(
  name: string,
  makeLedger: (clock: () => number) => Promise<BudgetLedger>,
): void {
  describe(`BudgetLedger contract: ${name}`, () => {
    let ledger: BudgetLedger;
    let clock: TestClock;
    let scopes = 0;
    const scope = (limitUsd: number): BudgetScope => ({
      key: `scope-${process.pid}-${Date.now()}-${scopes++}`,
      limitUsd,
      retainMs: 2 * DAY,
    });
    let ids = 0;
    const reservation = (
      budgets: readonly BudgetScope[],
      amountUsd: number,
      expiresInMs = 60_000,
    ): BudgetReservation => ({
      id: `r-${process.pid}-${Date.now()}-${ids++}`,
      scopes: budgets,
      amountUsd,
      expiresAt: clock.now + expiresInMs,
    });

    beforeEach(async () => {
      clock = { now: 1_800_000_000_000 };
      ledger = await makeLedger(() => clock.now);
    });
    afterEach(async () => {
      await ledger.close();
    });

    it('holds the amount in every scope at once', async () => {
      const task = scope(1);
      const day = scope(10);
      expect(await ledger.reserve(reservation([task, day], 0.25))).toEqual({ ok: true });
      expect(await ledger.usage(task.key)).toEqual({ spentUsd: 0, reservedUsd: 0.25 });
      expect(await ledger.usage(day.key)).toEqual({ spentUsd: 0, reservedUsd: 0.25 });
    });

    it('changes no scope when one of them refuses, and names that scope with its figures', async () => {
      const roomy = scope(10);
      const tight = scope(0.5);
      await ledger.reserve(reservation([tight], 0.3));
      const refused = await ledger.reserve(reservation([roomy, tight], 0.25));
      expect(refused).toEqual({
        ok: false,
        scope: tight.key,
        limitUsd: 0.5,
        spentUsd: 0,
        reservedUsd: 0.3,
        requestedUsd: 0.25,
      });
      expect(await ledger.usage(roomy.key)).toEqual({ spentUsd: 0, reservedUsd: 0 });
      expect(await ledger.usage(tight.key)).toEqual({ spentUsd: 0, reservedUsd: 0.3 });
    });

    it('fits a reservation that reaches the limit exactly', async () => {
      const budget = scope(0.3);
      expect(await ledger.reserve(reservation([budget], 0.1))).toEqual({ ok: true });
      expect(await ledger.reserve(reservation([budget], 0.2))).toEqual({ ok: true });
      expect((await ledger.reserve(reservation([budget], 0.000001))).ok).toBe(false);
    });

    it('replaces the hold by the real cost when settled, once per id', async () => {
      const a = scope(1);
      const b = scope(1);
      const held = reservation([a, b], 0.4);
      await ledger.reserve(held);
      await ledger.settle(held.id, 0.15);
      await ledger.settle(held.id, 0.15);
      await ledger.release(held.id);
      expect(await ledger.usage(a.key)).toEqual({ spentUsd: 0.15, reservedUsd: 0 });
      expect(await ledger.usage(b.key)).toEqual({ spentUsd: 0.15, reservedUsd: 0 });
    });

    it('drops the hold without spending when released, once per id', async () => {
      const budget = scope(1);
      const held = reservation([budget], 0.4);
      await ledger.reserve(held);
      await ledger.release(held.id);
      await ledger.settle(held.id, 0.3);
      expect(await ledger.usage(budget.key)).toEqual({ spentUsd: 0, reservedUsd: 0 });
    });

    it('holds nothing for a reservation that arrives after its release (its answer was lost in an outage)', async () => {
      const budget = scope(1);
      const late = reservation([budget], 0.4);
      await ledger.release(late.id);
      expect(await ledger.reserve(late)).toEqual({ ok: true });
      expect(await ledger.usage(budget.key)).toEqual({ spentUsd: 0, reservedUsd: 0 });
      // Settling it later charges nothing either: the id is finished.
      await ledger.settle(late.id, 0.3);
      expect(await ledger.usage(budget.key)).toEqual({ spentUsd: 0, reservedUsd: 0 });
    });

    it('holds a reservation once when its id is reserved again', async () => {
      const budget = scope(1);
      const held = reservation([budget], 0.4);
      expect(await ledger.reserve(held)).toEqual({ ok: true });
      expect(await ledger.reserve(held)).toEqual({ ok: true });
      expect(await ledger.usage(budget.key)).toEqual({ spentUsd: 0, reservedUsd: 0.4 });
    });

    it('gives back what an expired reservation held, and still counts its cost once when settled late', async () => {
      const budget = scope(1);
      const crashed = reservation([budget], 0.8, 30_000);
      await ledger.reserve(crashed);
      expect((await ledger.reserve(reservation([budget], 0.5))).ok).toBe(false);
      clock.now += 30_000;
      expect(await ledger.usage(budget.key)).toEqual({ spentUsd: 0, reservedUsd: 0 });
      const next = reservation([budget], 0.5);
      expect(await ledger.reserve(next)).toEqual({ ok: true });
      await ledger.settle(crashed.id, 0.2);
      await ledger.settle(crashed.id, 0.2);
      expect(await ledger.usage(budget.key)).toEqual({ spentUsd: 0.2, reservedUsd: 0.5 });
    });

    it('counts whole micro-dollars, rounding reservations and costs up', async () => {
      const budget = scope(1);
      const tiny = reservation([budget], 0.0000001);
      await ledger.reserve(tiny);
      expect(await ledger.usage(budget.key)).toEqual({ spentUsd: 0, reservedUsd: 0.000001 });
      await ledger.settle(tiny.id, 0.1 + 0.2);
      expect(await ledger.usage(budget.key)).toEqual({ spentUsd: 0.3, reservedUsd: 0 });
    });

    it('remembers the dearest cost settled in each scope, not a hold or a release', async () => {
      const [a, b] = [scope(1), scope(1)];
      expect(await ledger.dearestCost(a.key)).toBe(0);
      const first = reservation([a, b], 0.3);
      const second = reservation([a], 0.3);
      const third = reservation([a], 0.3);
      for (const held of [first, second, third]) expect((await ledger.reserve(held)).ok).toBe(true);
      expect(await ledger.dearestCost(a.key)).toBe(0);
      await ledger.settle(first.id, 0.12);
      await ledger.settle(second.id, 0.05);
      await ledger.release(third.id);
      expect(await ledger.dearestCost(a.key)).toBe(0.12);
      expect(await ledger.dearestCost(b.key)).toBe(0.12);
    });

    it('reports nothing for a scope never used', async () => {
      expect(await ledger.usage(`never-${Date.now()}`)).toEqual({ spentUsd: 0, reservedUsd: 0 });
    });

    it('lets exactly as many of 50 racing callers in as the budget holds', async () => {
      const budget = scope(1);
      const day = scope(100);
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => ledger.reserve(reservation([day, budget], 0.07))),
      );
      expect(answers.filter((answer) => answer.ok)).toHaveLength(14);
      expect(answers.filter((answer) => !answer.ok && answer.scope === budget.key)).toHaveLength(36);
      expect(await ledger.usage(budget.key)).toEqual({ spentUsd: 0, reservedUsd: 0.98 });
      expect((await ledger.usage(day.key)).reservedUsd).toBeCloseTo(0.98, 6);
    });

    it('refuses a malformed reservation with LOOPGUARD_BUDGET_INVALID naming the field', async () => {
      const budget = scope(1);
      const attempts: [BudgetReservation, string][] = [
        [{ ...reservation([budget], 0.1), id: '' }, 'reservation.id must be a string of 1 to 512 characters'],
        [reservation([budget], -1), 'reservation.amountUsd must be a finite number ≥ 0, got -1'],
        [reservation([budget, budget], 0.1), 'reservation.scopes[1].key must differ'],
        [reservation([{ ...budget, limitUsd: Number.NaN }], 0.1), 'reservation.scopes[0].limitUsd'],
        [
          reservation([{ ...budget, retainMs: 0 }], 0.1),
          'reservation.scopes[0].retainMs must be a positive integer',
        ],
      ];
      for (const [bad, message] of attempts) {
        const error = await ledger.reserve(bad).then(
          () => undefined,
          (caught: unknown) => caught,
        );
        expect(BudgetLedgerError.isInstance(error) && error.code).toBe('LOOPGUARD_BUDGET_INVALID');
        expect((error as Error).message).toContain(message);
      }
      await expect(ledger.settle('x', Number.POSITIVE_INFINITY)).rejects.toThrow(
        /costUsd must be a finite number/,
      );
      expect(await ledger.usage(budget.key)).toEqual({ spentUsd: 0, reservedUsd: 0 });
    });
  });
}
