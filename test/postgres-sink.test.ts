import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { syntheticEvents } from '../bench/synthetic-events.js';
import type { GuardEvent } from '../src/events/types.js';
import { createGuard } from '../src/guard/guard.js';
import { openPool } from '../src/stores/postgres/open-pool.js';
import { openPostgresEventReader } from '../src/stores/postgres/postgres-event-reader.js';
import { createPostgresSink } from '../src/stores/postgres/postgres-sink.js';
import { migratePostgres, POSTGRES_SCHEMA_VERSION } from '../src/stores/postgres/schema.js';
import { StoreError } from '../src/stores/sqlite/store-error.js';
import { repoRoot } from './helpers/cli.js';
import { type PostgresServer, psql, startPostgres } from './helpers/postgres-server.js';

const work = mkdtempSync(join(tmpdir(), 'loopguard-pg-sink-'));
let server: PostgresServer;
let databases = 0;

beforeAll(async () => {
  server = await startPostgres({ settings: ['fsync = off'] });
}, 120_000);
afterAll(() => server?.destroy());

/** A new, empty database on the test server. */
function freshDatabase(): string {
  const name = `sink_${++databases}`;
  psql(server, `CREATE DATABASE ${name}`);
  return server.url.replace(/\/postgres$/, `/${name}`);
}

/** Rows as psql prints them, one line per row, in the database the URL names. */
const query = (url: string, sql: string) =>
  psql(server, sql, url.split('/').pop()).trim().split('\n').filter(Boolean);

const count = (url: string, where = 'true') =>
  Number(query(url, `SELECT COUNT(*) FROM events WHERE ${where}`)[0]);

const event = (index: number, extra: Partial<GuardEvent> = {}): GuardEvent => ({
  event: 'run_start',
  task_id: 't',
  run_id: `r${index}`,
  round: 0,
  timestamp: Date.UTC(2026, 10, 28) + index,
  ...extra,
});

describe('createPostgresSink', () => {
  it('creates the schema, writes a full batch at once and keeps the rest buffered', async () => {
    const url = freshDatabase();
    const sink = createPostgresSink({
      url,
      batchSize: 4,
      flushIntervalMs: 60_000,
      spillPath: join(work, 'a.jsonl'),
    });
    const guard = createGuard({ onEvent: sink.listener });
    guard.beforeCall().end({ text: 'a' }); // run_start, llm_request, llm_response
    expect(sink.written).toBe(0);
    expect(sink.buffered).toBe(3);
    guard.beforeCall().end({ text: 'b' }); // the fourth event fills the batch
    await vi.waitFor(() => expect(sink.written).toBe(4), { timeout: 15_000 });
    expect(sink.buffered).toBe(1);
    expect(count(url)).toBe(4);
    expect(query(url, 'SELECT version FROM loopguard_schema')).toEqual([String(POSTGRES_SCHEMA_VERSION)]);
    expect(await sink.flush()).toBe(true);
    expect(count(url)).toBe(5);
    await sink.close();
    expect(sink.dropped).toBe(0);
    expect(existsSync(join(work, 'a.jsonl'))).toBe(false);
  });

  it('writes a partial batch after flushIntervalMs', async () => {
    const url = freshDatabase();
    const sink = createPostgresSink({
      url,
      batchSize: 1_000,
      flushIntervalMs: 100,
      spillPath: join(work, 'b.jsonl'),
    });
    createGuard({ onEvent: sink.listener }).beforeCall().end({ text: 'a' });
    expect(sink.written).toBe(0);
    await vi.waitFor(() => expect(sink.written).toBe(3), { timeout: 15_000 });
    expect(count(url)).toBe(3);
    await sink.close();
  });

  it('keeps every event through an outage: buffered, spilled to the file, written once the server is back', async () => {
    const url = freshDatabase();
    const reports: StoreError[] = [];
    const spillPath = join(work, 'outage.jsonl');
    const sink = createPostgresSink({
      url,
      batchSize: 200,
      flushIntervalMs: 20,
      maxRetryIntervalMs: 200,
      maxBuffer: 1_000,
      spillPath,
      onError: (error) => reports.push(error as StoreError),
    });
    const events = [...syntheticEvents(12_000)];
    const guardErrors: unknown[] = [];
    const hand = async (from: number, to: number) => {
      for (let index = from; index < to; index++) {
        try {
          sink.listener(events[index] as GuardEvent);
        } catch (error) {
          guardErrors.push(error);
        }
        if (index % 500 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
    };
    await hand(0, 3_000);
    await vi.waitFor(() => expect(sink.written).toBeGreaterThan(0), { timeout: 15_000 });
    server.stop(); // mid-stream: connections cut, new ones refused
    await hand(3_000, 9_000);
    await vi.waitFor(() => expect(sink.failing).toBe(true), { timeout: 15_000 });
    expect(sink.spilled).toBeGreaterThan(0); // more than maxBuffer arrived while it was down
    expect(existsSync(spillPath)).toBe(true);
    expect(sink.buffered).toBeLessThanOrEqual(1_000 + 200);
    await server.start();
    await hand(9_000, events.length);
    expect(await sink.flush()).toBe(true);
    await sink.close();
    expect(guardErrors).toEqual([]);
    expect(sink.dropped).toBe(0);
    expect(sink.written).toBe(events.length);
    expect(count(url)).toBe(events.length);
    // Each event once: no batch written twice, none lost, and in the order they were handed over.
    expect(query(url, 'SELECT COUNT(DISTINCT (task_id, run_id, round, event)) FROM events')).toEqual([
      String(
        new Set(events.map((item) => `${item.task_id}|${item.run_id}|${item.round}|${item.event}`)).size,
      ),
    ]);
    expect(
      query(
        url,
        'SELECT COUNT(*) FROM (SELECT timestamp < lag(timestamp) OVER (PARTITION BY task_id ORDER BY id) AS back FROM events) AS steps WHERE back',
      ),
    ).toEqual(['0']);
    expect(reports.map((report) => report.code)).toEqual([
      'LOOPGUARD_STORE_WRITE',
      'LOOPGUARD_STORE_RECOVERED',
    ]);
    expect(reports[0]?.message).toMatch(
      /^cannot write to postgres:\/\/postgres@127\.0\.0\.1:\d+\/sink_\d+ \(/,
    );
    expect(reports[0]?.message).toContain(spillPath);
    expect(existsSync(spillPath)).toBe(false);
  }, 120_000);

  it('leaves what it cannot write at close in the spill file, which the next sink on that file writes', async () => {
    const url = freshDatabase();
    const spillPath = join(work, 'left.jsonl');
    const reports: string[] = [];
    server.stop();
    const first = createPostgresSink({
      url,
      batchSize: 10,
      maxBuffer: 10,
      closeTimeoutMs: 300,
      spillPath,
      onError: (error) => reports.push(String(error)),
    });
    for (let index = 0; index < 95; index++) first.listener(event(index));
    await first.close();
    expect(first.written).toBe(0);
    expect(first.dropped).toBe(0);
    expect(first.spilled).toBe(95);
    expect(reports.at(-1)).toMatch(/95 events not yet written to .* are kept in .*left\.jsonl/);
    first.listener(event(999));
    expect(first.dropped).toBe(1);
    await server.start();
    const second = createPostgresSink({ url, spillPath, onError: (error) => reports.push(String(error)) });
    second.listener(event(100));
    await second.close();
    expect(second.written).toBe(96);
    expect(query(url, 'SELECT run_id FROM events ORDER BY id LIMIT 2')).toEqual(['r0', 'r1']);
    expect(query(url, 'SELECT run_id FROM events ORDER BY id DESC LIMIT 1')).toEqual(['r100']);
    expect(existsSync(spillPath)).toBe(false);
  }, 60_000);

  it('drops and counts what goes beyond maxSpillBytes', async () => {
    const url = freshDatabase();
    server.stop();
    const sink = createPostgresSink({
      url,
      batchSize: 5,
      maxBuffer: 5,
      maxSpillBytes: 2_000,
      closeTimeoutMs: 0,
      spillPath: join(work, 'small.jsonl'),
      onError: () => {},
    });
    for (let index = 0; index < 100; index++) sink.listener(event(index));
    expect(sink.dropped).toBeGreaterThan(0);
    expect(sink.spilled + sink.buffered + sink.dropped).toBe(100);
    await sink.close();
    await server.start();
  }, 60_000);

  it('survives an onError that throws, and never throws into the guard', async () => {
    const url = freshDatabase();
    server.stop();
    const sink = createPostgresSink({
      url,
      batchSize: 1,
      flushIntervalMs: 10,
      maxRetryIntervalMs: 50,
      spillPath: join(work, 'throws.jsonl'),
      onError: () => {
        throw new Error('reporter down');
      },
    });
    let handed = 0;
    const guard = createGuard({
      maxRounds: null,
      loop: false,
      onEvent: [sink.listener, () => handed++],
    });
    for (let round = 0; round < 5; round++)
      expect(() => guard.beforeCall().end({ text: `a${round}` })).not.toThrow();
    await vi.waitFor(() => expect(sink.failing).toBe(true), { timeout: 15_000 });
    await server.start();
    await vi.waitFor(() => expect(sink.written).toBe(handed), { timeout: 20_000 });
    expect(handed).toBe(11);
    await sink.close();
  }, 60_000);

  it('redacts secrets and stores text PostgreSQL would refuse', async () => {
    const url = freshDatabase();
    const sink = createPostgresSink({ url, spillPath: join(work, 'secrets.jsonl') });
    sink.listener(
      event(1, {
        event: 'llm_response',
        error_message: '401: Authorization: Bearer sk-proj-abcdefghijklmnopqrstuvwx rejected \u0000',
      }),
    );
    await sink.close();
    const reader = await openPostgresEventReader(url);
    const [stored] = await reader.taskEvents('t');
    await reader.close();
    expect(stored?.error_message).not.toContain('sk-proj-abcdefghijklmnop');
    expect(stored?.error_message).toContain('[redacted]');
    expect(stored?.error_message).toMatch(/rejected \uFFFD$/);
  });

  it('stores every text and number as it was, whatever an array literal would read in it', async () => {
    const url = freshDatabase();
    const sink = createPostgresSink({ url, spillPath: join(work, 'literals.jsonl') });
    const texts = [
      'NULL',
      'null',
      '',
      ' spaced ',
      'a,b',
      '{x}',
      'say "hi"',
      'C:\\temp\\',
      '\\"',
      'é 日本 🙂',
      'tab\tnew\nline',
    ];
    const numbers = [0, -1, 1.5e-7, 123_456_789_012, 0.1 + 0.2];
    texts.forEach((text, index) =>
      sink.listener(
        event(index, {
          event: 'tool_result',
          tool_name: text,
          latency_ms: numbers[index % numbers.length],
          token_usage: undefined,
        }),
      ),
    );
    await sink.close();
    const reader = await openPostgresEventReader(url);
    const stored = await reader.taskEvents('t');
    await reader.close();
    expect(stored.map((row) => row.tool_name)).toEqual(texts);
    expect(stored.map((row) => row.latency_ms)).toEqual(
      texts.map((_, index) => numbers[index % numbers.length]),
    );
  });
});

function openPoolFor(url: string) {
  return openPool(url, { max: 1 });
}

describe('the PostgreSQL schema', () => {
  it('refuses a store whose schema is newer than this loopguard, and one loopguard never wrote', async () => {
    const url = freshDatabase();
    await expect(openPostgresEventReader(url)).rejects.toThrow(
      /no loopguard store in postgres:\/\/.*sink_\d+/,
    );
    const pool = openPoolFor(url);
    expect(await migratePostgres(pool, url)).toBe(0);
    expect(await migratePostgres(pool, url)).toBe(POSTGRES_SCHEMA_VERSION);
    await pool.query('UPDATE loopguard_schema SET version = 99');
    await expect(migratePostgres(pool, url)).rejects.toThrow(
      new RegExp(
        `has schema v99, newer than this loopguard \\(v${POSTGRES_SCHEMA_VERSION}\\); upgrade loopguard`,
      ),
    );
    await pool.end();
    const error = await openPostgresEventReader(url).catch((caught: unknown) => caught);
    expect(StoreError.isInstance(error) && error.code).toBe('LOOPGUARD_STORE_VERSION');
  });

  it('migrates a v1 store forward and keeps its events', async () => {
    const url = freshDatabase();
    const pool = openPoolFor(url);
    await migratePostgres(pool, url, 1);
    await pool.query(
      `INSERT INTO events (timestamp, day, event, task_id, run_id, round, model, total_tokens, cost, currency,
         tool_name, tool_args_hash, action_signature, round_tokens) VALUES
       (1, '1970-01-01', 'run_start', 't', 'r', 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
       (2, '1970-01-01', 'llm_response', 't', 'r', 1, 'm', 300, 0.25, 'USD', NULL, NULL, NULL, NULL),
       (3, '1970-01-01', 'tool_call', 't', 'r', 1, NULL, NULL, NULL, NULL, 'grep', 'h1', 'grep({})', 300),
       (4, '1970-01-01', 'tool_call', 't', 'r', 1, NULL, NULL, NULL, NULL, 'grep', 'h1', 'grep({})', 300)`,
    );
    await expect(openPostgresEventReader(url)).rejects.toThrow(
      new RegExp(
        `has schema v1; upgrade it to v${POSTGRES_SCHEMA_VERSION} with \`loopguard store migrate --db`,
      ),
    );
    expect(await migratePostgres(pool, url)).toBe(1);
    // v4 dropped the report indexes that the rollups replaced; the ones the trigger and readers use stay.
    const indexes = await pool.query<{ indexname: string }>(
      "SELECT indexname FROM pg_indexes WHERE tablename = 'events' ORDER BY indexname",
    );
    expect(indexes.rows.map((row) => row.indexname)).toEqual([
      // v11: the halts by run.
      'events_halts',
      'events_observed',
      'events_pkey',
      // v12 dropped events_rounds: the batch statement reads round_calls instead.
      'events_run_calls',
      'events_run_ends',
      'events_runs_cost',
      'events_runs_duration',
      'events_runs_newest',
      // v9: the runs search's trigram index.
      'events_runs_search',
      'events_signatures',
      'events_task',
      'events_trips',
    ]);
    await pool.end();
    const reader = await openPostgresEventReader(url);
    expect((await reader.taskEvents('t')).length).toBe(4);
    // The rollups of v3 are filled from the events already there.
    expect(await reader.daily({})).toMatchObject([{ date: '1970-01-01', calls: 1, tokens: 300, cost: 0.25 }]);
    expect(await reader.tools()).toMatchObject([
      { tool: 'grep', calls: 2, distinctArguments: 1, repeatedCalls: 1, tokens: 300 },
    ]);
    await reader.close();
  });

  it('names an unreachable server without its password', async () => {
    // A port just freed, not the server's port + 1 (another test's server may be listening there).
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const url = `postgres://loopguard:s3cret-pass@127.0.0.1:${closedPort}/nothing`;
    const error = await openPostgresEventReader(url).catch((caught: unknown) => caught);
    expect(StoreError.isInstance(error) && error.code).toBe('LOOPGUARD_STORE_UNAVAILABLE');
    expect(String(error)).toMatch(
      /cannot open postgres:\/\/loopguard:\*\*\*@127\.0\.0\.1:\d+\/nothing: connect ECONNREFUSED/,
    );
    expect(String(error)).not.toContain('s3cret');
  });
});

describe('two writer processes', () => {
  it('write to one database at once, every event once, each writer in its order', async () => {
    const url = freshDatabase();
    const writer = (name: string) =>
      new Promise<{ written: number; dropped: number; reports: string[] }>((resolve, reject) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', 'test/helpers/postgres-writer.ts', url, name, '20000'],
          { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
        );
        let out = '';
        child.stdout.on('data', (chunk) => {
          out += chunk;
        });
        child.on('error', reject);
        child.on('close', (code) =>
          code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`writer ${name} exited ${code}: ${out}`)),
        );
      });
    // Both start on an empty database: both migrate it, one after the other under the advisory lock.
    const [a, b] = await Promise.all([writer('a'), writer('b')]);
    for (const result of [a, b]) expect(result).toMatchObject({ dropped: 0, reports: [] });
    const total = (a?.written ?? 0) + (b?.written ?? 0);
    expect(total).toBeGreaterThanOrEqual(40_000);
    expect(count(url)).toBe(total);
    expect(count(url, "task_id LIKE 'a-%'")).toBe(a?.written);
    expect(
      query(
        url,
        'SELECT COUNT(*) FROM (SELECT timestamp < lag(timestamp) OVER (PARTITION BY task_id ORDER BY id) AS back FROM events) AS steps WHERE back',
      ),
    ).toEqual(['0']);
  }, 180_000);
});
