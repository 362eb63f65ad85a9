import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuard } from '../src/guard/guard.js';
import { openSqliteDatabase } from '../src/stores/sqlite/load-driver.js';
import { createSqliteSink } from '../src/stores/sqlite/sqlite-sink.js';
import { fixture, runCli } from './helpers/cli.js';
import { buildFixtureStore, fixturePrices } from './helpers/fixture-store.js';

const work = mkdtempSync(join(tmpdir(), 'loopguard-cli-store-'));
const db = join(work, 'fixture.db');
const digest = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

beforeAll(() => buildFixtureStore(db));

describe('loopguard report daily', () => {
  it('prints the hand-computed totals as JSON', async () => {
    const result = await runCli(['report', 'daily', '--db', db, '--json']);
    expect(result.code).toBe(0);
    const rows = JSON.parse(result.stdout);
    expect(
      rows.map((row: { date: string; calls: number; tokens: number }) => [row.date, row.calls, row.tokens]),
    ).toEqual([
      ['2026-11-28', 5, 5_500],
      ['2026-11-29', 3, 3_300],
    ]);
    expect(rows[0].cost).toBeCloseTo(6);
    expect(rows[1].trips).toEqual({ GUARD_ROUND_LIMIT: 1 });
  });

  it('prints a table and plain-text charts of cost and trips per day', async () => {
    const result = await runCli(['report', 'daily', '--db', db]);
    expect(result.stdout).toMatch(
      /2026-11-28\s*│\s*etl\s*│\s*cleaner\s*│\s*5\s*│\s*5500\s*│\s*6\.000\s*│\s*USD\s*│\s*LOOP_DETECTED 1/,
    );
    expect(result.stdout).toContain('total: 9.600 USD over 8 LLM calls, 8800 tokens');
    expect(result.stdout).toContain('cost per day (USD)');
    expect(result.stdout).toMatch(/2026-11-28 │█{30} 6\.000/);
    expect(result.stdout).toMatch(/2026-11-29 │█{18}\s+3\.600/);
    expect(result.stdout).toContain('guard trips per day');
  });

  it('writes CSV and filters by date and group', async () => {
    const result = await runCli([
      'report',
      'daily',
      '--db',
      db,
      '--csv',
      '--since',
      '2026-11-29',
      '--by',
      'agent',
    ]);
    expect(result.stdout.trim().split('\n')).toEqual([
      'date,agent,LLM calls,tokens,est. cost,currency,guard trips',
      '2026-11-29,writer,3,3300,3.600,USD,ROUND_LIMIT 1',
    ]);
  });

  it('rejects a bad date and an inverted range with exit code 2', async () => {
    for (const date of ['2026-02-30', '2026-13-45']) {
      const bad = await runCli(['report', 'daily', '--db', db, '--since', date]);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain(`expected a date YYYY-MM-DD, got "${date}"`);
    }
    const inverted = await runCli([
      'report',
      'daily',
      '--db',
      db,
      '--since',
      '2026-11-29',
      '--until',
      '2026-11-28',
    ]);
    expect(inverted.code).toBe(2);
    expect(inverted.stderr).toContain('--since 2026-11-29 is after --until 2026-11-28');
  });

  it('names a missing or corrupt store', async () => {
    const missing = await runCli(['report', 'daily', '--db', join(work, 'absent.db')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no store at');
    const corrupt = await runCli(['report', 'tools', '--db', fixture('examples.jsonl')]);
    expect(corrupt.code).toBe(2);
    expect(corrupt.stderr).toContain('is not a loopguard store or is damaged');
  });
});

describe('loopguard report daily with two currencies', () => {
  const store = join(work, 'currencies.db');
  beforeAll(() => {
    const sink = createSqliteSink({ path: store });
    const clock = () => Date.UTC(2026, 10, 28, 9);
    const common = {
      taskId: 'task-fx',
      agentName: 'cleaner',
      taskType: 'etl',
      prices: fixturePrices,
      now: clock,
    };
    const dollars = createGuard({ ...common, runId: 'run-usd', onEvent: sink.listener });
    dollars
      .beforeCall({ model: 'm' })
      .end({ model: 'm', usage: { promptTokens: 1_000, completionTokens: 0 } });
    dollars.complete();
    const yen = createGuard({
      ...common,
      runId: 'run-jpy',
      currency: 'JPY',
      usdRate: 150,
      maxRounds: 1,
      onEvent: sink.listener,
    });
    yen.beforeCall({ model: 'm' }).end({ model: 'm', usage: { promptTokens: 1_000, completionTokens: 0 } });
    expect(() => yen.beforeCall({ model: 'm' })).toThrow(/maxRounds/);
    sink.close();
  });

  it('keeps $1 and ¥150 on rows of their own, with the trip on the currency of its run', async () => {
    const rows = JSON.parse((await runCli(['report', 'daily', '--db', store, '--json'])).stdout);
    expect(rows).toEqual([
      expect.objectContaining({
        date: '2026-11-28',
        calls: 1,
        cost: 150,
        currency: 'JPY',
        trips: { GUARD_ROUND_LIMIT: 1 },
      }),
      expect.objectContaining({ date: '2026-11-28', calls: 1, cost: 1, currency: 'USD', trips: {} }),
    ]);
    const csv = await runCli(['report', 'daily', '--db', store, '--csv']);
    expect(csv.stdout.trim().split('\n')).toEqual([
      'date,task type,agent,LLM calls,tokens,est. cost,currency,guard trips',
      '2026-11-28,etl,cleaner,1,1000,150.00,JPY,ROUND_LIMIT 1',
      '2026-11-28,etl,cleaner,1,1000,1.000,USD,',
    ]);
  });

  it('totals and charts each currency apart', async () => {
    const result = await runCli(['report', 'daily', '--db', store]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('total: 150.00 JPY over 1 LLM calls, 1000 tokens');
    expect(result.stdout).toContain('total: 1.000 USD over 1 LLM calls, 1000 tokens');
    expect(result.stdout).toMatch(/cost per day \(JPY\)\n2026-11-28 │█{30} 150\.00/);
    expect(result.stdout).toMatch(/cost per day \(USD\)\n2026-11-28 │█{30} 1\.000/);
    expect(result.stdout).not.toMatch(/151/);
    const trace = await runCli(['trace', 'task-fx', '--db', store]);
    expect(trace.stdout).toContain(
      '2 run(s) over 0 ms, 2 LLM calls, 2000 tokens billed, 150.00 JPY and 1.000 USD;',
    );
  });
});

describe('loopguard report tools and trace', () => {
  it('prints per-tool figures', async () => {
    const result = await runCli(['report', 'tools', '--db', db, '--json']);
    expect(JSON.parse(result.stdout)).toMatchObject([
      {
        tool: 'clean_csv',
        calls: 5,
        distinctArguments: 1,
        repeatedCalls: 3,
        tokens: 5_500,
        p95LatencyMs: 30,
        failures: 0,
      },
      { tool: 'search', calls: 2, distinctArguments: 2, failures: 1, averageLatencyMs: 100 },
    ]);
  });

  it('takes --since and --until as report daily does: each day its own tools', async () => {
    const tools = async (...range: string[]) =>
      JSON.parse((await runCli(['report', 'tools', '--db', db, '--json', ...range])).stdout).map(
        (row: { tool: string; calls: number }) => [row.tool, row.calls],
      );
    expect(await tools('--until', '2026-11-28')).toEqual([['clean_csv', 5]]);
    expect(await tools('--since', '2026-11-29')).toEqual([['search', 2]]);
    expect(await tools('--since', '2026-11-28', '--until', '2026-11-29')).toEqual([
      ['clean_csv', 5],
      ['search', 2],
    ]);
    const empty = await runCli(['report', 'tools', '--db', db, '--since', '2026-12-01']);
    expect(empty.code).toBe(0);
    expect(empty.stdout).toContain('no tool calls in this period');
    const reversed = await runCli([
      'report',
      'tools',
      '--db',
      db,
      '--since',
      '2026-11-29',
      '--until',
      '2026-11-28',
    ]);
    expect(reversed.code).toBe(2);
    expect(reversed.stderr).toContain('--since 2026-11-29 is after --until 2026-11-28');
  });

  it('traces one task: events in order, signatures grouped, the trip', async () => {
    const result = await runCli(['trace', 'task-b', '--db', db]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      'task task-b: 1 run(s) over 3.0 s, 3 LLM calls, 3300 tokens billed, 3.600 USD; ended: failed',
    );
    expect(result.stdout).toMatch(
      /REPEATED\s*│\s*3\s*│\s*clean_csv\(\{"path":"\/srv\/sales.csv"\}\)\s*│\s*1,2,3/,
    );
    expect(result.stdout).toContain(
      'tripped after round 3 of run run-b: GUARD_LOOP_DETECTED (repeated_action)',
    );
    const events = result.stdout.split('\n').filter((line) => /│ run-b\s/.test(line));
    const turn = ['llm_request', 'llm_response', 'tool_call', 'tool_result'];
    expect(events.map((line) => line.split('│')[4]?.trim())).toEqual([
      'run_start',
      ...turn,
      ...turn,
      ...turn,
      'guard_trigger',
      'run_end',
    ]);
  });

  it('says so for an unknown task id and suggests similar ones', async () => {
    const result = await runCli(['trace', 'task-x', '--db', db]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('no events for task "task-x"');
    expect(result.stderr).toMatch(/tasks with a similar id: .*task-/);
  });
});

describe('loopguard calibrate', () => {
  it('prints spreads, writes the suggested policy and flags wide and idle limits', async () => {
    const out = join(work, 'suggested.json');
    const prices = join(work, 'prices.json');
    writeFileSync(prices, JSON.stringify({ prices: fixturePrices }));
    const result = await runCli([
      'calibrate',
      '--db',
      db,
      '--min-runs',
      '2',
      '--out',
      out,
      '--policy',
      prices,
    ]);
    expect(result.code).toBe(0);
    // maxCost: p95 of 2.4 × 1.5, plus the worst case reserved before one call (1000 prompt + 4096 output tokens).
    expect(JSON.parse(readFileSync(out, 'utf8'))).toMatchObject({
      maxRounds: 3,
      maxTokens: 3_300,
      maxCost: 12.792,
      prices: fixturePrices,
    });
    expect(result.stdout).toMatch(/cleaner\s*│\s*etl\s*│\s*1\s*│\s*2 \/ 2 \/ 2/);
    expect(result.stdout).toContain('far too wide: maxRounds 10 is 5.0× the p95 of 2');
    expect(result.stdout).toContain('never tripped in this period: maxDurationMs, maxTokens');
    const replay = await runCli(['replay', fixture('examples.jsonl'), '--policy', out, '--json']);
    expect(replay.code).toBe(0);
  });

  it('names an --out path it cannot write in one line, with exit code 2', async () => {
    const out = join(work, 'no-such-directory', 'policy.json');
    const result = await runCli(['calibrate', '--db', db, '--min-runs', '2', '--out', out]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`loopguard: cannot write --out ${out}: ENOENT\n`);
  });

  it('applies percentile and factor', async () => {
    const result = await runCli([
      'calibrate',
      '--db',
      db,
      '--min-runs',
      '2',
      '--percentile',
      '50',
      '--factor',
      '2',
      '--json',
    ]);
    expect(JSON.parse(result.stdout).suggested).toMatchObject({ maxRounds: 2, maxTokens: 2_200 });
  });
});

describe('read commands leave the store untouched', () => {
  it('does not change a byte or add files', async () => {
    const before = digest(db);
    const files = readdirSync(work).sort();
    for (const args of [['report', 'daily'], ['report', 'tools'], ['trace', 'task-a'], ['calibrate']]) {
      expect((await runCli([...args, '--db', db])).code).toBe(0);
    }
    expect(digest(db)).toBe(before);
    expect(readdirSync(work).sort()).toEqual(files);
  });
});

describe('loopguard store init', () => {
  it('creates an empty store the reports read, and leaves one already there as it is', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'loopguard-init-')), 'fresh.db');
    const created = await runCli(['store', 'init', '--db', path]);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(new RegExp(`^created ${path} at schema v\\d+\\n$`));
    const daily = await runCli(['report', 'daily', '--db', path, '--json']);
    expect(daily.code).toBe(0);
    expect(JSON.parse(daily.stdout)).toEqual([]);
    const again = await runCli(['store', 'init', '--db', path]);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(new RegExp(`^${path} already exists, at schema v\\d+\\n$`));
    buildFixtureStore(join(dirname(path), 'full.db'));
    const before = digest(join(dirname(path), 'full.db'));
    const kept = await runCli(['store', 'init', '--db', join(dirname(path), 'full.db')]);
    expect(kept.stdout).toContain('already exists');
    expect(digest(join(dirname(path), 'full.db'))).toBe(before);
  });

  it('names a folder that does not exist, with exit code 2', async () => {
    const path = join(tmpdir(), 'no-such-loopguard-folder', 'x.db');
    const result = await runCli(['store', 'init', '--db', path]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`cannot open ${path}`);
    expect(result.stdout).toBe('');
  });
});

describe('loopguard replay given a store instead of a transcript', () => {
  it('says the file is a SQLite database and how to read it, judges the other files, and exits 2', async () => {
    const store = join(work, 'given-to-replay.db');
    buildFixtureStore(store);
    const result = await runCli(['replay', store, fixture('examples.jsonl'), '--json']);
    expect(result.stderr).toBe(
      `loopguard replay: ${store} is a SQLite database (an event store?), not a transcript: replay reads .json, .jsonl, .yaml or .yml transcripts and OTLP JSON spans; read a store with \`loopguard report daily --db ${store}\` or \`loopguard trace TASK_ID --db ${store}\`\n`,
    );
    expect(result.stdout).toContain('"id":"incident-trailing-space"');
    expect(result.code).toBe(2);
  });
});

describe('loopguard replay --db', () => {
  it('writes the backtest into a store that trace and reports read', async () => {
    const store = join(work, 'replay.db');
    const result = await runCli(['replay', fixture('examples.jsonl'), '--db', store]);
    expect(result.stdout).toMatch(/\d+ events written to/);
    const trace = await runCli(['trace', 'incident-trailing-space', '--db', store]);
    expect(trace.stdout).toContain('GUARD_LOOP_DETECTED (repeated_action)');
    const daily = JSON.parse((await runCli(['report', 'daily', '--db', store, '--json'])).stdout);
    expect(daily[0].agentName).toBe('replay');
    expect(daily[0].trips).toEqual({ GUARD_LOOP_DETECTED: 2, GUARD_RETRY_STORM: 1 });
  });
});

describe('loopguard notify', () => {
  let server: Server;
  let url: string;
  const requests: { path: string; body: string; contentType: string | undefined }[] = [];
  const script = new Map<string, number[]>();

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const path = request.url ?? '/';
        requests.push({ path, body, contentType: request.headers['content-type'] });
        const statuses = script.get(path) ?? [];
        const status = statuses.shift() ?? 200;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(
          path.includes('refuse') ? '{"errcode":93000,"errmsg":"invalid webhook url"}' : '{"ok":true}',
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the day report in the chat format, retrying 5xx with back-off', async () => {
    script.set('/hook/flaky', [500, 503]);
    const result = await runCli([
      'notify',
      '--db',
      db,
      '--webhook',
      `${url}/hook/flaky`,
      '--format',
      'feishu',
      '--date',
      '2026-11-28',
      '--backoff',
      '10',
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('posted the 2026-11-28 report (feishu) in 3 attempt(s)');
    const last = requests.filter((request) => request.path === '/hook/flaky').at(-1);
    const body = JSON.parse(last?.body ?? '{}');
    expect(body.msg_type).toBe('text');
    expect(body.content.text).toContain('loopguard daily report 2026-11-28');
    expect(body.content.text).toMatch(/etl\s*│\s*cleaner\s*│\s*5/);
    expect(body.content.text).toContain('cost per day (USD)');
  });

  it.each([
    ['slack', (body: string) => JSON.parse(body).text.startsWith('```')],
    ['dingtalk', (body: string) => JSON.parse(body).msgtype === 'text'],
    ['wecom', (body: string) => JSON.parse(body).text.content.includes('2026-11-29')],
    ['text', (body: string) => body.startsWith('loopguard daily report 2026-11-29')],
  ])('formats for %s', async (format, check) => {
    const path = `/hook/${format}`;
    const result = await runCli([
      'notify',
      '--db',
      db,
      '--webhook',
      `${url}${path}`,
      '--format',
      format,
      '--date',
      '2026-11-29',
    ]);
    expect(result.code).toBe(0);
    expect(check(requests.filter((request) => request.path === path).at(-1)?.body ?? '')).toBe(true);
  });

  it('fails with a clear message after its retries, without printing the secret part of the URL', async () => {
    script.set('/hook/down/SECRET-TOKEN', [500, 500, 500]);
    const result = await runCli([
      'notify',
      '--db',
      db,
      '--webhook',
      `${url}/hook/down/SECRET-TOKEN`,
      '--retries',
      '2',
      '--backoff',
      '5',
      '--date',
      '2026-11-28',
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`could not post to ${url}/hook/… after 3 attempts: HTTP 500`);
    expect(result.stderr).not.toContain('SECRET-TOKEN');
  });

  it('makes a single attempt with --retries 0 and refuses a negative count', async () => {
    script.set('/hook/once', [500, 500]);
    const once = await runCli([
      'notify',
      '--db',
      db,
      '--webhook',
      `${url}/hook/once`,
      '--retries',
      '0',
      '--date',
      '2026-11-28',
    ]);
    expect(once.code).toBe(1);
    expect(once.stderr).toContain('after 1 attempts: HTTP 500');
    expect(requests.filter((request) => request.path === '/hook/once')).toHaveLength(1);
    const negative = await runCli(['notify', '--db', db, '--webhook', `${url}/x`, '--retries=-1']);
    expect(negative.code).toBe(2);
    expect(negative.stderr).toContain('expected a whole number of 0 or more, got "-1"');
  });

  it('treats a chat error code in a 200 answer as a refusal', async () => {
    const result = await runCli([
      'notify',
      '--db',
      db,
      '--webhook',
      `${url}/hook/refuse`,
      '--format',
      'wecom',
      '--date',
      '2026-11-28',
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('refused the message: errcode 93000: invalid webhook url');
  });

  it('rejects an unknown format', async () => {
    const result = await runCli(['notify', '--db', db, '--webhook', `${url}/x`, '--format', 'telegram']);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain("argument 'telegram' is invalid");
    expect(existsSync(db)).toBe(true);
  });
});

describe('loopguard calibrate on a large store', () => {
  it('shows a progress bar on stderr', async () => {
    const path = join(work, 'runs.db');
    const sink = createSqliteSink({ path, batchSize: 5_000 });
    for (let index = 0; index < 25_000; index++) {
      sink.listener({
        event: 'run_end',
        task_id: `t${index}`,
        run_id: `r${index}`,
        round: 1 + (index % 9),
        timestamp: Date.UTC(2026, 10, 1) + index * 1_000,
        state: 'completed',
        token_usage: { prompt: 1_000, completion: 10, cached: 0, total: 1_010 },
        latency_ms: 1_000,
      });
    }
    sink.close();
    const result = await runCli(['calibrate', '--db', path]);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/calibrating .* 100% \| 25000\/25000 runs/);
    expect(result.stdout).toMatch(/\(all\)\s*│\s*│\s*25000\s*│\s*5 \/ 9 \/ 9/);
  });
});

describe('loopguard calibrate with two currencies', () => {
  const store = join(work, 'calibrate-currencies.db');
  beforeAll(() => {
    const sink = createSqliteSink({ path: store });
    const clock = () => Date.UTC(2026, 10, 28, 9);
    const common = {
      taskType: 'etl',
      agentName: 'cleaner',
      prices: fixturePrices,
      now: clock,
      onEvent: sink.listener,
    };
    for (const [runId, extra] of [
      ['usd-1', {}],
      ['usd-2', {}],
      ['jpy-1', { currency: 'JPY', usdRate: 150 }],
    ] as const) {
      const guard = createGuard({ ...common, ...extra, runId });
      guard
        .beforeCall({ model: 'm' })
        .end({ model: 'm', usage: { promptTokens: 1_000, completionTokens: 0 } });
      guard.complete();
    }
    sink.close();
  });

  it('keeps costs of another currency out of the spreads and maxCost, and says so', async () => {
    const prices = join(work, 'currency-prices.json');
    writeFileSync(prices, JSON.stringify({ prices: fixturePrices }));
    const json = JSON.parse(
      (await runCli(['calibrate', '--db', store, '--min-runs', '3', '--json', '--policy', prices])).stdout,
    );
    expect(json.currency).toBe('USD');
    expect(json.otherCurrencies).toEqual({ JPY: 1 });
    expect(json.overall.runs).toBe(3);
    expect(json.overall.cost.max).toBeCloseTo(1);
    // 1 × 1.5, plus one call's worst case in USD (1000 prompt + 4096 output tokens): the JPY run adds nothing.
    expect(json.suggested.maxCost).toBeCloseTo(1.5 + 9.192);
    const text = await runCli(['calibrate', '--db', store]);
    expect(text.stdout).toContain(
      'left out of the cost figures: 1 run(s) that spent JPY; the policy is in USD',
    );
  });
});

describe('a store the CLI cannot use', () => {
  it('says a --db that is a directory is one, and names a file to use instead', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'loopguard-db-folder-'));
    const result = await runCli(['report', 'daily', '--db', folder]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${folder} is a directory: --db takes a SQLite file`);
    expect(result.stderr).not.toMatch(/disk I\/O error|\n\s+at /);
  });

  it('says a store locked by another writer is locked, prunes nothing, and prints no stack trace', async () => {
    const locked = join(work, 'locked.db');
    buildFixtureStore(locked);
    const before = digest(locked);
    const writer = openSqliteDatabase(locked);
    writer.exec('BEGIN EXCLUSIVE');
    try {
      const result = await runCli(['store', 'prune', '--db', locked, '--before', '2030-01-01']);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`${locked} is locked by another writer`);
      expect(result.stderr).toContain('nothing was pruned');
      expect(result.stderr).not.toMatch(/SqliteError|\n\s+at /);
    } finally {
      writer.exec('ROLLBACK');
      writer.close();
    }
    expect(digest(locked)).toBe(before);
  }, 30_000);
});
