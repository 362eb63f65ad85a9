import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureStore } from '../../../test/helpers/fixture-store.js';
import { calibrate, calibrateFromReader } from '../../report/calibration.js';
import { openStoreForRead } from './open-store.js';
import {
  countCompletedRuns,
  iterateCompletedRuns,
  queryDaily,
  queryTask,
  queryTools,
  queryTripCodes,
  similarTaskIds,
} from './queries.js';
import { createSqliteEventReader, openSqliteEventReader } from './sqlite-event-reader.js';
import { StoreError } from './store-error.js';

const path = join(mkdtempSync(join(tmpdir(), 'loopguard-reader-')), 'fixture.db');
const limits = { maxRounds: 50, maxDurationMs: null, maxTokens: null, maxCost: null };

beforeAll(() => buildFixtureStore(path));

describe('createSqliteEventReader', () => {
  it('answers exactly what the query functions answer', async () => {
    const db = openStoreForRead(path);
    const reader = createSqliteEventReader(openStoreForRead(path));
    const range = { since: '2026-11-28', until: '2026-11-29' };
    expect(await reader.daily(range)).toEqual(queryDaily(db, range));
    expect(await reader.daily({}, 'model')).toEqual(queryDaily(db, {}, 'model'));
    expect(await reader.tools()).toEqual(queryTools(db));
    expect(await reader.taskEvents('task-b')).toEqual(queryTask(db, 'task-b'));
    expect(await reader.taskEvents('no-such-task')).toEqual([]);
    expect(await reader.similarTaskIds('tas', 2)).toEqual(similarTaskIds(db, 'tas', 2));
    expect(await reader.countCompletedRuns(range)).toBe(countCompletedRuns(db, range));
    expect(await reader.tripCodes(range)).toEqual(queryTripCodes(db, range));
    const streamed = [];
    for await (const run of reader.completedRuns(range)) streamed.push(run);
    expect(streamed).toEqual([...iterateCompletedRuns(db, range)]);
    expect(streamed.length).toBeGreaterThan(0);
    db.close();
    await reader.close();
  });

  it('frees the connection when a loop over the runs stops early', async () => {
    const reader = openSqliteEventReader(path);
    for await (const _run of reader.completedRuns({})) break;
    // better-sqlite3 refuses any query while an iterator is still open on the connection.
    expect(await reader.tripCodes({})).toEqual(expect.any(Object));
    await reader.close();
  });

  it('closes the database it was given', async () => {
    const db = openStoreForRead(path);
    await createSqliteEventReader(db).close();
    expect(db.open).toBe(false);
  });

  it('throws a StoreError for a missing store', () => {
    expect(() => openSqliteEventReader(join(tmpdir(), 'no-such-loopguard.db'))).toThrow(StoreError);
  });
});

describe('calibrateFromReader', () => {
  it('gives what calibrate gives on the same runs and trips', async () => {
    const db = openStoreForRead(path);
    const expected = calibrate(iterateCompletedRuns(db, {}), limits, queryTripCodes(db, {}), { factor: 2 });
    db.close();
    const reader = openSqliteEventReader(path);
    let rows = 0;
    const result = await calibrateFromReader(reader, {}, limits, { factor: 2 }, () => rows++);
    await reader.close();
    expect(result).toEqual(expected);
    expect(rows).toBe(result.overall?.runs);
  });
});
