import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticEvents } from '../../bench/synthetic-events.js';
import type { GuardEvent } from '../../src/events/types.js';
import { calibrateFromReader } from '../../src/report/calibration.js';
import type { DailyGrouping, EventFilter, EventReader } from '../../src/stores/event-reader.js';
import { fixtureDailyRows, fixtureRecorder, recordFixtureRuns } from './fixture-store.js';

/**
 * The events every store is tested on, written by real guards: the hand-computable fixture runs of
 * `fixture-store.ts` (2026-11-28 and 29), a run priced in EUR, one with no known price and one whose error
 * message holds a NUL and non-Latin text (2026-11-30), task ids that differ only in case, and 20,000
 * synthetic events of every kind over 2026-10-01.
 */
export function contractEvents(): GuardEvent[] {
  // The synthetic events first: the hand-made runs are then the newest, as the tests on order expect.
  const events: GuardEvent[] = [...syntheticEvents(20_000)];
  const recorder = fixtureRecorder((event) => events.push(event));
  const { at, guard, call } = recorder;
  recordFixtureRuns(recorder);

  at(Date.UTC(2026, 10, 30, 9));
  const euro = guard({
    taskId: 'Task-Euro',
    runId: 'run-euro',
    agentName: 'writer',
    taskType: 'docs',
    currency: 'EUR',
    usdRate: 0.9,
  });
  call(euro, { id: 'e1', name: 'search', args: { query: 'prix' }, result: '1 hit', latency: 40 });
  call(euro, undefined, 'm2');
  euro.complete();
  const unpriced = guard({
    taskId: 'task-unpriced',
    runId: 'run-unpriced',
    agentName: 'coder',
    taskType: 'etl',
  });
  call(unpriced, undefined, 'no-such-model');
  unpriced.complete();
  const odd = guard({ taskId: 'TASK-odd', runId: 'run-odd', agentName: 'écrivain', taskType: 'docs' });
  call(odd, {
    id: 'o1',
    name: 'lookup',
    args: { q: '検索' },
    result: 'error: nul \u0000 byte and 検索 text',
    latency: 5,
    failed: true,
  });
  odd.complete();
  return events;
}

const limits = { maxRounds: 50, maxDurationMs: null, maxTokens: null, maxCost: null };
const groupings: DailyGrouping[] = ['task_type_agent', 'agent', 'task_type', 'model'];
const filters: EventFilter[] = [
  {},
  { since: '2026-11-28', until: '2026-11-29' },
  { since: '2026-11-30' },
  { until: '2026-10-01' },
  { agentName: 'writer' },
  { taskType: 'etl', model: 'm' },
  { since: '2026-10-01', until: '2026-10-01', agentName: 'coder', taskType: 'docs' },
];

/**
 * What "the same answer" allows between two stores, and nothing more: a sum of costs may differ in its 16th
 * significant digit (SQLite sums doubles with compensation, PostgreSQL through numeric), and PostgreSQL
 * stores a NUL character in text as U+FFFD (its text type refuses NUL). Everything else must be equal.
 */
function comparable(value: unknown): unknown {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number(value.toPrecision(13));
  if (typeof value === 'string') return value.replaceAll('\u0000', '\uFFFD');
  if (Array.isArray(value)) return value.map(comparable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, comparable(item)]));
  }
  return value;
}

/** Asserts two stores' answers are the same, as {@link comparable} defines it. */
async function same(ours: Promise<unknown> | unknown, theirs: Promise<unknown> | unknown, label?: string) {
  expect(comparable(await ours), label).toEqual(comparable(await theirs));
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

/**
 * The behaviour every {@link EventReader} must show on {@link contractEvents}: the hand-computed fixture
 * totals, and, given a `reference` store (SQLite) written with the same events, the very same answer to every
 * method, every grouping and filter, and the same calibration.
 */
export function describeEventReaderContract(
  name: string,
  open: (events: readonly GuardEvent[]) => Promise<EventReader>,
  reference?: (events: readonly GuardEvent[]) => Promise<EventReader>,
): void {
  describe(`EventReader contract: ${name}`, () => {
    const events = contractEvents();
    const store = {} as { reader: EventReader };
    let expected: { reader: EventReader } | undefined;

    beforeAll(async () => {
      store.reader = await open(events);
      if (reference) expected = { reader: await reference(events) };
    }, 180_000);
    afterAll(async () => {
      await store.reader?.close();
      await expected?.reader.close();
    });

    it('totals the daily report by day, task type and agent', async () => {
      expect(await store.reader.daily({ since: '2026-11-28', until: '2026-11-29' })).toEqual(
        fixtureDailyRows,
      );
    });

    it('keeps currencies apart and a call without a price at cost 0 with no currency', async () => {
      const rows = await store.reader.daily({ since: '2026-11-30' }, 'agent');
      expect(rows.map((row) => [row.agentName, row.calls, row.currency])).toEqual([
        ['coder', 1, null],
        ['écrivain', 1, 'USD'],
        ['writer', 1, 'EUR'],
        ['writer', 1, null],
      ]);
      expect(rows[0]?.cost).toBe(0);
    });

    it('computes per-tool calls, repeats, tokens, latency and failures', async () => {
      const tools = await store.reader.tools();
      expect(tools.find((row) => row.tool === 'clean_csv')).toEqual({
        tool: 'clean_csv',
        calls: 5,
        distinctArguments: 1,
        repeatedCalls: 3,
        tokens: 5_500,
        averageLatencyMs: 20,
        p95LatencyMs: 30,
        failures: 0,
      });
      expect(tools.map((row) => row.calls)).toEqual([...tools.map((row) => row.calls)].sort((x, y) => y - x));
    });

    it('gives every event of a task in order, none for an unknown one, and keeps odd text', async () => {
      const trace = await store.reader.taskEvents('task-b');
      expect(trace.map((event) => event.event).slice(0, 3)).toEqual([
        'run_start',
        'llm_request',
        'llm_response',
      ]);
      expect(trace.at(-1)?.event).toBe('run_end');
      expect(trace.map((event) => event.id)).toEqual(
        [...trace.map((event) => event.id)].sort((x, y) => x - y),
      );
      expect(await store.reader.taskEvents('no-such-task')).toEqual([]);
      const odd = await store.reader.taskEvents('TASK-odd');
      expect(odd.find((event) => event.event === 'tool_result')?.error_message).toMatch(
        /^error: nul .+ 検索 text$/,
      );
    });

    it('suggests task ids that start alike, in any case, newest first', async () => {
      expect(await store.reader.similarTaskIds('task-zzz', 3)).toEqual([
        'TASK-odd',
        'task-unpriced',
        'Task-Euro',
      ]);
    });

    it('counts and streams the completed runs, and frees the store when a loop stops early', async () => {
      const range = { since: '2026-11-28' };
      expect(await store.reader.countCompletedRuns(range)).toBe(5);
      const runs = await collect(store.reader.completedRuns(range));
      expect(runs.map((run) => [run.agentName, run.rounds, run.models])).toEqual([
        ['cleaner', 2, ['m']],
        ['writer', 1, ['m']],
        ['writer', 2, ['m', 'm2']],
        ['coder', 1, ['no-such-model']],
        ['écrivain', 1, ['m']],
      ]);
      for await (const _run of store.reader.completedRuns({})) break;
      expect(await store.reader.tripCodes(range)).toEqual({ GUARD_LOOP_DETECTED: 1, GUARD_ROUND_LIMIT: 1 });
    });

    it('lists the latest trips newest first and the newest event id', async () => {
      const trips = await store.reader.recentTrips({ since: '2026-11-28' });
      expect(trips.map((trip) => trip.code)).toEqual(['GUARD_ROUND_LIMIT', 'GUARD_LOOP_DETECTED']);
      expect(await store.reader.latestEventId()).toBeGreaterThanOrEqual(events.length);
    });

    it('reads the trips after a cursor oldest first, in batches that add up to the whole', async () => {
      const newest = await store.reader.latestEventId();
      const recent = await store.reader.tripsAfter({ afterId: 0, untilId: newest, since: '2026-11-28' }, 100);
      expect(recent.map((trip) => [trip.code, trip.agent, trip.taskId, trip.runId])).toEqual([
        ['GUARD_LOOP_DETECTED', 'cleaner', 'task-b', 'run-b'],
        ['GUARD_ROUND_LIMIT', 'writer', 'task-d', 'run-d'],
      ]);
      expect(recent[1]?.message).toBe('run run-d exceeded maxRounds (3 > 2)');
      expect(recent[0]?.at).toBeGreaterThan(Date.UTC(2026, 10, 28));
      // One at a time from the cursor, as `loopguard alert` pages: the same trips, none twice.
      const all = await store.reader.tripsAfter({ afterId: 0, untilId: newest, since: '2000-01-01' }, 1_000);
      const paged = [];
      for (let cursor = 0; ; ) {
        const page = await store.reader.tripsAfter(
          { afterId: cursor, untilId: newest, since: '2000-01-01' },
          7,
        );
        paged.push(...page);
        if (page.length < 7) break;
        cursor = page.at(-1)?.id ?? cursor;
      }
      expect(paged).toEqual(all);
      expect(all.length).toBeGreaterThan(recent.length);
      // Nothing past `untilId`: the newest trip is left for the next pass.
      const last = all.at(-1)?.id ?? 0;
      const before = await store.reader.tripsAfter(
        { afterId: 0, untilId: last - 1, since: '2000-01-01' },
        1_000,
      );
      expect(before).toEqual(all.slice(0, -1));
    });

    if (!reference) return;

    it('answers every daily grouping and filter as the reference store', async () => {
      for (const filter of filters) {
        for (const grouping of groupings) {
          await same(
            store.reader.daily(filter, grouping),
            expected?.reader.daily(filter, grouping),
            `${grouping} ${JSON.stringify(filter)}`,
          );
        }
      }
    });

    it('answers the tools report, traces and task ids as the reference store', async () => {
      await same(store.reader.tools(), expected?.reader.tools());
      for (const task of ['task-a', 'task-b', 'task-d', 'Task-Euro', 'TASK-odd', 'task-7', 'task-300']) {
        await same(store.reader.taskEvents(task), expected?.reader.taskEvents(task), task);
      }
      for (const prefix of ['task-', 'TAS', 'ta', 'x', '%', '_a']) {
        await same(
          store.reader.similarTaskIds(prefix, 4),
          expected?.reader.similarTaskIds(prefix, 4),
          prefix,
        );
      }
    });

    it('answers runs, trips and the newest id as the reference store', async () => {
      const reference = expected?.reader as EventReader;
      for (const filter of filters) {
        await same(store.reader.countCompletedRuns(filter), reference.countCompletedRuns(filter));
        await same(collect(store.reader.completedRuns(filter)), collect(reference.completedRuns(filter)));
        await same(store.reader.tripCodes(filter), reference.tripCodes(filter));
        await same(store.reader.recentTrips(filter, 20), reference.recentTrips(filter, 20));
      }
      await same(store.reader.latestEventId(), reference.latestEventId());
      const newest = await reference.latestEventId();
      for (const since of ['2000-01-01', '2026-11-28'])
        for (const observed of [false, true])
          await same(
            store.reader.tripsAfter({ afterId: 0, untilId: newest, since, observed }, 500),
            reference.tripsAfter({ afterId: 0, untilId: newest, since, observed }, 500),
          );
    });

    it('gives the same calibration as the reference store', async () => {
      // The default percentile, another one, and a policy in EUR (the USD runs become other currencies).
      const settings = [
        { current: limits, options: { factor: 2 } },
        { current: { ...limits, currency: 'EUR', usdRate: 0.9 }, options: { percentile: 50, factor: 1.2 } },
      ];
      for (const filter of [{}, { since: '2026-11-28' }]) {
        for (const { current, options } of settings) {
          const ours = await calibrateFromReader(store.reader, filter, current, options);
          const theirs = await calibrateFromReader(expected?.reader as EventReader, filter, current, options);
          expect(ours).toEqual(theirs);
          expect(ours.overall?.runs).toBeGreaterThan(0);
        }
      }
    });
  });
}
