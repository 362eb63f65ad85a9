import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardEvent } from '../src/events/types.js';
import type { DailyRow } from '../src/stores/event-reader.js';
import { openPostgresEventReader } from '../src/stores/postgres/postgres-event-reader.js';
import { createPostgresSink } from '../src/stores/postgres/postgres-sink.js';
import { type ScriptedServer, startScriptedServer } from '../src/testing/index.js';
import { runCli } from './helpers/cli.js';
import { type PostgresServer, psql, startPostgres } from './helpers/postgres-server.js';
import { type ProxyProcess, startProxy } from './helpers/proxy-process.js';

// A trip made mid-stream is written before its call's answer and price. It used to find no priced call before
// it, so its agent's day had two rows in the daily report, one without a currency. Through the real gateway
// on SQLite, and with the same order of events on PostgreSQL.

const work = mkdtempSync(join(tmpdir(), 'loopguard-trip-currency-'));
const chant = 'I will check the configuration file again to be sure. '.repeat(300);

/** The daily rows of one agent, as `report daily --by agent --json` gives them. */
const rowsOf = (rows: DailyRow[], agent: string) => rows.filter((row) => row.agentName === agent);

describe('a trip made mid-stream, through the gateway on SQLite', () => {
  let scripted: ScriptedServer;
  let proxy: ProxyProcess;
  const db = join(work, 'gateway.db');

  beforeAll(async () => {
    scripted = await startScriptedServer({
      script: (_round, request) =>
        (request.body.messages as { content: unknown }[])[0]?.content === 'Chant'
          ? { content: chant }
          : { content: 'done' },
      streamPieces: 300,
    });
    proxy = await startProxy(work, ['--upstream', `${scripted.url}/v1`, '--db', db], {});
  });

  afterAll(async () => {
    if (proxy && proxy.child.exitCode === null) await proxy.stop();
    await scripted?.close();
  });

  it("counts on its agent's one row of the day, in the currency the run spent in", async () => {
    const client = new OpenAI({
      baseURL: `${proxy.url}/v1`,
      apiKey: 'sk-test-client',
      maxRetries: 0,
      defaultHeaders: { 'x-loopguard-agent': 'chanter' },
    });
    // A plain call of the agent, then a run whose first call loops inside its streamed reply and is cut.
    await client.chat.completions.create(
      { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Hello' }] },
      { headers: { 'x-loopguard-run-id': 'plain' } },
    );
    const stream = await client.chat.completions.create(
      { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Chant' }], stream: true },
      { headers: { 'x-loopguard-run-id': 'chant' } },
    );
    const cut = await (async () => {
      try {
        for await (const _chunk of stream);
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect((cut as InstanceType<typeof OpenAI.APIError>).code).toBe('GUARD_LOOP_DETECTED');
    expect(await proxy.stop()).toBe(0);
    // The order the gateway writes: the trip first, then the cut call's answer with its price.
    const store = new Database(db, { readonly: true });
    const events = store
      .prepare(
        `SELECT event, currency FROM events WHERE run_id = 'chant' AND event IN ('guard_trigger', 'llm_response')
         ORDER BY id`,
      )
      .all();
    store.close();
    expect(events).toEqual([
      { event: 'guard_trigger', currency: null },
      { event: 'llm_response', currency: 'USD' },
    ]);
    const report = await runCli(['report', 'daily', '--db', db, '--by', 'agent', '--json']);
    expect(report.code).toBe(0);
    const rows = rowsOf(JSON.parse(report.stdout), 'chanter');
    expect(rows).toEqual([
      expect.objectContaining({ calls: 2, currency: 'USD', trips: { GUARD_LOOP_DETECTED: 1 } }),
    ]);
  });
});

describe('a trip before its call is priced, on PostgreSQL', () => {
  let server: PostgresServer;

  beforeAll(async () => {
    server = await startPostgres();
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('moves to the currency of the call written after it, in one batch or across two', async () => {
    const day = Date.UTC(2026, 11, 5, 12);
    const run = (runId: string): GuardEvent[] => {
      const base = { task_id: `task-${runId}`, run_id: runId, agent_name: 'chanter' };
      return [
        { ...base, event: 'run_start', round: 0, timestamp: day },
        {
          ...base,
          event: 'guard_trigger',
          round: 1,
          timestamp: day + 1,
          code: 'GUARD_LOOP_DETECTED',
          action: 'halt',
        },
        {
          ...base,
          event: 'llm_response',
          round: 1,
          timestamp: day + 2,
          model: 'm',
          token_usage: { prompt: 10, completion: 5, cached: 0, total: 15 },
          cost: 0.5,
          currency: 'USD',
        },
        {
          ...base,
          event: 'run_end',
          round: 1,
          timestamp: day + 3,
          state: 'failed',
          code: 'GUARD_LOOP_DETECTED',
        },
      ];
    };
    for (const [name, batchSize] of [
      ['one_batch', 100],
      ['two_batches', 2],
    ] as const) {
      psql(server, `CREATE DATABASE ${name}`);
      const url = server.url.replace(/\/postgres$/, `/${name}`);
      const sink = createPostgresSink({
        url,
        batchSize,
        flushIntervalMs: 5,
        spillPath: join(work, `${name}.jsonl`),
      });
      for (const event of [...run('a'), ...run('b')]) sink.listener(event);
      await sink.close();
      const reader = await openPostgresEventReader(url);
      try {
        expect(rowsOf(await reader.daily({}, 'agent'), 'chanter'), name).toEqual([
          expect.objectContaining({ calls: 2, cost: 1, currency: 'USD', trips: { GUARD_LOOP_DETECTED: 2 } }),
        ]);
      } finally {
        await reader.close();
      }
    }
  });
});
