import { describe, expect, it } from 'vitest';
import { syntheticRuns } from '../bench/dashboard-bench-runs.js';
import type { GuardEvent } from '../src/events/types.js';
import type { RunQuery } from '../src/stores/run-list.js';
import {
  allPages,
  type EndedRun,
  expectedRuns,
  sortedRuns,
  strip,
  useRunStores,
} from './helpers/ended-runs.js';

// The reader queries of the runs, would-have-stopped and budgets views, on a generated store in both SQLite
// and PostgreSQL, each checked against the same figures worked out here from the events themselves.

const RUNS = 1_200;
const start = Date.UTC(2026, 10, 1);
const running: GuardEvent[] = [0, 1, 2].flatMap((index) => {
  const base = {
    task_id: `live-task-${index}`,
    run_id: `live-run-${index}`,
    agent_name: index === 2 ? 'writer' : 'cleaner',
    task_type: 'etl',
  };
  const at = start + 31 * 86_400_000 + index * 1_000;
  return [
    { ...base, event: 'run_start', round: 0, timestamp: at },
    {
      ...base,
      event: 'llm_response',
      round: 1,
      timestamp: at + 500,
      model: 'gpt-4.1',
      token_usage: { prompt: 100, completion: 10, cached: 0, total: 110 },
      cost: 0.01 * (index + 1),
      currency: 'USD',
      latency_ms: 500,
    },
  ] satisfies GuardEvent[];
});
const events: GuardEvent[] = [...syntheticRuns(RUNS, start), ...running];

const ended = expectedRuns(events);
const sorted = sortedRuns;

const readerOf = useRunStores(events, 'loopguard-dashboard-runs-');

describe.each(['SQLite', 'PostgreSQL'] as const)('the runs queries of %s', (store) => {
  const reader = () => readerOf(store);

  it('pages through every ended run once, newest, dearest or longest first', async () => {
    for (const sort of ['newest', 'cost', 'duration'] as const) {
      const rows = await allPages(reader(), { sort });
      expect(rows, sort).toEqual(sorted(ended, sort).map(strip));
    }
  });

  it('filters by agent, task type, model, state, trips and dates, as the events say', async () => {
    const cases: [Omit<RunQuery, 'limit' | 'after' | 'sort'>, (row: EndedRun) => boolean][] = [
      [{ agentName: 'writer' }, (row) => row.agentName === 'writer'],
      [{ taskType: 'docs', model: 'gpt-4.1' }, (row) => row.taskType === 'docs' && row.model === 'gpt-4.1'],
      [{ state: 'failed' }, (row) => row.state === 'failed'],
      [{ tripped: true }, (row) => row.code !== null],
      [{ tripped: false, agentName: 'coder' }, (row) => row.code === null && row.agentName === 'coder'],
      [
        { since: '2026-11-05', until: '2026-11-06' },
        (row) => row.day >= '2026-11-05' && row.day <= '2026-11-06',
      ],
    ];
    for (const [filter, keep] of cases) {
      const expected = ended.filter(keep);
      expect(expected.length, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(await allPages(reader(), { ...filter, sort: 'cost' }), JSON.stringify(filter)).toEqual(
        sorted(expected, 'cost').map(strip),
      );
    }
  });

  it('searches task and run ids for any part of them, in any case, taking % and _ literally', async () => {
    const expected = ended.filter((row) => row.taskId.includes('-11') || row.runId.includes('-11'));
    expect(await allPages(reader(), { sort: 'newest', search: '-11' })).toEqual(
      sorted(expected, 'newest').map(strip),
    );
    expect((await reader().runs({ sort: 'newest', limit: 5, search: 'RUN-1199' })).rows).toEqual(
      ended.filter((row) => row.runId === 'run-1199').map(strip),
    );
    expect((await reader().runs({ sort: 'newest', limit: 5, search: '%' })).rows).toEqual([]);
    expect((await reader().runs({ sort: 'newest', limit: 5, search: 'run_1' })).rows).toEqual([]);
  });

  it('lists the runs that have not ended, with their calls so far', async () => {
    const rows = await reader().runningRuns({}, 10);
    expect(rows.map((row) => [row.runId, row.state, row.calls, row.cost, row.durationMs])).toEqual([
      ['live-run-2', 'running', 1, 0.03, 500],
      ['live-run-1', 'running', 1, 0.02, 500],
      ['live-run-0', 'running', 1, 0.01, 500],
    ]);
    expect((await reader().runningRuns({ agentName: 'writer' }, 10)).map((row) => row.runId)).toEqual([
      'live-run-2',
    ]);
    expect(await reader().runningRuns({ model: 'gpt-4o-mini' }, 10)).toEqual([]);
    expect((await reader().runningRuns({}, 10, 3)).map((row) => row.runId)).toEqual(['live-run-2']);
  });

  it('lists would-have-stopped trips with what stopping each run there would have saved', async () => {
    const observed = events.flatMap((event, index) =>
      event.event === 'guard_trigger' && event.action === 'observe' ? [{ event, id: index + 1 }] : [],
    );
    const later = (trip: GuardEvent) =>
      events.filter(
        (event) => event.event === 'llm_response' && event.run_id === trip.run_id && event.round > trip.round,
      );
    const answer = await reader().observedTrips({}, 20);
    expect(answer.trips.map((trip) => [trip.id, trip.runId, trip.round, trip.savedCalls])).toEqual(
      observed
        .slice(-20)
        .reverse()
        .map(({ event, id }) => [id, event.run_id, event.round, later(event).length]),
    );
    const savedCost = observed.reduce(
      (sum, { event }) => sum + later(event).reduce((total, call) => total + (call.cost ?? 0), 0),
      0,
    );
    expect(answer.runs).toBe(observed.length);
    expect(answer.savedOver).toBe(observed.length);
    expect(answer.saved).toEqual([
      {
        currency: 'USD',
        calls: observed.reduce((sum, { event }) => sum + later(event).length, 0),
        cost: expect.closeTo(savedCost, 9),
      },
    ]);
    // Capped: the savings of the latest runs only, saying how many.
    const capped = await reader().observedTrips({}, 1, 3);
    expect([capped.runs, capped.savedOver]).toEqual([observed.length, 3]);
    expect((await reader().observedTrips({ agentName: 'nobody' }, 5)).runs).toBe(0);
  });

  it('keeps would-have-stopped trips out of the trips counts', async () => {
    const halts = events.filter((event) => event.event === 'guard_trigger' && event.action === 'halt');
    const daily = await reader().daily({});
    const counted = daily.reduce(
      (sum, row) => sum + Object.values(row.trips).reduce((total, count) => total + count, 0),
      0,
    );
    expect(counted).toBe(halts.length);
    expect((await reader().recentTrips({}, 500)).every((trip) => trip.action === 'halt')).toBe(true);
  });

  it("answers one day's calls and cost, over all agents and per agent", async () => {
    const day = '2026-11-07';
    const calls = events.filter(
      (event) => event.event === 'llm_response' && new Date(event.timestamp).toISOString().startsWith(day),
    );
    const spent = await reader().spentOn(day);
    expect(spent.global).toEqual([
      {
        currency: 'USD',
        calls: calls.length,
        cost: expect.closeTo(
          calls.reduce((sum, call) => sum + (call.cost ?? 0), 0),
          9,
        ),
      },
    ]);
    expect(spent.agents.map((row) => [row.agentName, row.calls])).toEqual(
      ['cleaner', 'coder', 'researcher', 'support', 'writer'].map((agent) => [
        agent,
        calls.filter((call) => call.agent_name === agent).length,
      ]),
    );
    expect((await reader().spentOn('2020-01-01')).global).toEqual([]);
  });
});
