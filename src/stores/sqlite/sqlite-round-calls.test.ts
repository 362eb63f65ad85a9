import { describe, expect, it } from 'vitest';
import { roundEvents } from '../../../test/helpers/round-events.js';
import { freshStorePath } from '../../../test/helpers/sqlite-files.js';
import type { GuardEvent } from '../../events/types.js';
import { CLEAR_TOOL_ROLLUPS } from '../prune-sql.js';
import { createEventRows, type EventRow, eventColumns } from './event-row.js';
import { openSqliteDatabase } from './load-driver.js';
import { pruneSqlite } from './prune.js';
import { queryTools } from './queries.js';
import {
  migrate,
  rebuildRoundCalls,
  rebuildToolDayRollups,
  rollUpToolSharesBeforeV12,
  rollUpToolTables,
  SCHEMA_VERSION,
  schemaVersion,
} from './schema.js';
import type { SqliteDatabase } from './sqlite-database.js';
import { createSqliteSink } from './sqlite-sink.js';
import { createRowWriter } from './write-rows.js';

// Schema v12 (round-calls.ts): the writer keeps each round's calls in round_calls and round_shares and moves a
// growing round's tool_shares from there. Checked against the rollups rebuilt from the events (what a prune
// writes) and against the tools report of the v11 writer, which read every call of the round, on real files.

const tables = {
  tool_shares:
    'SELECT day, labels, tool_name, round_calls, tokens FROM tool_shares WHERE tokens <> 0 ORDER BY 1, 2, 3, 4',
  round_calls: 'SELECT run_id, round, calls FROM round_calls ORDER BY 1, 2',
  round_shares:
    'SELECT run_id, round, day, labels, task_type, agent_name, tool_name, tokens FROM round_shares ORDER BY 1, 2, 3, 4, 7',
};

const read = (db: SqliteDatabase) =>
  Object.fromEntries(Object.entries(tables).map(([name, sql]) => [name, db.prepare(sql).all()]));

/** The rollups as kept, then as rebuilt from the events (what a prune writes): they must be the same. */
function keptAndRebuilt(db: SqliteDatabase) {
  const kept = read(db);
  db.exec(`BEGIN; ${CLEAR_TOOL_ROLLUPS}; ${rebuildToolDayRollups} ${rebuildRoundCalls}`);
  const rebuilt = read(db);
  db.exec('ROLLBACK');
  return { kept, rebuilt };
}

/** The writer of schema v11 (write-rows.ts before v12) on a v11 store: inserts, then each rollup once. */
function v11Writer(db: SqliteDatabase): (rows: readonly EventRow[]) => void {
  const insert = db.prepare(
    `INSERT INTO events (${eventColumns.join(', ')}) VALUES (${eventColumns.map(() => '?').join(', ')})`,
  );
  const firstNewId = db.prepare('SELECT coalesce(max(id), 0) + 1 AS first FROM events');
  const rollUps = [...rollUpToolTables, rollUpToolSharesBeforeV12].map((sql) => db.prepare(sql));
  return db.transaction((rows: readonly EventRow[]) => {
    const { first } = firstNewId.get() as { first: number };
    for (const row of rows) insert.run(row);
    for (const rollUp of rollUps) rollUp.run({ first });
  }).immediate;
}

/** `events` as rows, in pieces of `size`. */
function batches(events: readonly GuardEvent[], size: number): EventRow[][] {
  const rowOf = createEventRows();
  const rows = events.map((event) => rowOf(event));
  const pieces: EventRow[][] = [];
  for (let index = 0; index < rows.length; index += size) pieces.push(rows.slice(index, index + size));
  return pieces;
}

/** The tools report of the events as the v11 writer kept them, on a store of its own. */
function toolsByV11Writer(events: readonly GuardEvent[], batchSize: number) {
  const db = openSqliteDatabase(freshStorePath());
  migrate(db, 11);
  const write = v11Writer(db);
  for (const batch of batches(events, batchSize)) write(batch);
  const tools = queryTools(db);
  db.close();
  return tools;
}

describe('round_calls and the tool_shares kept from it (schema v12)', () => {
  it('hold what the events define for a huge round the sink writes in many batches', () => {
    const events = roundEvents(2_000);
    for (const batchSize of [3, 64, 500]) {
      const db = openSqliteDatabase(freshStorePath());
      const sink = createSqliteSink({ db, batchSize, flushIntervalMs: 60_000 });
      for (const event of events) sink.listener(event);
      sink.close();
      const { kept, rebuilt } = keptAndRebuilt(db);
      expect(kept.round_calls).toContainEqual({ run_id: 'run-huge', round: 3, calls: 2_000 });
      expect((kept.round_shares as unknown[]).length).toBeGreaterThan(6);
      expect(kept).toEqual(rebuilt);
      // The tools report gives the figures of the writer that read every call of the round.
      const tools = queryTools(db);
      expect(tools.find((row) => row.tool === 'read')?.tokens).toBeGreaterThan(0);
      expect(tools).toEqual(toolsByV11Writer(events, batchSize));
      db.close();
    }
  });

  it('stay exact after a prune cuts a round at midnight, and as that round grows again', () => {
    const events = roundEvents(600);
    const db = openSqliteDatabase(freshStorePath());
    migrate(db);
    const write = createRowWriter(db);
    for (const batch of batches(events, 50)) write(batch, Number.POSITIVE_INFINITY);
    expect(pruneSqlite(db, '2026-12-07')).toBeGreaterThan(0);
    const afterPrune = keptAndRebuilt(db);
    expect(afterPrune.kept.round_calls).toContainEqual({ run_id: 'run-huge', round: 3, calls: 400 });
    expect(afterPrune.kept).toEqual(afterPrune.rebuilt);
    // More calls of the cut round, the prune's rebuild as their starting point.
    const more = roundEvents(90, 0).filter((event) => event.event === 'tool_call');
    for (const batch of batches(more, 7)) write(batch, Number.POSITIVE_INFINITY);
    const { kept, rebuilt } = keptAndRebuilt(db);
    expect(kept.round_calls).toContainEqual({ run_id: 'run-huge', round: 3, calls: 490 });
    expect(kept).toEqual(rebuilt);
    db.close();
  });

  it('migrates a v11 store: round_calls filled from its events, its figures kept, exact as writes go on', () => {
    const events = roundEvents(1_200);
    // The v11 writer stops inside the huge round; this build's writer goes on with it.
    const split = events.findIndex(
      (event, index) => index > events.length / 2 && event.event === 'tool_call',
    );
    const db = openSqliteDatabase(freshStorePath());
    migrate(db, 11);
    const all = batches(events, 40);
    const cut = Math.ceil(split / 40);
    const old = v11Writer(db);
    for (const batch of all.slice(0, cut)) old(batch);
    const reportBefore = queryTools(db);
    const sharesBefore = db
      .prepare('SELECT * FROM tool_shares ORDER BY day, labels, tool_name, round_calls')
      .all();
    expect(migrate(db)).toBe(11);
    expect(schemaVersion(db)).toBe(SCHEMA_VERSION);
    expect(SCHEMA_VERSION).toBe(12);
    const indexes = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'events_rounds'")
      .all();
    expect(indexes).toEqual([]);
    // tool_shares as it was, its report the same; round_calls and round_shares as the events define them.
    expect(
      db.prepare('SELECT * FROM tool_shares ORDER BY day, labels, tool_name, round_calls').all(),
    ).toEqual(sharesBefore);
    expect(queryTools(db)).toEqual(reportBefore);
    const migrated = keptAndRebuilt(db);
    expect((migrated.kept.round_calls as unknown[]).length).toBeGreaterThan(1);
    expect(migrated.kept).toEqual(migrated.rebuilt);
    const write = createRowWriter(db);
    for (const batch of all.slice(cut)) expect(write(batch, Number.POSITIVE_INFINITY)).toBe(batch.length);
    const { kept, rebuilt } = keptAndRebuilt(db);
    expect(kept.round_calls).toContainEqual({ run_id: 'run-huge', round: 3, calls: 1_200 });
    expect(kept).toEqual(rebuilt);
    expect(queryTools(db)).toEqual(toolsByV11Writer(events, 40));
    db.close();
  });
});
