import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Anthropic from '@anthropic-ai/sdk';
import Database from 'better-sqlite3';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScriptedServer, startScriptedServer } from '../src/testing/index.js';
import { runCli } from './helpers/cli.js';
import { parsePrometheus } from './helpers/parse-prometheus.js';
import { type ProxyProcess, startProxy } from './helpers/proxy-process.js';

const work = mkdtempSync(join(tmpdir(), 'loopguard-cli-proxy-'));

// Fake secrets of the real shapes, built by concatenation so secret scanners leave this file alone.
const clientKey = `lg-${'client'}-${'Kq81x'.repeat(8)}`;
const token = `lg-${'token'}-${'Tz55w'.repeat(8)}`;
const openAIKey = `sk-${'proj-'}${'Up3a9'.repeat(10)}`;
const anthropicKey = `sk-${'ant-'}api03-${'An7c2'.repeat(12)}`;
const secrets = { clientKey, token, openAIKey, anthropicKey };

const policyPath = join(work, 'gateway.yaml');
writeFileSync(
  policyPath,
  `# The gateway policy of the end-to-end test
maxRounds: 6
budgets:
  globalPerDay: 5
access:
  token: { env: LG_TEST_TOKEN }
  clientKeys:
    - { keyEnv: LG_TEST_CLIENT_KEY, agent: support-bot, budgetPerDay: 1 }
`,
);

describe('loopguard proxy end to end', () => {
  let scripted: ScriptedServer;
  let proxy: ProxyProcess;
  const db = join(work, 'events.db');
  let metricsText = '';
  let exitCode: number | null = null;

  beforeAll(async () => {
    scripted = await startScriptedServer({ script: () => ({ content: 'hello from upstream' }) });
    proxy = await startProxy(
      work,
      [
        '--upstream',
        `${scripted.url}/v1`,
        '--anthropic-upstream',
        scripted.url,
        '--policy',
        policyPath,
        '--db',
        db,
        '--upstream-key-env',
        'openai=LG_TEST_OPENAI_KEY',
        '--upstream-key-env',
        'LG_TEST_ANTHROPIC_KEY',
      ],
      {
        LG_TEST_TOKEN: token,
        LG_TEST_CLIENT_KEY: clientKey,
        LG_TEST_OPENAI_KEY: openAIKey,
        LG_TEST_ANTHROPIC_KEY: anthropicKey,
      },
    );
  });

  afterAll(async () => {
    if (proxy.child.exitCode === null) await proxy.stop();
    await scripted.close();
  });

  it('serves an OpenAI chat call with a client key, sending the proxy’s own key upstream', async () => {
    const client = new OpenAI({
      baseURL: `${proxy.url}/v1`,
      apiKey: clientKey,
      defaultHeaders: { 'x-loopguard-run-id': 'cli-run-1' },
    });
    const answer = await client.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'say hello' }],
    });
    expect(answer.choices[0]?.message.content).toBe('hello from upstream');
    const seen = scripted.requests.at(-1)?.headers ?? {};
    expect(seen.authorization).toBe(`Bearer ${openAIKey}`);
    expect(Object.keys(seen).filter((name) => name.startsWith('x-loopguard-'))).toEqual([]);
  });

  it('serves an Anthropic call with the client key as x-api-key', async () => {
    const client = new Anthropic({
      baseURL: proxy.url,
      apiKey: clientKey,
      defaultHeaders: { 'x-loopguard-run-id': 'cli-run-2' },
    });
    const answer = await client.messages.create({
      model: 'claude-haiku-4-5',
      max_tokens: 100,
      messages: [{ role: 'user', content: 'say hello' }],
    });
    expect(answer.content[0]).toMatchObject({ type: 'text', text: 'hello from upstream' });
    expect(scripted.requests.at(-1)?.headers['x-api-key']).toBe(anthropicKey);
  });

  it('refuses a request without a credential, in the API’s error format', async () => {
    const before = scripted.requests.length;
    const response = await fetch(`${proxy.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'x' }] }),
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { type: string } }).error.type).toBe('authentication_error');
    expect(scripted.requests.length).toBe(before);
  });

  it('answers /healthz, and /metrics as Prometheus text counting the calls', async () => {
    expect((await fetch(`${proxy.url}/healthz`)).status).toBe(200);
    const response = await fetch(`${proxy.url}/metrics`);
    expect(response.status).toBe(200);
    metricsText = await response.text();
    const scrape = parsePrometheus(metricsText);
    expect(scrape.value('loopguard_calls_total', { api: 'openai-chat', model: 'gpt-4o-mini' })).toBe(1);
    expect(
      scrape.value('loopguard_calls_total', { api: 'anthropic-messages', model: 'claude-haiku-4-5' }),
    ).toBe(1);
    expect(scrape.value('loopguard_added_latency_seconds_count')).toBeGreaterThanOrEqual(2);
    expect(scrape.types.get('loopguard_open_runs')).toBe('gauge');
    expect(scrape.value('loopguard_parked_runs')).toBe(0);
  });

  it('holds a run idle past --park-idle-after as its snapshot, and goes on with it at its next call', async () => {
    const parking = await startProxy(
      work,
      ['--upstream', `${scripted.url}/v1`, '--db', join(work, 'park.db'), '--park-idle-after', '1000'],
      {},
    );
    try {
      const openai = new OpenAI({ baseURL: `${parking.url}/v1`, apiKey: 'sk-test', maxRetries: 0 });
      const ask = async () =>
        openai.chat.completions.create(
          { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] },
          { headers: { 'x-loopguard-run-id': 'parked-run' } },
        );
      await ask();
      const parked = async () =>
        parsePrometheus(await (await fetch(`${parking.url}/metrics`)).text()).value('loopguard_parked_runs');
      // The sweep looks once a second: parked within about two.
      const deadline = Date.now() + 10_000;
      while ((await parked()) !== 1 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await parked()).toBe(1);
      expect((await ask()).choices[0]?.message.content).toBe('hello from upstream');
      expect(await parked()).toBe(0);
    } finally {
      expect(await parking.stop()).toBe(0);
    }
    const events = new Database(join(work, 'park.db'), { readonly: true })
      .prepare(
        "SELECT event, round FROM events WHERE run_id = 'parked-run' AND event IN ('run_start', 'run_end') ORDER BY id",
      )
      .all();
    expect(events).toEqual([
      { event: 'run_start', round: 0 },
      { event: 'run_end', round: 2 },
    ]);
  });

  it('drains on SIGTERM and leaves the runs’ events in the SQLite store', async () => {
    exitCode = await proxy.stop();
    expect(exitCode).toBe(0);
    expect(proxy.output().stdout).toContain('loopguard proxy: stopped');
    const store = new Database(db, { readonly: true });
    const rows = store
      .prepare("SELECT event, run_id, agent_name FROM events WHERE run_id LIKE 'cli-run-%' ORDER BY id")
      .all() as { event: string; run_id: string; agent_name: string | null }[];
    store.close();
    const events = (run: string) => rows.filter((row) => row.run_id === run).map((row) => row.event);
    for (const run of ['cli-run-1', 'cli-run-2']) {
      expect(events(run)).toContain('run_start');
      expect(events(run)).toContain('llm_response');
      expect(events(run)).toContain('run_end');
    }
    expect(new Set(rows.map((row) => row.agent_name))).toEqual(new Set(['support-bot']));
  });

  it('never shows a secret in its output, its metrics or its stored events', () => {
    const { stdout, stderr } = proxy.output();
    const stored = [db, `${db}-wal`]
      .filter((path) => existsSync(path))
      .map((path) => readFileSync(path).toString('latin1'))
      .join('\n');
    expect(stored.length).toBeGreaterThan(0);
    for (const [name, secret] of Object.entries(secrets)) {
      for (const [where, text] of Object.entries({ stdout, stderr, metrics: metricsText, store: stored }))
        expect(text.includes(secret), `${name} in ${where}`).toBe(false);
    }
  });
});

describe('loopguard proxy usage errors', () => {
  it('refuses to listen beyond loopback without an access token or client keys', async () => {
    const result = await runCli([
      'proxy',
      '--port',
      '0',
      '--host',
      '0.0.0.0',
      '--db',
      join(work, 'unused.db'),
    ]);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain('--host 0.0.0.0 reaches beyond this machine');
    expect(result.stderr).toContain('access.token or access.clientKeys');
  });

  it('names a bad field of the policy file with its file and line', async () => {
    const path = join(work, 'bad.yaml');
    writeFileSync(path, 'maxRounds: 5\nbudgets:\n  globalPerDay: "lots"\n');
    const result = await runCli(['proxy', '--port', '0', '--policy', path]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      `${path}:3:3: \`budgets.globalPerDay\` must be a positive number of US dollars`,
    );
  });

  it('names an unreadable policy file, a bad port, a bad store, an unknown option and an unset key variable', async () => {
    const missing = await runCli(['proxy', '--policy', join(work, 'nope.json')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('nope.json: file not found');
    const port = await runCli(['proxy', '--port', '70000']);
    expect(port.code).toBe(2);
    expect(port.stderr).toContain("option '--port <port>' argument '70000' is invalid");
    const store = await runCli(['proxy', '--store', 'mysql://x']);
    expect(store.code).toBe(2);
    expect(store.stderr).toContain('expected memory or a redis://host:port URL');
    const unknown = await runCli(['proxy', '--upsteam', 'http://x']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown option '--upsteam'");
    const park = await runCli(['proxy', '--park-idle-after', 'soon']);
    expect(park.code).toBe(2);
    expect(park.stderr).toContain(
      `option '--park-idle-after <ms|off>' argument 'soon' is invalid. expected a whole number of milliseconds or off`,
    );
    const key = await runCli(['proxy', '--port', '0', '--upstream-key-env', 'openai=LG_NOT_SET_ANYWHERE']);
    expect(key.code).toBe(2);
    expect(key.stderr).toContain('the environment variable LG_NOT_SET_ANYWHERE is not set');
  });
});
