import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresSink } from '../src/stores/postgres/postgres-sink.js';
import { POSTGRES_SCHEMA_VERSION } from '../src/stores/postgres/schema.js';
import { createSqliteSink } from '../src/stores/sqlite/sqlite-sink.js';
import { fixture, runCli } from './helpers/cli.js';
import { contractEvents } from './helpers/event-reader-contract.js';
import { type PostgresServer, psql, startPostgres } from './helpers/postgres-server.js';
import { startWebhookReceiver } from './helpers/webhook-receiver.js';

const work = mkdtempSync(join(tmpdir(), 'loopguard-pg-cli-'));
const sqlite = join(work, 'same.db');
let server: PostgresServer;
let postgres: string;

/** A database of the test server, by name. */
const database = (name: string) => server.url.replace(/\/postgres$/, `/${name}`);

beforeAll(async () => {
  server = await startPostgres({ settings: ['fsync = off'] });
  psql(server, 'CREATE DATABASE same');
  postgres = database('same');
  const events = contractEvents();
  const file = createSqliteSink({ path: sqlite });
  const shared = createPostgresSink({ url: postgres, spillPath: join(work, 'spill.jsonl') });
  for (const event of events) {
    file.listener(event);
    shared.listener(event);
  }
  file.close();
  await shared.close();
}, 180_000);
afterAll(() => server?.destroy());

describe('loopguard with --db postgres://', () => {
  it('store migrate creates the tables in an empty database, then finds them current', async () => {
    psql(server, 'CREATE DATABASE empty');
    const first = await runCli(['store', 'migrate', '--db', database('empty')]);
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toBe(`${database('empty')} is at schema v${POSTGRES_SCHEMA_VERSION} (was v0)\n`);
    const again = await runCli(['store', 'migrate', '--db', database('empty')]);
    expect(again.stdout).toBe(`${database('empty')} is at schema v${POSTGRES_SCHEMA_VERSION}\n`);
  });

  it.each([
    ['report daily', ['report', 'daily', '--width', '200']],
    [
      'report daily --by model --since',
      ['report', 'daily', '--by', 'model', '--since', '2026-11-28', '--csv'],
    ],
    ['report tools', ['report', 'tools', '--csv']],
    ['trace', ['trace', 'task-b', '--wide']],
    ['trace --json', ['trace', 'TASK-odd', '--json']],
    ['calibrate', ['calibrate', '--json']],
  ])('%s prints exactly what it prints for the SQLite store of the same events', async (_name, args) => {
    const [fromFile, fromDatabase] = await Promise.all([
      runCli([...args, '--db', sqlite]),
      runCli([...args, '--db', postgres]),
    ]);
    expect(fromFile.code).toBe(0);
    expect(fromDatabase.stderr).toBe('');
    // PostgreSQL keeps a NUL as U+FFFD (its text type refuses NUL); JSON writes the NUL as \u0000.
    expect(fromDatabase.stdout).toBe(fromFile.stdout.replaceAll('\\u0000', '\uFFFD'));
    expect(fromDatabase.stdout.length).toBeGreaterThan(100);
  });

  it('says in one line that a task has no events, with the database named without its password', async () => {
    const url = postgres.replace('postgres@', 'postgres:hunter2@');
    const result = await runCli(['trace', 'task-nope', '--db', url]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `loopguard: no events for task "task-nope" in ${postgres.replace('postgres@', 'postgres:***@')}; tasks with a similar id: TASK-odd, task-unpriced, Task-Euro, task-d, task-c\n`,
    );
  });

  it('names an unreachable database in one line, exit 2', async () => {
    const url = `postgres://loopguard:hunter2@127.0.0.1:${server.port + 1}/loopguard`;
    const result = await runCli(['report', 'daily', '--db', url]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^loopguard: cannot open postgres:\/\/loopguard:\*\*\*@127\.0\.0\.1:\d+\/loopguard: connect ECONNREFUSED/,
    );
    expect(result.stderr).not.toContain('hunter2');
  });

  it('replay --db writes a backtest into PostgreSQL once, and it reports as the same backtest in a file', async () => {
    psql(server, 'CREATE DATABASE replayed');
    const url = database('replayed').replace('postgres@', 'postgres:hunter2@');
    const shown = url.replace('hunter2', '***');
    const file = join(work, 'replayed.db');
    const [intoDatabase, intoFile] = await Promise.all([
      runCli(['replay', fixture('examples.jsonl'), '--db', url]),
      runCli(['replay', fixture('examples.jsonl'), '--db', file]),
    ]);
    expect(intoDatabase).toMatchObject({ code: 0, stderr: '' });
    const written = Number(/(\d+) events written to (.+)\n/.exec(intoDatabase.stdout)?.[1]);
    expect(intoDatabase.stdout).toContain(`${written} events written to ${shown}\n`);
    expect(intoDatabase.stdout).not.toContain('hunter2');
    expect(written).toBeGreaterThan(0);
    expect(Number(psql(server, 'SELECT count(*) FROM events', 'replayed'))).toBe(written);
    expect(intoDatabase.stdout.replace(shown, file)).toBe(intoFile.stdout);
    // The same runs again: judged, not written twice.
    const again = await runCli(['replay', fixture('examples.jsonl'), '--db', url]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('0 events written to');
    expect(again.stdout).toContain(`8 runs were already in ${shown} (same task and run id)`);
    expect(Number(psql(server, 'SELECT count(*) FROM events', 'replayed'))).toBe(written);
    const [fileReport, databaseReport] = await Promise.all([
      runCli(['calibrate', '--json', '--db', file]),
      runCli(['calibrate', '--json', '--db', url]),
    ]);
    expect(databaseReport.stdout).toBe(fileReport.stdout);
  });

  it('replay --db names an unreachable database in one line before judging anything, exit 2', async () => {
    const url = `postgres://loopguard:hunter2@127.0.0.1:${server.port + 1}/loopguard`;
    const result = await runCli(['replay', fixture('examples.jsonl'), '--db', url]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^loopguard: cannot open postgres:\/\/loopguard:\*\*\*@127\.0\.0\.1:\d+\/loopguard: /,
    );
    expect(result.stderr).not.toContain('hunter2');
  });

  it('alert --db posts the trips of a PostgreSQL store once, its state naming the database without the password', async () => {
    psql(server, 'CREATE DATABASE alerts');
    const sink = createPostgresSink({ url: database('alerts'), spillPath: join(work, 'alerts-spill.jsonl') });
    for (const event of contractEvents()) sink.listener(event);
    await sink.close();
    const receiver = await startWebhookReceiver();
    try {
      const url = database('alerts').replace('postgres@', 'postgres:hunter2@');
      const state = join(work, 'alert-state.json');
      const args = [
        'alert',
        '--db',
        url,
        '--webhook',
        `${receiver.url}/pg`,
        '--since',
        '2026-11-28',
        '--state',
        state,
      ];
      const first = await runCli(args);
      expect(first).toMatchObject({ code: 0, stderr: '' });
      const posted = receiver.json('/pg') as unknown as { trips: { agent: string; code: string }[] }[];
      expect(posted).toHaveLength(1);
      expect(posted[0]?.trips.map((trip) => [trip.agent, trip.code])).toEqual([
        ['cleaner', 'GUARD_LOOP_DETECTED'],
        ['writer', 'GUARD_ROUND_LIMIT'],
      ]);
      const saved = readFileSync(state, 'utf8');
      expect(saved).toContain(url.replace('hunter2', '***'));
      expect(saved).not.toContain('hunter2');
      // A second cron run finds nothing new and posts nothing.
      expect((await runCli(args)).code).toBe(0);
      expect(receiver.json('/pg')).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('store prune deletes the same days from both stores, and the days kept report the same', async () => {
    const [fromFile, fromDatabase] = await Promise.all([
      runCli(['store', 'prune', '--before', '2026-11-29', '--db', sqlite]),
      runCli(['store', 'prune', '--before', '2026-11-29', '--db', postgres]),
    ]);
    const deleted = /^(\d+) events before 2026-11-29 deleted from /.exec(fromFile.stdout)?.[1];
    expect(Number(deleted)).toBeGreaterThan(20_000);
    expect(fromDatabase.stdout).toBe(`${deleted} events before 2026-11-29 deleted from ${postgres}\n`);
    const [fileReport, databaseReport] = await Promise.all([
      runCli(['report', 'daily', '--csv', '--db', sqlite]),
      runCli(['report', 'daily', '--csv', '--db', postgres]),
    ]);
    expect(databaseReport.stdout).toBe(fileReport.stdout);
    expect(fileReport.stdout.split('\n')[1]).toMatch(
      /^2026-11-29,docs,writer,3,3300,3\.600,USD,ROUND_LIMIT 1$/,
    );
  });
});
