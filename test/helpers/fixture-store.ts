import { createGuard, type Guard } from '../../src/guard/guard.js';
import type { GuardOptions } from '../../src/guard/options.js';
import { createSqliteSink } from '../../src/stores/sqlite/sqlite-sink.js';

/** Price that makes each call of 1000 prompt + 100 completion tokens cost exactly 1.2 USD. */
export const fixturePrices = { m: { inputPerMTok: 1_000, outputPerMTok: 2_000 } };
const usage = { promptTokens: 1_000, completionTokens: 100 };

/**
 * A small store with hand-computable totals:
 * 2026-11-28 etl/cleaner: run A (2 calls, completes), run B (3 calls, loop trip) → 5 calls, 5500 tokens, 6.0 USD
 * 2026-11-29 docs/writer: run C (1 call, completes), run D (2 calls, round limit) → 3 calls, 3300 tokens, 3.6 USD
 */
export function buildFixtureStore(path: string): void {
  const sink = createSqliteSink({ path });
  let clock = 0;
  const guard = (options: GuardOptions) =>
    createGuard({ prices: fixturePrices, onEvent: sink.listener, now: () => clock, ...options });
  const call = (
    run: Guard,
    tool?: { id: string; name: string; args: unknown; result: string; latency: number; failed?: boolean },
  ) => {
    const ticket = run.beforeCall({ model: 'm' });
    clock += 1_000;
    ticket.end({
      model: 'm',
      usage,
      ...(tool ? { toolCalls: [{ id: tool.id, name: tool.name, arguments: tool.args }] } : { text: 'done' }),
    });
    if (tool) {
      clock += tool.latency;
      run.recordToolResult({
        toolCallId: tool.id,
        result: tool.result,
        latencyMs: tool.latency,
        isError: tool.failed,
      });
    }
  };
  const expectTrip = (run: Guard) => {
    try {
      run.beforeCall({ model: 'm' });
    } catch {
      return;
    }
    throw new Error('fixture run was expected to trip');
  };

  clock = Date.UTC(2026, 10, 28, 9);
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

  clock = Date.UTC(2026, 10, 29, 9);
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
  sink.close();
}
