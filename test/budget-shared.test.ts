import { describe, expect, it } from 'vitest';
import { BudgetLedgerError } from '../src/budget/budget-ledger-error.js';
import { dailyScope } from '../src/budget/daily-scope.js';
import { createMemoryBudgetLedger } from '../src/budget/memory-budget-ledger.js';
import { withSharedBudget } from '../src/budget/with-shared-budget.js';
import { ConfigError, GuardError } from '../src/errors.js';
import type { GuardEvent } from '../src/events/types.js';
import { createGuard } from '../src/guard/guard.js';

const DAY = 86_400_000;
const team = { key: 'team:search', limitUsd: 0.0008, retainMs: DAY };
const request = { model: 'gpt-4o-mini', promptTokens: 1_000, maxOutputTokens: 500 };
const usage = { promptTokens: 1_000, completionTokens: 100 };
const micro = (usd: number) => Math.ceil(usd * 1e6 - 1e-6) / 1e6;

describe('withSharedBudget', () => {
  it("reserves the guard's worst case in the shared scope and settles the real cost", async () => {
    const ledger = createMemoryBudgetLedger();
    const guard = createGuard({ maxCost: 1 });
    const shared = withSharedBudget(guard, { ledger, scopes: [team] });
    const first = await shared.beforeCall(request);
    expect(first.reservationId).toMatch(new RegExp(`^${guard.runId}/call-1/`));
    // No call of the model billed yet: the first holds all that is left, in the run and in the scope.
    expect(guard.usage.reservedCost).toBe(1);
    expect((await ledger.usage(team.key)).reservedUsd).toBe(team.limitUsd);
    await first.end({ usage });
    const spent = guard.cost;
    expect(await ledger.usage(team.key)).toEqual({ spentUsd: micro(spent), reservedUsd: 0 });
    // Billed once: the next call reserves its own worst case, from the learned estimate.
    const second = await shared.beforeCall({ ...request, maxOutputTokens: 100 });
    expect(second.reservation.worstCaseUsd).toBeCloseTo(guard.usage.reservedCost, 12);
    expect((await ledger.usage(team.key)).reservedUsd).toBe(micro(guard.usage.reservedCost));
    await second.end({ usage });
    expect(await ledger.usage(team.key)).toEqual({ spentUsd: micro(guard.cost), reservedUsd: 0 });
  });

  it('fails the run with GUARD_BUDGET_LIMIT naming the shared scope when another guard took the budget', async () => {
    const ledger = createMemoryBudgetLedger();
    const first = withSharedBudget(createGuard({ maxCost: 1 }), { ledger, scopes: [team] });
    const events: GuardEvent[] = [];
    const second = createGuard({ maxCost: 1, onEvent: (event) => events.push(event) });
    const held = await first.beforeCall(request);
    const refusal = await withSharedBudget(second, { ledger, scopes: [team], maxWaitMs: 0 })
      .beforeCall(request)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(GuardError.isInstance(refusal) && refusal.code).toBe('GUARD_BUDGET_LIMIT');
    const error = refusal as GuardError;
    expect(error.message).toMatch(
      /would exceed the shared budget team:search \(\$0\.000000 spent \+ \$0\.000800 reserved/,
    );
    expect(error.evidence).toMatchObject({ limit: 'sharedBudget', scope: 'team:search', limitValue: 0.0008 });
    expect(error.advice.retryable).toBe(false);
    expect(second.state).toBe('failed');
    expect(second.error).toBe(error);
    expect(second.usage.reservedCost).toBe(0);
    expect(events.filter((event) => event.event === 'guard_trigger').map((event) => event.code)).toEqual([
      'GUARD_BUDGET_LIMIT',
    ]);
    // Nothing was held for the refused call: the first still holds all that was left.
    expect((await ledger.usage(team.key)).reservedUsd).toBe(0.0008);
    await held.end({ usage });
  });

  it("checks the guard's own gates before the ledger, and holds nothing for a call they refuse", async () => {
    const ledger = createMemoryBudgetLedger();
    const shared = withSharedBudget(createGuard({ maxCost: 1, maxRounds: 1 }), { ledger, scopes: [team] });
    await (await shared.beforeCall(request)).end({ usage });
    const spent = await ledger.usage(team.key);
    await expect(shared.beforeCall(request)).rejects.toMatchObject({ code: 'GUARD_ROUND_LIMIT' });
    expect(await ledger.usage(team.key)).toEqual(spent);
  });

  it('releases the shared reservation when the call fails', async () => {
    const ledger = createMemoryBudgetLedger();
    const shared = withSharedBudget(createGuard({ maxCost: 1 }), { ledger, scopes: [team] });
    const call = await shared.beforeCall(request);
    const upstream = new Error('upstream 500');
    expect(await call.fail(upstream)).toBe(upstream);
    expect(await ledger.usage(team.key)).toEqual({ spentUsd: 0, reservedUsd: 0 });
  });

  it('reserves in USD when the guard counts in another currency', async () => {
    const ledger = createMemoryBudgetLedger();
    const guard = createGuard({ maxCost: 1, currency: 'EUR', usdRate: 0.5 });
    const shared = withSharedBudget(guard, { ledger, scopes: [team] });
    await (await shared.beforeCall(request)).end({ usage });
    const spentUsd = guard.cost / 0.5;
    expect((await ledger.usage(team.key)).spentUsd).toBe(micro(spentUsd));
    const call = await shared.beforeCall({ ...request, maxOutputTokens: 10 });
    expect((await ledger.usage(team.key)).reservedUsd).toBe(micro(guard.usage.reservedCost / 0.5));
    await call.end({ usage });
    expect((await ledger.usage(team.key)).spentUsd).toBe(micro(spentUsd) + micro(guard.cost / 0.5 - spentUsd));
  });

  it('rolls daily scopes over at midnight UTC', async () => {
    const ledger = createMemoryBudgetLedger();
    let now = Date.parse('2026-12-02T23:59:59Z');
    const guard = createGuard({ maxCost: 1, now: () => now });
    const shared = withSharedBudget(guard, { ledger, scopes: (at) => [dailyScope('team:search', 1, at)] });
    await (await shared.beforeCall(request)).end({ usage });
    now += 2_000;
    await (await shared.beforeCall(request)).end({ usage });
    expect((await ledger.usage('team:search:2026-12-02')).spentUsd).toBeGreaterThan(0);
    expect(await ledger.usage('team:search:2026-12-03')).toEqual(
      await ledger.usage('team:search:2026-12-02'),
    );
  });

  it('fails the call, not the run, with LOOPGUARD_BUDGET_UNAVAILABLE when the ledger cannot answer', async () => {
    const ledger = createMemoryBudgetLedger();
    await ledger.close();
    const guard = createGuard({ maxCost: 1 });
    const error = await withSharedBudget(guard, { ledger, scopes: [team] })
      .beforeCall(request)
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(BudgetLedgerError.isInstance(error) && error.code).toBe('LOOPGUARD_BUDGET_UNAVAILABLE');
    expect(guard.state).not.toBe('failed');
    expect(guard.usage.reservedCost).toBe(0);
  });

  it('lets the call go without a shared reservation when told to fail open, and says so', async () => {
    const ledger = createMemoryBudgetLedger();
    await ledger.close();
    const told: BudgetLedgerError[] = [];
    const shared = withSharedBudget(createGuard({ maxCost: 1 }), {
      ledger,
      scopes: [team],
      whenUnavailable: 'open',
      onLedgerError: (error) => told.push(error),
    });
    const call = await shared.beforeCall(request);
    expect(call.reservationId).toBeUndefined();
    await call.end({ usage });
    expect(told.map((error) => error.code)).toEqual(['LOOPGUARD_BUDGET_UNAVAILABLE']);
  });

  it('names the option in a ConfigError', () => {
    const ledger = createMemoryBudgetLedger();
    expect(() => withSharedBudget(createGuard({}), { ledger, scopes: [team] })).toThrow(
      'withSharedBudget: `maxCost` is required on the guard',
    );
    const attempt = (options: unknown) => {
      try {
        withSharedBudget(createGuard({ maxCost: 1 }), options as never);
      } catch (error) {
        return ConfigError.isInstance(error) ? error.message : String(error);
      }
      return 'no error';
    };
    expect(attempt({ ledger, scopes: [{ ...team, limitUsd: -1 }] })).toContain(
      '`scopes.0.limitUsd` must be a finite number ≥ 0, got -1',
    );
    expect(attempt({ ledger: {}, scopes: [team] })).toContain('`ledger` must be a BudgetLedger');
    expect(attempt({ ledger, scopes: [team], whenUnavailable: 'maybe' })).toContain(
      '`whenUnavailable` must be "closed" or "open"',
    );
  });
});
