import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresSink } from '../src/stores/postgres/postgres-sink.js';
import { createSqliteSink } from '../src/stores/sqlite/sqlite-sink.js';
import { runCli } from './helpers/cli.js';
import { contractEvents } from './helpers/event-reader-contract.js';
import { type PostgresServer, psql, startPostgres } from './helpers/postgres-server.js';

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
    expect(first.stdout).toBe(`${database('empty')} is at schema v2 (was v0)\n`);
    const again = await runCli(['store', 'migrate', '--db', database('empty')]);
    expect(again.stdout).toBe(`${database('empty')} is at schema v2\n`);
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
