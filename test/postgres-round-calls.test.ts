import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardEvent } from '../src/events/types.js';
import { pruneEventStore } from '../src/stores/maintain-event-store.js';
import { insertBatch } from '../src/stores/postgres/insert-batch.js';
import { openPool } from '../src/stores/postgres/open-pool.js';
import type * as Pg from '../src/stores/postgres/pg-client.js';
import { postgresTools } from '../src/stores/postgres/queries.js';
import { rebuildPostgresRoundCalls } from '../src/stores/postgres/round-calls.js';
import { migratePostgres, POSTGRES_SCHEMA_VERSION } from '../src/stores/postgres/schema.js';
import { rebuildPostgresToolDayRollups } from '../src/stores/postgres/tool-day-rollups.js';
import { CLEAR_TOOL_ROLLUPS } from '../src/stores/prune-sql.js';
import { createEventRows, type EventRow } from '../src/stores/sqlite/event-row.js';
import { type PostgresServer, psql, startPostgres } from './helpers/postgres-server.js';
import { roundEvents } from './helpers/round-events.js';

// Schema v12 on PostgreSQL (postgres/round-calls.ts): the batch statement keeps round_calls and round_shares
// and moves a growing round's tool_shares from them. Checked against the rollups rebuilt from the events (what
// a prune writes), through a huge round written in many batches, a prune, and a migration from v11.

const tables = {
  tool_shares:
    'SELECT day, labels, tool_name, round_calls, tokens FROM tool_shares WHERE tokens <> 0 ORDER BY 1, 2, 3, 4',
  round_calls: 'SELECT run_id, round, calls FROM round_calls ORDER BY 1, 2',
  round_shares: `SELECT run_id, round, day, labels, task_type, agent_name, tool_name, tokens FROM round_shares
    ORDER BY 1, 2, 3, 4, 7`,
};

/** `events` as rows, in pieces of `size`. */
function batches(events: readonly GuardEvent[], size: number): EventRow[][] {
  const rowOf = createEventRows();
  const rows = events.map((event) => rowOf(event));
  const pieces: EventRow[][] = [];
  for (let index = 0; index < rows.length; index += size) pieces.push(rows.slice(index, index + size));
  return pieces;
}

describe('round_calls and the tool_shares kept from it on PostgreSQL (schema v12)', () => {
  let server: PostgresServer;

  beforeAll(async () => {
    server = await startPostgres({ settings: ['fsync = off'] });
  }, 120_000);

  afterAll(async () => {
    server?.destroy();
  });

  /** A new database of the server, its URL and a pool on it. */
  function database(name: string): { url: string; pool: Pg.Pool } {
    psql(server, `CREATE DATABASE ${name}`);
    const url = server.url.replace(/\/postgres$/, `/${name}`);
    return { url, pool: openPool(url) };
  }

  const read = async (pool: Pg.Pool) => {
    const found: Record<string, unknown[]> = {};
    for (const [name, sql] of Object.entries(tables)) found[name] = (await pool.query(sql)).rows;
    return found;
  };

  /** The rollups as kept, then as rebuilt from the events (what a prune writes): they must be the same. */
  async function keptAndRebuilt(pool: Pg.Pool) {
    const kept = await read(pool);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(CLEAR_TOOL_ROLLUPS);
      await client.query(rebuildPostgresToolDayRollups);
      await client.query(rebuildPostgresRoundCalls);
      const rebuilt = await read(client as unknown as Pg.Pool);
      await client.query('ROLLBACK');
      return { kept, rebuilt };
    } finally {
      client.release();
    }
  }

  it('hold what the events define for a huge round written in many batches, and after a prune', async () => {
    const { url, pool } = database('huge');
    try {
      await migratePostgres(pool, url);
      for (const batch of batches(roundEvents(2_000), 64))
        expect(await insertBatch(pool, crypto.randomUUID(), batch)).toBe(batch.length);
      const { kept, rebuilt } = await keptAndRebuilt(pool);
      expect(kept.round_calls).toContainEqual({ run_id: 'run-huge', round: 3, calls: 2_000 });
      expect(kept.round_shares?.length).toBeGreaterThan(6);
      expect(kept).toEqual(rebuilt);
      // A prune cuts the round at midnight; more of its calls then grow it from the prune's rebuild.
      expect(await pruneEventStore(url, '2026-12-07')).toBeGreaterThan(0);
      const more = roundEvents(90, 0).filter((event) => event.event === 'tool_call');
      for (const batch of batches(more, 7)) await insertBatch(pool, crypto.randomUUID(), batch);
      const after = await keptAndRebuilt(pool);
      // The round's 667 calls of the 6th went; 90 came after.
      expect(after.kept.round_calls).toContainEqual({ run_id: 'run-huge', round: 3, calls: 1_423 });
      expect(after.kept).toEqual(after.rebuilt);
    } finally {
      await pool.end();
    }
  });

  it('migrates a v11 database: round_calls filled from its events, its figures kept, exact as writes go on', async () => {
    const events = roundEvents(1_200);
    const split = events.findIndex(
      (event, index) => index > events.length / 2 && event.event === 'tool_call',
    );
    const all = batches(events, 40);
    const cut = Math.ceil(split / 40);
    // The same events written by this build throughout: the figures the migrated database must end with.
    const whole = database('whole');
    const old = database('v11');
    try {
      await migratePostgres(whole.pool, whole.url);
      for (const batch of all) await insertBatch(whole.pool, crypto.randomUUID(), batch);
      // A v11 database holding the first part, its tool rollups as the events define them (as v11's batch
      // statement kept them: the store tests check that one against the events).
      await migratePostgres(old.pool, old.url, 11);
      await old.pool.query('INSERT INTO events SELECT * FROM json_populate_recordset(NULL::events, $1)', [
        JSON.stringify((await whole.pool.query('SELECT * FROM events ORDER BY id')).rows.slice(0, cut * 40)),
      ]);
      await old.pool.query("SELECT setval('events_id_seq', $1)", [cut * 40]);
      await old.pool.query(
        `DELETE FROM tool_arguments; DELETE FROM tool_totals; DELETE FROM tool_shares; DELETE FROM tool_results;
        ${rebuildPostgresToolDayRollups}`,
      );
      const before = await postgresTools(old.pool);
      const sharesBefore = (await old.pool.query(tables.tool_shares)).rows;
      expect(await migratePostgres(old.pool, old.url)).toBe(11);
      expect(POSTGRES_SCHEMA_VERSION).toBe(12);
      const indexes = await old.pool.query("SELECT 1 FROM pg_indexes WHERE indexname = 'events_rounds'");
      expect(indexes.rows).toEqual([]);
      expect((await old.pool.query(tables.tool_shares)).rows).toEqual(sharesBefore);
      expect(await postgresTools(old.pool)).toEqual(before);
      const migrated = await keptAndRebuilt(old.pool);
      expect(migrated.kept.round_calls?.length).toBeGreaterThan(1);
      expect(migrated.kept).toEqual(migrated.rebuilt);
      // The rest by this build's batch statement: the round the migration split grows.
      for (const batch of all.slice(cut)) await insertBatch(old.pool, crypto.randomUUID(), batch);
      const { kept, rebuilt } = await keptAndRebuilt(old.pool);
      expect(kept.round_calls).toContainEqual({ run_id: 'run-huge', round: 3, calls: 1_200 });
      expect(kept).toEqual(rebuilt);
      expect(await postgresTools(old.pool)).toEqual(await postgresTools(whole.pool));
    } finally {
      await whole.pool.end();
      await old.pool.end();
    }
  });
});
