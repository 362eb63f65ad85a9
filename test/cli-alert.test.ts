import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuard } from '../src/guard/guard.js';
import { daysBefore } from '../src/notify/daily-anomalies.js';
import { createSqliteSink } from '../src/stores/sqlite/sqlite-sink.js';
import { repoRoot, runCli } from './helpers/cli.js';
import { fixturePrices } from './helpers/fixture-store.js';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver.js';

const work = mkdtempSync(join(tmpdir(), 'loopguard-cli-alert-'));
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

const today = new Date().toISOString().slice(0, 10);
let runs = 0;

/**
 * Writes runs to a real SQLite store through a real guard: each makes `calls` priced calls (1.2 USD each)
 * and, with `trip`, trips GUARD_ROUND_LIMIT on the next one. `at` is when the run happens.
 */
function writeRuns(
  db: string,
  agentName: string,
  count: number,
  options: { trip: boolean; calls?: number; at?: number },
) {
  const sink = createSqliteSink({ path: db });
  for (let index = 0; index < count; index++) {
    const calls = options.calls ?? 1;
    let clock = options.at ?? Date.now();
    const runId = `run-${++runs}`;
    const guard = createGuard({
      agentName,
      runId,
      taskId: `task-${runs}`,
      maxRounds: calls,
      prices: fixturePrices,
      now: () => clock,
      onEvent: sink.listener,
    });
    for (let call = 0; call < calls; call++) {
      guard
        .beforeCall({ model: 'm' })
        .end({ model: 'm', text: 'working', usage: { promptTokens: 1_000, completionTokens: 100 } });
      clock += 1_000;
    }
    if (options.trip) expect(() => guard.beforeCall({ model: 'm' })).toThrow(/maxRounds/);
    else guard.complete();
  }
  sink.close();
}

type Trips = { trips: { agent: string; code: string; count: number; previousAlertAt: string | null }[] };

describe('loopguard alert', () => {
  it('posts new trips once: a second cron run repeats nothing, and repeats of an agent and code wait for the window', async () => {
    const db = join(work, 'cron.db');
    writeRuns(db, 'cleaner', 1, { trip: true });
    const hook = `${receiver.url}/cron`;
    const first = await runCli(['alert', '--db', db, '--webhook', hook, '--no-anomalies']);
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout.trim()).toBe('1 new trip(s); posted 1 in 1 message (generic)');
    expect((receiver.json('/cron') as unknown as Trips[])[0]?.trips).toMatchObject([
      { agent: 'cleaner', code: 'GUARD_ROUND_LIMIT', count: 1, previousAlertAt: null },
    ]);

    const second = await runCli(['alert', '--db', db, '--webhook', hook, '--no-anomalies']);
    expect(second.stdout.trim()).toBe('0 new trip(s); nothing to post');
    expect(receiver.json('/cron')).toHaveLength(1);

    writeRuns(db, 'cleaner', 2, { trip: true });
    writeRuns(db, 'writer', 1, { trip: true });
    writeRuns(db, 'writer', 3, { trip: false });
    const third = await runCli(['alert', '--db', db, '--webhook', hook, '--no-anomalies']);
    expect(third.stdout.trim()).toBe(
      '3 new trip(s); posted 1 in 1 message (generic); 2 held back (one alert per agent and code every 10 min)',
    );
    expect((receiver.json('/cron') as unknown as Trips[])[1]?.trips.map((trip) => trip.agent)).toEqual([
      'writer',
    ]);

    // A window of 0 lets the held trips go at once, with their count and the time of the last alert.
    const fourth = await runCli(['alert', '--db', db, '--webhook', hook, '--no-anomalies', '--window', '0']);
    expect(fourth.stdout.trim()).toBe('0 new trip(s); posted 2 in 1 message (generic)');
    const held = (receiver.json('/cron') as unknown as Trips[])[2]?.trips;
    expect(held).toMatchObject([{ agent: 'cleaner', count: 2 }]);
    expect(held?.[0]?.previousAlertAt).toMatch(/^\d{4}-/);

    const state = JSON.parse(readFileSync(`${db}.alert-state.json`, 'utf8'));
    expect(state).toMatchObject({ version: 1, since: today, trips: { groups: {}, overflow: 0 } });
    expect(state.cursor).toBeGreaterThan(0);
    expect(receiver.json('/cron')).toHaveLength(3);
  });

  it('keeps trips it could not post in the state and posts them on the next run, exit 1 meanwhile', async () => {
    const db = join(work, 'down.db');
    const state = join(work, 'down-state.json');
    writeRuns(db, 'cleaner', 1, { trip: true });
    receiver.script('/down/SECRET', [500]);
    const failed = await runCli([
      'alert',
      '--db',
      db,
      '--webhook',
      `${receiver.url}/down/SECRET`,
      '--state',
      state,
      '--retries',
      '0',
    ]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(`could not post to ${receiver.url}/down/… after 1 attempts: HTTP 500`);
    expect(failed.stderr).not.toContain('SECRET');
    // The next run posts the kept trip: a failed post does not count as the agent's alert for the window.
    const retried = await runCli([
      'alert',
      '--db',
      db,
      '--webhook',
      `${receiver.url}/down/SECRET`,
      '--state',
      state,
      '--no-anomalies',
    ]);
    expect(retried.stdout.trim()).toBe('0 new trip(s); posted 1 in 1 message (generic)');
    expect((receiver.json('/down/SECRET') as unknown as Trips[]).at(-1)?.trips).toMatchObject([
      { agent: 'cleaner', count: 1 },
    ]);
  });

  it('posts an unusual day once, in the platform format, and leaves a usual day alone', async () => {
    const db = join(work, 'anomaly.db');
    // The week before: the cleaner trips once a day and spends 1.2 USD; the writer never trips.
    for (const day of daysBefore(today, 7)) {
      const at = Date.parse(`${day}T10:00:00Z`);
      writeRuns(db, 'cleaner', 1, { trip: true, at });
      writeRuns(db, 'writer', 1, { trip: false, at });
    }
    // Today: the cleaner trips 5 times (6 USD), the writer once.
    writeRuns(db, 'cleaner', 5, { trip: true });
    writeRuns(db, 'writer', 1, { trip: true });
    const hook = `${receiver.url}/anomaly`;
    const first = await runCli([
      'alert',
      '--db',
      db,
      '--webhook',
      hook,
      '--platform',
      'wecom',
      '--since',
      daysBefore(today, 7).at(-1) as string,
    ]);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(
      '13 new trip(s); posted 13 in 1 message (wecom); posted 1 unusual-day line(s)',
    );
    const contents = (receiver.json('/anomaly') as { msgtype: string; markdown: { content: string } }[]).map(
      (body) => body.markdown.content,
    );
    expect(contents).toHaveLength(2);
    expect(contents[1]).toBe(
      `**<font color="warning">loopguard: unusual day for 1 agent(s)</font>**\n> unusual day for \`cleaner\` on ${today}: cost 6.000 USD (usually 1.200, 5.0×); 5 trips (usually 1, 5.0×), against the median of the 7 days before`,
    );
    const again = await runCli(['alert', '--db', db, '--webhook', hook, '--platform', 'wecom']);
    expect(again.stdout.trim()).toBe('0 new trip(s); nothing to post');
    expect(receiver.json('/anomaly')).toHaveLength(2);
  });

  it('keeps watching with --watch and stops cleanly on SIGTERM', async () => {
    const db = join(work, 'watch.db');
    writeRuns(db, 'cleaner', 1, { trip: false });
    const child = spawn(
      process.execPath,
      [
        `${repoRoot}dist/cli/main.js`,
        'alert',
        '--db',
        db,
        '--webhook',
        `${receiver.url}/watch`,
        '--watch',
        '--interval',
        '0.2',
        '--no-anomalies',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    try {
      writeRuns(db, 'cleaner', 1, { trip: true });
      await receiver.waitFor('/watch', 1);
      writeRuns(db, 'writer', 1, { trip: true });
      await receiver.waitFor('/watch', 2);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect((receiver.json('/watch') as unknown as Trips[]).map((body) => body.trips[0]?.agent)).toEqual([
      'cleaner',
      'writer',
    ]);
    expect(stdout).toContain('1 new trip(s); posted 1 in 1 message (generic)');
  });

  it('says what is wrong with its input, exit 2', async () => {
    const db = join(work, 'cron.db');
    const bad = await runCli(['alert', '--db', db, '--webhook', 'ftp://x/y']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--webhook must be an http(s) URL, got "ftp://x/y"');
    const platform = await runCli([
      'alert',
      '--db',
      db,
      '--webhook',
      `${receiver.url}/x`,
      '--platform',
      'telegram',
    ]);
    expect(platform.code).toBe(2);
    expect(platform.stderr).toContain("argument 'telegram' is invalid");
    const damaged = join(work, 'damaged-state.json');
    writeFileSync(damaged, '{"version":1,"cursor":-4}');
    const state = await runCli(['alert', '--db', db, '--webhook', `${receiver.url}/x`, '--state', damaged]);
    expect(state.code).toBe(2);
    expect(state.stderr).toContain(`${damaged} is not an alert state file (`);
    const other = await runCli([
      'alert',
      '--db',
      join(work, 'down.db'),
      '--webhook',
      `${receiver.url}/x`,
      '--state',
      `${db}.alert-state.json`,
    ]);
    expect(other.code).toBe(2);
    expect(other.stderr).toContain(
      `follows the store ${db}, not ${join(work, 'down.db')}; give --state FILE for this store`,
    );
    const missing = await runCli(['alert', '--db', join(work, 'nope.db'), '--webhook', `${receiver.url}/x`]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no store at');
    expect(existsSync(join(work, 'nope.db'))).toBe(false);
  });
});
