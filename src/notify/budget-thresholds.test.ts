import { describe, expect, it } from 'vitest';
import type { DailyRow } from '../stores/event-reader.js';
import { budgetCrossings, crossingKey, uncountedCurrencies } from './budget-thresholds.js';

const row = (
  date: string,
  agentName: string | null,
  cost: number,
  currency: string | null = 'USD',
): DailyRow => ({
  date,
  agentName,
  taskType: null,
  model: null,
  calls: 1,
  tokens: 100,
  cost,
  currency,
  trips: {},
});

describe('budgetCrossings', () => {
  it('crosses a threshold at the spend it names and not a cent before', () => {
    const rows = [row('2026-12-05', 'cleaner', 7.99), row('2026-12-05', 'writer', 0.009)];
    expect(budgetCrossings(rows, { globalPerDay: 10 }, [80, 100], ['2026-12-05'], new Set())).toEqual([]);
    const more = [...rows, row('2026-12-05', 'writer', 0.001)];
    expect(budgetCrossings(more, { globalPerDay: 10 }, [80, 100], ['2026-12-05'], new Set())).toMatchObject([
      { scope: 'global:2026-12-05', threshold: 80, marks: ['global:2026-12-05@80'] },
    ]);
  });

  it('counts spend without an agent in the global budget only, and spend in other currencies in none', () => {
    const rows = [
      row('2026-12-05', null, 6),
      row('2026-12-05', 'cleaner', 2),
      row('2026-12-05', 'cleaner', 50, 'EUR'),
      row('2026-12-05', 'cleaner', 0, null),
    ];
    const crossings = budgetCrossings(
      rows,
      { globalPerDay: 10, perAgentPerDay: 2.5 },
      [80],
      ['2026-12-05'],
      new Set(),
    );
    expect(crossings.map((crossing) => [crossing.scope, crossing.spentUsd])).toEqual([
      ['global:2026-12-05', 8],
      ['agent:cleaner:2026-12-05', 2],
    ]);
    expect(uncountedCurrencies(rows)).toEqual(['EUR']);
  });

  it('keeps days apart, names scopes as the gateway does, and measures a key on its agent', () => {
    const rows = [row('2026-12-04', 'team:a', 4.5), row('2026-12-05', 'team:a', 1)];
    const crossings = budgetCrossings(
      rows,
      { perAgentPerDay: 5, keys: [{ name: 'key-0123456789ab', agent: 'team:a', limitUsd: 1 }] },
      [80, 100],
      ['2026-12-04', '2026-12-05'],
      new Set(),
    );
    expect(crossings.map((crossing) => [crossing.scope, crossing.threshold])).toEqual([
      ['agent:team%3Aa:2026-12-04', 80],
      ['client:key-0123456789ab:2026-12-04', 100],
      ['client:key-0123456789ab:2026-12-05', 100],
    ]);
    expect(crossings[2]?.marks).toEqual([
      'client:key-0123456789ab:2026-12-05@80',
      'client:key-0123456789ab:2026-12-05@100',
    ]);
  });

  it('posts a higher threshold after a lower one, never a lower one after a higher one', () => {
    const rows = [row('2026-12-05', 'cleaner', 9.5)];
    const after80 = new Set([crossingKey('global:2026-12-05', 80)]);
    expect(budgetCrossings(rows, { globalPerDay: 10 }, [80, 90, 100], ['2026-12-05'], after80)).toMatchObject(
      [{ threshold: 90, marks: ['global:2026-12-05@90'] }],
    );
    const after100 = new Set([crossingKey('global:2026-12-05', 100)]);
    expect(budgetCrossings(rows, { globalPerDay: 10 }, [50, 80], ['2026-12-05'], after100)).toEqual([]);
  });
});
