import { expect } from 'vitest';
import type { GuardEvent } from '../../src/events/types.js';
import { createGuard, type Guard } from '../../src/guard/guard.js';
import type { GuardOptions } from '../../src/guard/options.js';
import { createSqliteSink } from '../../src/stores/sqlite/sqlite-sink.js';

/** Price that makes each call of 1000 prompt + 100 completion tokens cost exactly 1.2 USD. */
export const fixturePrices = { m: { inputPerMTok: 1_000, outputPerMTok: 2_000 } };
const usage = { promptTokens: 1_000, completionTokens: 100 };

/** A tool call and its result, as the fixture runs make them. */
export interface FixtureTool {
  readonly id: string;
  readonly name: string;
  readonly args: unknown;
  readonly result: string;
  readonly latency: number;
  readonly failed?: boolean;
}

/** Real guards on one hand-moved clock, each call 1000 prompt + 100 completion tokens, events to `onEvent`. */
export function fixtureRecorder(onEvent: (event: GuardEvent) => void) {
  let clock = 0;
  return {
    /** Moves the clock to this moment (ms since the epoch). */
    at(time: number): void {
      clock = time;
    },
    guard: (options: GuardOptions) =>
      createGuard({ prices: fixturePrices, onEvent, now: () => clock, ...options }),
    /** One call taking 1 s, then its tool's result after the tool's latency (no tool: a final answer). */
    call(run: Guard, tool?: FixtureTool, model = 'm'): void {
      const ticket = run.beforeCall({ model });
      clock += 1_000;
      ticket.end({
        model,
        usage,
        ...(tool
          ? { toolCalls: [{ id: tool.id, name: tool.name, arguments: tool.args }] }
          : { text: 'done' }),
      });
      if (!tool) return;
      clock += tool.latency;
      run.recordToolResult({
        toolCallId: tool.id,
        result: tool.result,
        latencyMs: tool.latency,
        isError: tool.failed,
      });
    },
    expectTrip(run: Guard): void {
      try {
        run.beforeCall({ model: 'm' });
      } catch {
        return;
      }
      throw new Error('fixture run was expected to trip');
    },
  };
}

/**
 * The fixture's runs, with hand-computable totals:
 * 2026-11-28 etl/cleaner: run A (2 calls, completes), run B (3 calls, loop trip) → 5 calls, 5500 tokens, 6.0 USD
 * 2026-11-29 docs/writer: run C (1 call, completes), run D (2 calls, round limit) → 3 calls, 3300 tokens, 3.6 USD
 */
export function recordFixtureRuns(recorder: ReturnType<typeof fixtureRecorder>): void {
  const { at, guard, call, expectTrip } = recorder;
  at(Date.UTC(2026, 10, 28, 9));
  const a = guard({ taskId: 'task-a', runId: 'run-a', agentName: 'cleaner', taskType: 'etl' });
  call(a, { id: 'a1', name: 'clean_csv', args: { path: '/srv/sales.csv' }, result: '980 rows', latency: 10 });
  call(a, {
    id: 'a2',
    name: 'clean_csv',
    args: { path: '/srv/sales.csv' },
    result: '980 rows (again)',
    latency: 30,
  });
  a.complete();
  const b = guard({ taskId: 'task-b', runId: 'run-b', agentName: 'cleaner', taskType: 'etl' });
  for (const id of ['b1', 'b2', 'b3']) {
    call(b, { id, name: 'clean_csv', args: { path: '/srv/sales.csv ' }, result: '980 rows', latency: 20 });
  }
  expectTrip(b);

  at(Date.UTC(2026, 10, 29, 9));
  const c = guard({ taskId: 'task-c', runId: 'run-c', agentName: 'writer', taskType: 'docs' });
  call(c);
  c.complete();
  const d = guard({ taskId: 'task-d', runId: 'run-d', agentName: 'writer', taskType: 'docs', maxRounds: 2 });
  call(d, { id: 'd1', name: 'search', args: { query: 'outage' }, result: '3 hits', latency: 50 });
  call(d, {
    id: 'd2',
    name: 'search',
    args: { query: 'incident' },
    result: 'error: index offline',
    latency: 150,
    failed: true,
  });
  expectTrip(d);
}

/** A small SQLite store of the fixture's runs ({@link recordFixtureRuns}). */
export function buildFixtureStore(path: string): void {
  const sink = createSqliteSink({ path });
  recordFixtureRuns(fixtureRecorder(sink.listener));
  sink.close();
}

/** The daily report of the fixture runs, by hand: 2026-11-28's etl run of `cleaner`, 2026-11-29's docs run of `writer`. */
export const fixtureDailyRows = [
  {
    date: '2026-11-28',
    taskType: 'etl',
    agentName: 'cleaner',
    model: null,
    calls: 5,
    tokens: 5_500,
    cost: expect.closeTo(6, 9),
    currency: 'USD',
    trips: { GUARD_LOOP_DETECTED: 1 },
  },
  {
    date: '2026-11-29',
    taskType: 'docs',
    agentName: 'writer',
    model: null,
    calls: 3,
    tokens: 3_300,
    cost: expect.closeTo(3.6, 9),
    currency: 'USD',
    trips: { GUARD_ROUND_LIMIT: 1 },
  },
];
