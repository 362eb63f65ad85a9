import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuard } from '../src/guard/guard.js';
import { createSqliteSink } from '../src/stores/sqlite/sqlite-sink.js';
import { repoRoot, runCli } from './helpers/cli.js';
import { buildFixtureStore, fixturePrices } from './helpers/fixture-store.js';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver.js';

const work = mkdtempSync(join(tmpdir(), 'loopguard-cli-notify-'));
const db = join(work, 'fixture.db');
let receiver: WebhookReceiver;
beforeAll(async () => {
  buildFixtureStore(db);
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

const notify = (path: string, ...flags: string[]) =>
  runCli([
    'notify',
    '--db',
    db,
    '--webhook',
    `${receiver.url}${path}`,
    '--date',
    '2026-11-28',
    '--no-anomalies',
    ...flags,
  ]);

describe('loopguard notify --platform', () => {
  it('sends Slack a header and a code block whose table lines up', async () => {
    const result = await notify('/slack', '--platform', 'slack');
    expect(result.stdout.trim()).toBe('posted the 2026-11-28 report (slack) in 1 attempt(s)');
    const [body] = receiver.json('/slack') as {
      text: string;
      blocks: { type: string; text: { text: string } }[];
    }[];
    expect(body?.blocks[0]).toMatchObject({
      type: 'header',
      text: { text: 'loopguard daily report 2026-11-28' },
    });
    expect(body?.blocks[1]?.text.text).toBe(
      [
        '```',
        'task type | agent   | LLM calls | tokens | est. cost | currency | guard trips',
        '----------+---------+-----------+--------+-----------+----------+----------------',
        'etl       | cleaner |         5 |   5500 | 6.000     | USD      | LOOP_DETECTED 1',
        '```',
      ].join('\n'),
    );
    expect(body?.blocks[2]?.text.text).toBe('total: 6.000 USD over 5 LLM calls, 5500 tokens');
    expect(body?.blocks[3]?.text.text).toMatch(/^```\ncost per day \(USD\)\n2026-11-28 │█+ 6\.000/);
  });

  it('sends Feishu an interactive card, DingTalk and WeCom markdown with a line per row', async () => {
    await notify('/feishu', '--platform', 'feishu');
    const [card] = receiver.json('/feishu') as {
      msg_type: string;
      card: { header: { template: string }; elements: { content: string }[] };
    }[];
    expect(card?.msg_type).toBe('interactive');
    expect(card?.card.header.template).toBe('blue');
    expect(card?.card.elements[0]?.content).toContain('etl       | cleaner |         5 |   5500');

    await notify('/dingtalk', '--platform', 'dingtalk');
    const [dingtalk] = receiver.json('/dingtalk') as {
      msgtype: string;
      markdown: { title: string; text: string };
    }[];
    expect(dingtalk?.msgtype).toBe('markdown');
    expect(dingtalk?.markdown.text).toBe(
      '### loopguard daily report 2026-11-28\n\n- **etl · cleaner**: LLM calls 5, tokens 5500, est. cost 6.000, currency USD, guard trips LOOP_DETECTED 1\n\n- total: 6.000 USD over 5 LLM calls, 5500 tokens',
    );

    await notify('/wecom', '--platform', 'wecom');
    const [wecom] = receiver.json('/wecom') as { msgtype: string; markdown: { content: string } }[];
    expect(wecom?.markdown.content).toBe(
      '**loopguard daily report 2026-11-28**\n> **etl · cleaner**: LLM calls 5, tokens 5500, est. cost 6.000, currency USD, guard trips LOOP_DETECTED 1\n> total: 6.000 USD over 5 LLM calls, 5500 tokens',
    );
  });

  it('sends generic JSON to a host it does not know, and keeps --format for plain text', async () => {
    await notify('/generic');
    const [generic] = receiver.json('/generic') as {
      source: string;
      kind: string;
      day: string;
      rows: { calls: number }[];
      text: string;
    }[];
    expect(generic).toMatchObject({ source: 'loopguard', kind: 'daily_report', day: '2026-11-28' });
    expect(generic?.rows.map((row) => row.calls)).toEqual([5]);
    const both = await notify('/x', '--platform', 'slack', '--format', 'text');
    expect(both.code).toBe(2);
    expect(both.stderr).toContain(
      "option '--format <format>' cannot be used with option '--platform <platform>'",
    );
  });

  it("cuts a long report to WeCom's 4096 bytes and says so, in the message and on stdout", async () => {
    const big = join(work, 'big.db');
    const sink = createSqliteSink({ path: big });
    const at = Date.UTC(2026, 10, 28, 9);
    for (let index = 0; index < 80; index++) {
      const guard = createGuard({
        agentName: `数据清洗-agent-${index}`,
        taskType: 'etl',
        prices: fixturePrices,
        now: () => at,
        onEvent: sink.listener,
      });
      guard
        .beforeCall({ model: 'm' })
        .end({ model: 'm', text: 'ok', usage: { promptTokens: 1_000, completionTokens: 100 } });
      guard.complete();
    }
    sink.close();
    const result = await runCli([
      'notify',
      '--db',
      big,
      '--webhook',
      `${receiver.url}/big`,
      '--date',
      '2026-11-28',
      '--platform',
      'wecom',
    ]);
    expect(result.stdout).toMatch(/line\(s\) cut to fit the platform's size limit/);
    const [body] = receiver.json('/big') as { markdown: { content: string } }[];
    const content = body?.markdown.content ?? '';
    expect(Buffer.byteLength(content)).toBeLessThanOrEqual(4_096);
    expect(content).toMatch(/\n> … \d+ more line\(s\) not shown, to fit WeCom's 4096 bytes$/);
  });

  it('adds a line for an agent whose day jumped against its last 7 days', async () => {
    const jumpy = join(work, 'jumpy.db');
    const sink = createSqliteSink({ path: jumpy });
    const day = Date.UTC(2026, 10, 28, 9);
    for (let index = 0; index < 5; index++) {
      const guard = createGuard({
        agentName: 'cleaner',
        maxRounds: 1,
        prices: fixturePrices,
        now: () => day,
        onEvent: sink.listener,
      });
      guard
        .beforeCall({ model: 'm' })
        .end({ model: 'm', text: 'ok', usage: { promptTokens: 1_000, completionTokens: 100 } });
      expect(() => guard.beforeCall({ model: 'm' })).toThrow();
    }
    sink.close();
    const result = await runCli([
      'notify',
      '--db',
      jumpy,
      '--webhook',
      `${receiver.url}/jumpy`,
      '--date',
      '2026-11-28',
      '--format',
      'text',
    ]);
    expect(result.stdout).toContain('1 unusual agent(s)');
    const text = receiver.requests.find((request) => request.path === '/jumpy')?.body ?? '';
    expect(text).toContain(
      'unusual day for cleaner on 2026-11-28: cost 6.000 USD (usually 0); 5 trips (usually 0), against the median of the 7 days before',
    );
    const quiet = await runCli([
      'notify',
      '--db',
      jumpy,
      '--webhook',
      `${receiver.url}/quiet`,
      '--date',
      '2026-11-28',
      '--no-anomalies',
    ]);
    expect(quiet.stdout).not.toContain('unusual');
  });

  it('prints with --dry-run the body it would post and where, without the secret, and posts nothing', async () => {
    const hook = `${receiver.url}/dry/T0SECRET/B0SECRET?token=SECRET`;
    const dry = await runCli([
      'notify',
      '--db',
      db,
      '--webhook',
      hook,
      '--date',
      '2026-11-28',
      '--platform',
      'dingtalk',
      '--dry-run',
    ]);
    expect(dry).toMatchObject({ code: 0, stderr: '' });
    expect(dry.stdout).not.toContain('SECRET');
    const lines = dry.stdout.trim().split('\n');
    expect(lines[0]).toMatch(new RegExp(`^would post to ${receiver.url}/dry/… \\(dingtalk\\), \\d+ bytes:$`));
    expect(lines.at(-1)).toBe(
      'dry run, nothing posted: the 2026-11-28 report (dingtalk); 1 unusual agent(s)',
    );
    const printed = JSON.parse(lines.slice(1, -1).join('\n')) as {
      msgtype: string;
      markdown: { text: string };
    };
    expect(printed.msgtype).toBe('markdown');
    expect(printed.markdown.text).toContain('- **etl · cleaner**: LLM calls 5, tokens 5500, est. cost 6.000');
    expect(printed.markdown.text).toContain(
      '- unusual day for **cleaner** on 2026-11-28: cost 6.000 USD (usually 0)',
    );
    expect(receiver.requests.filter((request) => request.path.startsWith('/dry'))).toEqual([]);

    // The example of docs/observability.md, word for word: the URL's path and query are never printed.
    const documented = await runCli([
      'notify',
      '--db',
      db,
      '--webhook',
      'https://oapi.dingtalk.com/robot/send?access_token=SECRET',
      '--date',
      '2026-11-28',
      '--dry-run',
    ]);
    const page = readFileSync(join(repoRoot, 'docs/observability.md'), 'utf8');
    const example =
      /loop\) it prints, as `test\/cli-notify-platforms\.test\.ts` checks:\n\n```\n([\s\S]*?)```/.exec(
        page,
      )?.[1];
    expect(documented.stdout).toBe(example);

    // The same command without --dry-run posts that very body.
    await runCli(['notify', '--db', db, '--webhook', hook, '--date', '2026-11-28', '--platform', 'dingtalk']);
    const posted = receiver.requests.filter((request) => request.path.startsWith('/dry'));
    expect(posted.map((request) => JSON.parse(request.body))).toEqual([printed]);
  });
});
