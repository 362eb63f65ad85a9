import { describe, expect, it } from 'vitest';
import { freshStorePath } from '../../../test/helpers/sqlite-files.js';
import type { GuardEvent } from '../../events/types.js';
import { CLEAR_TOOL_ROLLUPS } from '../prune-sql.js';
import { createEventRows, eventColumns } from './event-row.js';
import { openSqliteDatabase } from './load-driver.js';
import {
  migrate,
  rebuildToolDayRollups,
  rollUpToolSharesBeforeV12,
  SCHEMA_VERSION,
  schemaVersion,
} from './schema.js';
import type { SqliteDatabase } from './sqlite-database.js';
import { createSqliteSink } from './sqlite-sink.js';

// Schema v10 (tool-batch-rollups.ts): the writer keeps the tool rollups once per batch instead of per-row
// triggers. Checked on whichever driver serves the store (better-sqlite3, or node:sqlite under
// test/run-node-sqlite.mjs) against the rollups rebuilt from the events, which is what a prune writes.

const day = Date.UTC(2026, 11, 6);

/**
 * Runs with rounds of 1 to 40 parallel calls (with results, some failed, some without a latency), repeated
 * signatures within a round and across rounds, calls without a tool name or a signature, over two days and
 * mixed labels: every case the rollups sum.
 */
function toolEvents(runs: number): GuardEvent[] {
  const events: GuardEvent[] = [];
  for (let run = 0; run < runs; run++) {
    const base = {
      task_id: `task-${run % 3}`,
      run_id: `run-${run}`,
      agent_name: ['a', 'b', undefined][run % 3],
      task_type: ['x', '', undefined][run % 2],
    };
    for (let round = 1; round <= 3; round++) {
      const timestamp = day + (run % 2) * 86_400_000 + round * 1_000;
      const total = 100 * (run + round);
      events.push({
        ...base,
        event: 'llm_response',
        round,
        timestamp,
        token_usage: { prompt: total, completion: 0, cached: 0, total },
      });
      const calls = 1 + ((run * 7 + round * 13) % 40);
      for (let call = 0; call < calls; call++) {
        const tool = call % 11 === 5 ? undefined : ['read', 'grep', 'edit'][call % 3];
        events.push({
          ...base,
          event: 'tool_call',
          round,
          timestamp,
          tool_name: tool,
          tool_call_id: `c${round}-${call}`,
          tool_args_hash: call % 4 === 0 ? undefined : `h${call % 5}`,
          action_signature: call % 9 === 4 ? undefined : `${tool ?? 'bare'}({"p":${call % 6}})`,
        });
      }
      for (let call = 0; call < calls; call++)
        events.push({
          ...base,
          event: 'tool_result',
          round,
          timestamp: timestamp + 10,
          tool_name: call % 11 === 5 ? undefined : ['read', 'grep', 'edit'][call % 3],
          tool_call_id: `c${round}-${call}`,
          latency_ms: call % 7 === 0 ? undefined : (call % 4) * 2.5,
          status: call % 5 === 0 ? 'failed' : 'succeeded',
        });
    }
  }
  return events;
}

const rollupTables = [
  'SELECT day, labels, tool, calls, repeats FROM tool_totals ORDER BY 1, 2, 3',
  'SELECT day, labels, tool_name, hash_key FROM tool_arguments ORDER BY 1, 2, 3, 4',
  'SELECT day, labels, tool_name, round_calls, tokens FROM tool_shares WHERE tokens <> 0 ORDER BY 1, 2, 3, 4',
  'SELECT day, labels, tool_name, latency_key, results, failures FROM tool_results ORDER BY 1, 2, 3, 4',
];

const rollups = (db: SqliteDatabase) => rollupTables.map((sql) => db.prepare(sql).all());

/** The tool rollups as kept, then as a prune rebuilds them from the events: they must be the same. */
function keptAndRebuilt(db: SqliteDatabase) {
  const kept = rollups(db);
  db.exec(`BEGIN; ${CLEAR_TOOL_ROLLUPS}; ${rebuildToolDayRollups}`);
  const rebuilt = rollups(db);
  db.exec('ROLLBACK');
  return { kept, rebuilt };
}

describe('the tool rollups kept per batch (schema v10)', () => {
  it('hold what the events define, rounds split across batches of every size', () => {
    const events = toolEvents(12);
    for (const batchSize of [1, 7, 500]) {
      const db = openSqliteDatabase(freshStorePath());
      const sink = createSqliteSink({ db, batchSize, flushIntervalMs: 60_000 });
      for (const event of events) sink.listener(event);
      sink.close();
      const { kept, rebuilt } = keptAndRebuilt(db);
      expect(kept[0]?.length).toBeGreaterThan(0);
      expect((kept[0] as { repeats: number }[]).some((row) => row.repeats > 0)).toBe(true);
      expect(kept).toEqual(rebuilt);
      db.close();
    }
  });

  it('keep a v9 store rolled up by its triggers through migration v10 and exact as writes go on', () => {
    const events = toolEvents(12);
    const db = openSqliteDatabase(freshStorePath());
    migrate(db, 9);
    // As the v9 writer wrote: its triggers keep the tool rollups but tool_shares, which it kept per batch.
    const insert = db.prepare(
      `INSERT INTO events (${eventColumns.join(', ')}) VALUES (${eventColumns.map(() => '?').join(', ')})`,
    );
    // The split falls inside a round of calls, past the middle.
    const half = events.findIndex(
      (event, index) =>
        index > events.length / 2 && event.event === 'tool_call' && events[index - 1]?.event === 'tool_call',
    );
    expect(half).toBeGreaterThan(0);
    const rowOf = createEventRows();
    db.exec('BEGIN');
    for (const event of events.slice(0, half)) insert.run(rowOf(event));
    db.prepare(rollUpToolSharesBeforeV12).run({ first: 1 });
    db.exec('COMMIT');
    const before = rollups(db);
    expect(migrate(db)).toBe(9);
    expect(schemaVersion(db)).toBe(SCHEMA_VERSION);
    expect(rollups(db)).toEqual(before);
    const triggers = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND sql LIKE '%tool_%'")
      .all();
    expect(triggers).toEqual([]);
    // The rest by this build's sink, whose first batch ends the round the migration split.
    const sink = createSqliteSink({ db, batchSize: 5, flushIntervalMs: 60_000 });
    for (const event of events.slice(half)) sink.listener(event);
    sink.close();
    const { kept, rebuilt } = keptAndRebuilt(db);
    expect(kept).toEqual(rebuilt);
    db.close();
  });
});
