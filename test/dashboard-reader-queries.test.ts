import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventReader } from '../src/stores/event-reader.js';
import { openSqliteEventReader } from '../src/stores/sqlite/sqlite-event-reader.js';
import { createSqliteSink } from '../src/stores/sqlite/sqlite-sink.js';
import { buildFixtureStore } from './helpers/fixture-store.js';

// The reader queries the dashboard added: the daily filter, recent trips and the latest event id.
const directory = mkdtempSync(join(tmpdir(), 'loopguard-dashboard-reader-'));
const path = join(directory, 'fixture.db');
let reader: EventReader;

beforeAll(() => {
  buildFixtureStore(path);
  reader = openSqliteEventReader(path);
});
afterAll(() => reader.close());

describe('the reader queries of the dashboard', () => {
  it('narrows the daily rows to one agent, task type or model', async () => {
    const all = await reader.daily({});
    expect(await reader.daily({ agentName: 'cleaner' })).toEqual(
      all.filter((row) => row.agentName === 'cleaner'),
    );
    expect(await reader.daily({ taskType: 'docs', until: '2026-11-29' })).toEqual(
      all.filter((row) => row.taskType === 'docs'),
    );
    expect(await reader.daily({ model: 'm' })).toEqual(all);
    expect(await reader.daily({ model: 'other' })).toEqual([]);
    expect(await reader.daily({ agentName: 'cleaner', taskType: 'docs' })).toEqual([]);
  });

  it('lists the latest trips newest first, with their evidence', async () => {
    const trips = await reader.recentTrips({});
    expect(trips.map((trip) => [trip.task_id, trip.code, trip.action])).toEqual([
      ['task-d', 'GUARD_ROUND_LIMIT', 'halt'],
      ['task-b', 'GUARD_LOOP_DETECTED', 'halt'],
    ]);
    expect(trips[0]?.error_message).toMatch(/maxRounds/);
    expect(await reader.recentTrips({}, 1)).toEqual(trips.slice(0, 1));
    expect(await reader.recentTrips({ agentName: 'cleaner' })).toEqual(trips.slice(1));
    expect(await reader.recentTrips({ since: '2026-11-30' })).toEqual([]);
  });

  it('answers the newest event id, and a larger one after a write', async () => {
    const before = await reader.latestEventId();
    const events = await reader.taskEvents('task-d');
    expect(before).toBe(Math.max(...events.map((event) => event.id)));
    const sink = createSqliteSink({ path });
    sink.listener({
      event: 'run_start',
      task_id: 'task-e',
      run_id: 'run-e',
      round: 0,
      timestamp: Date.now(),
    });
    sink.close();
    expect(await reader.latestEventId()).toBe(before + 1);
  });

  it('answers 0 for an empty store', async () => {
    const empty = join(directory, 'empty.db');
    createSqliteSink({ path: empty }).close();
    const emptyReader = openSqliteEventReader(empty);
    expect(await emptyReader.latestEventId()).toBe(0);
    expect(await emptyReader.recentTrips({})).toEqual([]);
    await emptyReader.close();
  });
});
