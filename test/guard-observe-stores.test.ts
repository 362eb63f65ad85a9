import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardEvent } from '../src/events/types.js';
import { createGuard } from '../src/guard/guard.js';
import { openPostgresEventReader } from '../src/stores/postgres/postgres-event-reader.js';
import { createPostgresSink } from '../src/stores/postgres/postgres-sink.js';
import { openSqliteEventReader } from '../src/stores/sqlite/sqlite-event-reader.js';
import { createSqliteSink } from '../src/stores/sqlite/sqlite-sink.js';
import { type PostgresServer, psql, startPostgres } from './helpers/postgres-server.js';

// Observe-only mode's would-have-stopped runs, read back from both event stores: the same rows.

const work = mkdtempSync(join(tmpdir(), 'loopguard-observe-stores-'));
const prices = { 'test-model': { inputPerMTok: 1_000, outputPerMTok: 1_000 } };
let server: PostgresServer;

/** Runs of two agents in observe-only mode: each calls `calls` times; rounds past 3 and a loop are observed. */
function observedRuns(): GuardEvent[] {
  const events: GuardEvent[] = [];
  let now = Date.UTC(2026, 11, 1, 9);
  const runs = [
    { agentName: 'researcher', taskType: 'search', calls: 9, loop: true },
    { agentName: 'researcher', taskType: 'search', calls: 5, loop: false },
    { agentName: 'writer', taskType: 'docs', calls: 2, loop: false },
    { agentName: 'writer', taskType: 'docs', calls: 6, loop: false },
  ];
  for (const [index, run] of runs.entries()) {
    const guard = createGuard({
      enforce: false,
      maxRounds: 3,
      prices,
      runId: `run-${index}`,
      agentName: run.agentName,
      taskType: run.taskType,
      now: () => now,
      onEvent: (event) => events.push(event),
    });
    for (let call = 1; call <= run.calls; call++) {
      now += 1_000;
      const ticket = guard.beforeCall({ model: 'test-model', promptTokens: 100, maxOutputTokens: 100 });
      const id = `c${call}`;
      ticket.end({
        model: 'test-model',
        usage: { promptTokens: 100, completionTokens: 50 * call },
        toolCalls: [{ id, name: 'search', arguments: run.loop ? '{"q":"x"}' : `{"q":"${call}"}` }],
      });
      guard.recordToolResult({ toolCallId: id, result: run.loop ? 'no results' : `result ${call}` });
    }
    guard.complete();
  }
  return events;
}

beforeAll(async () => {
  server = await startPostgres({ settings: ['fsync = off'] });
}, 120_000);
afterAll(() => server?.destroy());

describe('would-have-stopped runs in the event stores', () => {
  it('gives the same rows from SQLite and PostgreSQL: each run once, at its first observed trip', async () => {
    const events = observedRuns();
    const path = join(work, 'events.db');
    const sqlite = createSqliteSink({ path });
    psql(server, 'CREATE DATABASE observed');
    const url = server.url.replace(/\/postgres$/, '/observed');
    const postgres = createPostgresSink({ url, spillPath: join(work, 'spill.jsonl') });
    for (const event of events) {
      sqlite.listener(event);
      postgres.listener(event);
    }
    sqlite.close();
    await postgres.close();
    const readers = [openSqliteEventReader(path), await openPostgresEventReader(url)];
    try {
      const [fromSqlite, fromPostgres] = await Promise.all(
        readers.map((reader) => reader.wouldHaveStopped?.({})),
      );
      // Prices: 1,000 USD per million tokens each way, so a call of 100 + 50n tokens costs 0.1 + 0.05n.
      const cost = (from: number, to: number) => {
        let sum = 0;
        for (let call = from; call <= to; call++) sum += 0.1 + 0.05 * call;
        return sum;
      };
      const expected = [
        {
          taskType: 'docs',
          agentName: 'writer',
          code: 'GUARD_ROUND_LIMIT',
          runs: 1,
          savedCalls: 3,
          cost: cost(4, 6),
        },
        {
          taskType: 'search',
          agentName: 'researcher',
          code: 'GUARD_LOOP_DETECTED',
          runs: 1,
          savedCalls: 6,
          cost: cost(4, 9),
        },
        {
          taskType: 'search',
          agentName: 'researcher',
          code: 'GUARD_ROUND_LIMIT',
          runs: 1,
          savedCalls: 2,
          cost: cost(4, 5),
        },
      ];
      for (const rows of [fromSqlite, fromPostgres]) {
        expect(
          rows?.map((row) => ({
            taskType: row.taskType,
            agentName: row.agentName,
            code: row.code,
            runs: row.runs,
            savedCalls: row.savedCalls,
            cost: Number(row.savedCost.toFixed(9)),
          })),
        ).toEqual(expected.map((row) => ({ ...row, cost: Number(row.cost.toFixed(9)) })));
        expect(rows?.every((row) => row.date === '2026-12-01' && row.currency === 'USD')).toBe(true);
      }
      const writer = await readers[1]?.wouldHaveStopped?.({ agentName: 'writer' });
      expect(writer?.map((row) => row.code)).toEqual(['GUARD_ROUND_LIMIT']);
    } finally {
      await Promise.all(readers.map((reader) => reader.close()));
    }
  });
});
