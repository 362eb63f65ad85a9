import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardEvent } from '../src/events/types.js';
import { createGuard } from '../src/guard/guard.js';
import { createSqliteSink } from '../src/stores/sqlite/sqlite-sink.js';
import { runCli } from './helpers/cli.js';
import { fixturePrices } from './helpers/fixture-store.js';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver.js';

const work = mkdtempSync(join(tmpdir(), 'loopguard-cli-alert-budgets-'));
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

const today = new Date().toISOString().slice(0, 10);
let runs = 0;

/** Writes one completed run of `calls` priced calls (1.2 USD each) by a real guard to a real SQLite store. */
const usage = { promptTokens: 1_000, completionTokens: 100 };

function spend(db: string, agentName: string, calls: number) {
  const sink = createSqliteSink({ path: db });
  const runId = `run-${++runs}`;
  const guard = createGuard({
    agentName,
    runId,
    taskId: `task-${runs}`,
    prices: fixturePrices,
    onEvent: sink.listener,
  });
  for (let call = 0; call < calls; call++) {
    guard
      .beforeCall({ model: 'm' })
      // Answers unlike each other, so no run trips the repeated-message detector.
      .end({ model: 'm', text: createHash('md5').update(`${runId}/${call}`).digest('hex'), usage });
  }
  guard.complete();
  sink.close();
}

interface Crossing {
  scope: string;
  kind: string;
  name: string | null;
  agent: string | null;
  day: string;
  spentUsd: number;
  limitUsd: number;
  threshold: number;
  percentUsed: number;
}
const crossingsOn = (path: string) =>
  (receiver.json(path) as { kind: string; crossings?: Crossing[] }[])
    .filter((body) => body.kind === 'budget_threshold')
    .map((body) => body.crossings ?? []);

describe('loopguard alert --budget-threshold', () => {
  it('posts 80% and then 100% of a daily budget once each, and a re-run repeats neither', async () => {
    const db = join(work, 'global.db');
    const hook = `${receiver.url}/global`;
    const alert = () =>
      runCli([
        'alert',
        '--db',
        db,
        '--webhook',
        hook,
        '--no-anomalies',
        '--global-budget',
        '10',
        '--budget-threshold',
        '80,100',
      ]);
    spend(db, 'cleaner', 4); // 4.8 USD: 48%
    spend(db, 'writer', 2); // 7.2 USD: 72%
    expect((await alert()).stdout.trim()).toBe('0 new trip(s); nothing to post');

    spend(db, 'writer', 1); // 8.4 USD: 84%
    const eighty = await alert();
    expect(eighty).toMatchObject({ code: 0, stderr: '' });
    expect(eighty.stdout.trim()).toBe('0 new trip(s); posted 1 budget threshold(s)');
    expect(crossingsOn('/global')).toEqual([
      [
        {
          scope: `global:${today}`,
          kind: 'global',
          name: null,
          agent: null,
          day: today,
          spentUsd: expect.closeTo(8.4, 9),
          limitUsd: 10,
          threshold: 80,
          percentUsed: 84,
        },
      ],
    ]);
    expect((receiver.json('/global')[0] as { title: string }).title).toBe(
      `loopguard: global daily budget past 80% (84% used on ${today})`,
    );
    expect((await alert()).stdout.trim()).toBe('0 new trip(s); nothing to post');

    spend(db, 'cleaner', 1); // 9.6 USD: 96%, still short of 100%
    expect((await alert()).stdout.trim()).toBe('0 new trip(s); nothing to post');
    spend(db, 'cleaner', 1); // 10.8 USD: 108%
    const hundred = await alert();
    expect(hundred.stdout.trim()).toBe('0 new trip(s); posted 1 budget threshold(s)');
    const [, second] = crossingsOn('/global');
    expect(second).toMatchObject([{ threshold: 100, percentUsed: 108, spentUsd: expect.closeTo(10.8, 9) }]);
    expect((receiver.json('/global')[1] as { severity: string }).severity).toBe('alert');

    expect((await alert()).stdout.trim()).toBe('0 new trip(s); nothing to post');
    expect(receiver.json('/global')).toHaveLength(2);
    const state = JSON.parse(readFileSync(`${db}.alert-state.json`, 'utf8'));
    expect(state.budgetsPosted).toEqual({ [today]: [`global:${today}@80`, `global:${today}@100`] });
  });

  it("reads the policy's per-agent and per-key budgets, and posts a budget past both thresholds at once at the higher", async () => {
    const db = join(work, 'policy.db');
    const policy = join(work, 'gateway.yaml');
    const keyHash = createHash('sha256').update('support-key-secret').digest('hex');
    writeFileSync(
      policy,
      [
        'budgets:',
        '  perAgentPerDay: 5',
        '  perClientKeyPerDay: 20',
        'access:',
        '  clientKeys:',
        `    - keyHash: "sha256:${keyHash}"`,
        '      agent: support',
        '      budgetPerDay: 3',
        '    - keyEnv: REPORTS_KEY',
        '      agent: reports',
        '',
      ].join('\n'),
    );
    const hook = `${receiver.url}/policy`;
    const alert = (...flags: string[]) =>
      runCli(['alert', '--db', db, '--webhook', hook, '--no-anomalies', '--policy', policy, ...flags]);
    spend(db, 'support', 2); // 2.4 of the key's 3 USD (80%), of the agent's 5 (48%)
    spend(db, 'cleaner', 5); // 6.0 of 5 USD: past 80% and 100% at once
    spend(db, 'reports', 1); // 1.2 of 20 USD
    const first = await alert();
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout.trim()).toBe('0 new trip(s); posted 2 budget threshold(s)');
    expect(crossingsOn('/policy')).toEqual([
      [
        expect.objectContaining({
          scope: `agent:cleaner:${today}`,
          kind: 'agent',
          name: 'cleaner',
          threshold: 100,
          percentUsed: 120,
        }),
        expect.objectContaining({
          scope: `client:key-${keyHash.slice(0, 12)}:${today}`,
          kind: 'key',
          name: `key-${keyHash.slice(0, 12)}`,
          agent: 'support',
          threshold: 80,
          percentUsed: 80,
        }),
      ],
    ]);
    const [body] = receiver.json('/policy') as { title: string; text: string }[];
    expect(body?.title).toBe('loopguard: 2 daily budgets past a threshold');
    const key = `key key-${keyHash.slice(0, 12)} (agent support)`;
    expect(body?.text).toBe(
      [
        'loopguard: 2 daily budgets past a threshold',
        '',
        'budget                               | day (UTC)  | spent USD | budget USD | used | past',
        '-------------------------------------+------------+-----------+------------+------+-----',
        `agent cleaner                        | ${today} | 6.000     | 5.000      | 120% | 100%`,
        `${key} | ${today} | 2.400     | 3.000      | 80%  | 80%`,
        '',
        'Spend of the priced LLM calls in the store; each threshold is posted once per budget and day.',
        'A key budget is measured on the spend of the agent the key is mapped to (the store records agents, not keys).',
      ].join('\n'),
    );

    // The 80% of the cleaner's budget went with its 100%: nothing more for it, today.
    spend(db, 'cleaner', 1);
    expect((await alert()).stdout.trim()).toBe('0 new trip(s); nothing to post');
    // A threshold given on the command line replaces the default 80,100. The reports agent and key pass 50%;
    // the support key, posted at 80% already, is not posted again at a lower threshold.
    spend(db, 'reports', 8); // 10.8 USD: 216% of the agent's 5, 54% of the key's 20
    const half = await alert('--budget-threshold', '50');
    expect(half.stdout.trim()).toBe('0 new trip(s); posted 2 budget threshold(s)');
    expect(crossingsOn('/policy')[1]).toMatchObject([
      { kind: 'agent', name: 'reports', threshold: 50, percentUsed: 216 },
      { kind: 'key', name: '$REPORTS_KEY', agent: 'reports', threshold: 50, percentUsed: 54 },
    ]);
    expect(receiver.json('/policy')).toHaveLength(2);
  });

  it('prints with --dry-run what it would post, posts nothing and remembers nothing', async () => {
    const db = join(work, 'dry.db');
    spend(db, 'cleaner', 5); // 6 USD of 5
    const dry = await runCli([
      'alert',
      '--db',
      db,
      '--webhook',
      `${receiver.url}/dry/T0SECRET/B0SECRET`,
      '--platform',
      'slack',
      '--agent-budget',
      '5',
      '--no-anomalies',
      '--dry-run',
    ]);
    expect(dry).toMatchObject({ code: 0, stderr: '' });
    expect(dry.stdout).not.toContain('SECRET');
    expect(dry.stdout).toContain(`would post to ${receiver.url}/dry/… (slack), `);
    const json = dry.stdout.slice(dry.stdout.indexOf('{'), dry.stdout.lastIndexOf('}') + 1);
    const payload = JSON.parse(json) as { text: string; blocks: { type: string; text: { text: string } }[] };
    expect(payload.blocks[0]?.text.text).toBe(
      `loopguard: agent cleaner daily budget past 100% (120% used on ${today})`,
    );
    expect(dry.stdout.trim().split('\n').at(-1)).toBe(
      'dry run, nothing posted or remembered: 0 new trip(s); would post 1 budget threshold(s)',
    );
    expect(receiver.requests.filter((request) => request.path.startsWith('/dry'))).toEqual([]);
    expect(existsSync(`${db}.alert-state.json`)).toBe(false);

    const real = await runCli([
      'alert',
      '--db',
      db,
      '--webhook',
      `${receiver.url}/dry/T0SECRET/B0SECRET`,
      '--platform',
      'slack',
      '--agent-budget',
      '5',
      '--no-anomalies',
    ]);
    expect(real.stdout.trim()).toBe('0 new trip(s); posted 1 budget threshold(s)');
    expect(receiver.requests.filter((request) => request.path.startsWith('/dry'))).toHaveLength(1);
    expect(JSON.parse(receiver.requests.at(-1)?.body ?? '')).toEqual(payload);
  });

  it('says what is wrong with the budget flags, exit 2', async () => {
    const db = join(work, 'global.db');
    const hook = `${receiver.url}/unused`;
    const noBudget = await runCli(['alert', '--db', db, '--webhook', hook, '--budget-threshold', '80']);
    expect(noBudget.code).toBe(2);
    expect(noBudget.stderr).toContain(
      '--budget-threshold needs daily budgets: --policy FILE (a gateway policy with budgets), --agent-budget USD or --global-budget USD',
    );
    const bad = await runCli([
      'alert',
      '--db',
      db,
      '--webhook',
      hook,
      '--global-budget',
      '5',
      '--budget-threshold',
      '80,x',
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('expected percents above 0 separated by commas (80,100), got "80,x"');
    const empty = join(work, 'empty-policy.json');
    writeFileSync(empty, '{ "maxRounds": 30 }');
    const none = await runCli(['alert', '--db', db, '--webhook', hook, '--policy', empty]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain(`--policy ${empty} sets no daily budget`);
    const watch = await runCli(['alert', '--db', db, '--webhook', hook, '--watch', '--dry-run']);
    expect(watch.code).toBe(2);
    expect(watch.stderr).toContain("option '--dry-run' cannot be used with option '--watch'");
    expect(receiver.requests.filter((request) => request.path === '/unused')).toEqual([]);
  });
});

describe('loopguard alert and observe-only mode', () => {
  /** A run that trips for real, and one in observe-only mode whose would-have-stopped trips are recorded. */
  function writeTrips(db: string) {
    const sink = createSqliteSink({ path: db });
    const at = Date.now();
    const base = { round: 3, timestamp: at, agent_name: 'cleaner' } as const;
    const events: GuardEvent[] = [
      { ...base, event: 'run_start', task_id: 't-halt', run_id: 'r-halt', round: 0 },
      {
        ...base,
        event: 'guard_trigger',
        task_id: 't-halt',
        run_id: 'r-halt',
        code: 'GUARD_LOOP_DETECTED',
        action: 'halt',
        error_message: 'run r-halt repeated search({"q":"x"}) 3 times',
      },
      { ...base, event: 'run_start', task_id: 't-obs', run_id: 'r-obs', round: 0 },
      ...[1, 2].map(
        (index): GuardEvent => ({
          ...base,
          event: 'guard_trigger',
          task_id: 't-obs',
          run_id: 'r-obs',
          round: 3 + index,
          code: 'GUARD_LOOP_DETECTED',
          action: 'observe',
          error_message: `run r-obs would have stopped: repeated search 3 times (${index})`,
        }),
      ),
      { ...base, event: 'run_end', task_id: 't-obs', run_id: 'r-obs', round: 6, state: 'completed' },
    ];
    for (const event of events) sink.listener(event);
    sink.close();
  }

  it('posts would-have-stopped trips in their own message, never in the trips count', async () => {
    const db = join(work, 'observe.db');
    writeTrips(db);
    const hook = `${receiver.url}/observe`;
    const first = await runCli(['alert', '--db', db, '--webhook', hook, '--no-anomalies']);
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout.trim()).toBe(
      '1 new trip(s); 2 new would-have-stopped trip(s) (observe-only); posted 1 in 1 message (generic); posted 2 would-have-stopped in 1 message',
    );
    const [trips, observed] = receiver.json('/observe') as {
      kind: string;
      title: string;
      severity: string;
      trips: { runs: string[]; count: number }[];
    }[];
    expect(trips).toMatchObject({
      kind: 'trip_alert',
      title: 'loopguard: 1 guard trip (cleaner)',
      severity: 'alert',
      trips: [{ runs: ['r-halt'], count: 1 }],
    });
    expect(observed).toMatchObject({
      kind: 'observed_trip_alert',
      title: 'loopguard: 2 would-have-stopped trips, observe-only (cleaner)',
      severity: 'info',
      trips: [{ runs: ['r-obs'], count: 2 }],
    });
    expect((await runCli(['alert', '--db', db, '--webhook', hook, '--no-anomalies'])).stdout.trim()).toBe(
      '0 new trip(s); nothing to post',
    );
    expect(receiver.json('/observe')).toHaveLength(2);
  });

  it('leaves them out with --no-observed', async () => {
    const db = join(work, 'observe-skip.db');
    writeTrips(db);
    const hook = `${receiver.url}/observe-skip`;
    const result = await runCli(['alert', '--db', db, '--webhook', hook, '--no-anomalies', '--no-observed']);
    expect(result.stdout.trim()).toBe('1 new trip(s); posted 1 in 1 message (generic)');
    expect((receiver.json('/observe-skip') as { kind: string }[]).map((body) => body.kind)).toEqual([
      'trip_alert',
    ]);
  });
});
