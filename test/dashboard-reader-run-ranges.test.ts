import { describe, expect, it } from 'vitest';
import { syntheticRuns } from '../bench/dashboard-bench-runs.js';
import type { GuardEvent } from '../src/events/types.js';
import { type RunQuery, type RunRanges, runFigure } from '../src/stores/run-list.js';
import {
  allPages,
  type EndedRun,
  expectedRuns,
  sortedRuns,
  strip,
  useRunStores,
} from './helpers/ended-runs.js';

// The runs view's range filters (calls, tokens, cost, halting trips, duration) on a real SQLite file and a
// real PostgreSQL holding the same generated runs, each page checked against the runs the events describe.

const start = Date.UTC(2026, 10, 1);

/** Runs the generator does not make: two halts each, and one without a priced call (its cost counts as 0). */
function oddRuns(): GuardEvent[] {
  return [0, 1, 2].flatMap((index) => {
    const base = {
      task_id: `odd-task-${index}`,
      run_id: `odd-run-${index}`,
      agent_name: 'writer',
      task_type: 'etl',
    };
    const at = start + 35 * 86_400_000 + index * 10_000;
    const halts = index < 2 ? 2 : 0;
    return [
      { ...base, event: 'run_start', round: 0, timestamp: at },
      ...Array.from({ length: halts }, (_, halt) => ({
        ...base,
        event: 'guard_trigger' as const,
        round: 1,
        timestamp: at + 100 + halt,
        code: 'GUARD_LOOP_DETECTED' as const,
        action: 'halt' as const,
      })),
      {
        ...base,
        event: 'run_end',
        round: index < 2 ? 1 : 0,
        timestamp: at + 2_000,
        state: halts > 0 ? 'failed' : 'abandoned',
        ...(halts > 0 ? { code: 'GUARD_LOOP_DETECTED', cost: 0.002 * (index + 1), currency: 'USD' } : {}),
        latency_ms: 2_000,
      },
    ] satisfies GuardEvent[];
  });
}

const events: GuardEvent[] = [...syntheticRuns(600, start), ...oddRuns()];
const ended = expectedRuns(events);

/** The median of a figure over every ended run: a bound that keeps about half of them. */
function median(figure: (row: EndedRun) => number): number {
  const values = ended.map(figure).sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] as number;
}

const cost = median((row) => row.cost ?? 0);
const tokens = median((row) => row.tokens);
const duration = median((row) => row.durationMs);

/** Whether a run's figures lie in the ranges, worked out here apart from the stores' SQL. */
function within(row: EndedRun, ranges: RunRanges): boolean {
  return Object.entries(ranges).every(([field, range]) => {
    const value = runFigure(row, field as keyof RunRanges);
    return (
      (range?.min === undefined || value >= range.min) && (range?.max === undefined || value <= range.max)
    );
  });
}

const readerOf = useRunStores(events, 'loopguard-run-ranges-');

describe.each(['SQLite', 'PostgreSQL'] as const)('the runs range filters of %s', (store) => {
  const reader = () => readerOf(store);

  /** Checks every page of a query against the runs the events describe, and that some match. */
  async function check(query: Omit<RunQuery, 'limit' | 'after'>, limit?: number): Promise<number> {
    const expected = ended.filter(
      (row) => within(row, query.ranges ?? {}) && (query.agentName ?? row.agentName) === row.agentName,
    );
    expect(expected.length, JSON.stringify(query)).toBeGreaterThan(0);
    expect(await allPages(reader(), query, limit), JSON.stringify(query)).toEqual(
      sortedRuns(expected, query.sort).map(strip),
    );
    return expected.length;
  }

  it('filters by each figure alone, at either end or both, in each order', async () => {
    const alone: RunRanges[] = [
      { calls: { min: 3 } },
      { calls: { max: 1 } },
      { tokens: { min: tokens } },
      { tokens: { max: tokens } },
      { cost: { min: cost } },
      { cost: { max: cost } },
      { cost: { max: 0 } },
      { trips: { min: 2 } },
      { trips: { min: 1, max: 1 } },
      { trips: { max: 0 } },
      { duration: { min: duration } },
      { duration: { min: 1_000, max: duration } },
    ];
    for (const ranges of alone)
      for (const sort of ['newest', 'cost', 'duration'] as const) await check({ sort, ranges });
  });

  it('combines two ranges, and a range with the label filters', async () => {
    await check({ sort: 'cost', ranges: { cost: { min: cost }, calls: { max: 2 } } });
    await check({ sort: 'duration', ranges: { trips: { min: 1 }, duration: { max: duration } } });
    await check({ sort: 'newest', ranges: { tokens: { min: tokens }, cost: { max: cost } } });
    await check({ sort: 'cost', agentName: 'writer', ranges: { cost: { min: cost } } });
  });

  it('pages through a filter dearest first, each run once, the cursor keeping the filter', async () => {
    const ranges = { cost: { min: cost }, tokens: { min: 2_000 } };
    expect(await check({ sort: 'cost', ranges }, 7)).toBeGreaterThan(7 * 3);
    const first = await reader().runs({ sort: 'cost', ranges, limit: 7 });
    const second = await reader().runs({ sort: 'cost', ranges, limit: 7, after: first.next ?? undefined });
    const expected = sortedRuns(
      ended.filter((row) => within(row, ranges)),
      'cost',
    ).map(strip);
    expect([...first.rows, ...second.rows]).toEqual(expected.slice(0, 14));
  });

  it('keeps its bounds inclusive, rounds a count inward, and lists nothing for an empty range', async () => {
    const dearest = sortedRuns(ended, 'cost')[0] as EndedRun;
    expect(
      (await reader().runs({ sort: 'cost', limit: 5, ranges: { cost: { min: dearest.cost ?? 0 } } })).rows,
    ).toEqual([strip(dearest)]);
    const fractional = await allPages(reader(), { sort: 'newest', ranges: { calls: { min: 2.5 } } });
    expect(fractional).toEqual(await allPages(reader(), { sort: 'newest', ranges: { calls: { min: 3 } } }));
    expect((await reader().runs({ sort: 'newest', limit: 5, ranges: { trips: { min: 3 } } })).rows).toEqual(
      [],
    );
    expect(
      (await reader().runs({ sort: 'cost', limit: 5, ranges: { cost: { min: 1, max: 0.5 } } })).rows,
    ).toEqual([]);
  });

  it('filters the runs a search on ids found', async () => {
    const ranges = { trips: { min: 2 } };
    expect(
      (await allPages(reader(), { sort: 'newest', search: 'ODD-RUN', ranges })).map((row) => row.runId),
    ).toEqual(['odd-run-1', 'odd-run-0']);
  });
});
