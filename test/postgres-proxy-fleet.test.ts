import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScriptedServer, startScriptedServer } from '../src/testing/index.js';
import { runCli } from './helpers/cli.js';
import { type PostgresServer, psql, startPostgres } from './helpers/postgres-server.js';
import { type ProxyProcess, startProxy } from './helpers/proxy-process.js';

const work = mkdtempSync(join(tmpdir(), 'loopguard-pg-fleet-'));
const RUNS = 16;
const RESULTS_PER_RUN = 3;

interface ChatMessage {
  role: string;
  content: string | null;
  tool_calls?: { id: string; type: string; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

/** Two `loopguard proxy` processes, each with its own runs, writing their events to one PostgreSQL database. */
describe('two gateway processes writing to one PostgreSQL store', () => {
  let server: PostgresServer;
  let scripted: ScriptedServer;
  let url: string;
  let proxies: ProxyProcess[] = [];

  beforeAll(async () => {
    server = await startPostgres({ settings: ['fsync = off'] });
    psql(server, 'CREATE DATABASE fleet');
    url = server.url.replace(/\/postgres$/, '/fleet');
    // A page-reading agent: a tool call until its history holds three results, then the answer.
    scripted = await startScriptedServer({
      script: (round, request) => {
        const messages = (request.body.messages ?? []) as ChatMessage[];
        const results = messages.filter((message) => message.role === 'tool').length;
        return results < RESULTS_PER_RUN
          ? { toolCalls: [{ id: `call_${round}`, name: 'read_page', arguments: { page: results + 1 } }] }
          : { content: 'All pages read.' };
      },
    });
    // Both start on an empty database: each migrates it, one after the other under the advisory lock.
    proxies = await Promise.all(
      ['a', 'b'].map((name) =>
        startProxy(join(work), ['--upstream', scripted.url, '--db', url], { LOOPGUARD_TEST_WRITER: name }),
      ),
    );
  }, 180_000);

  afterAll(async () => {
    for (const proxy of proxies) if (proxy.child.exitCode === null) await proxy.stop();
    await scripted?.close();
    server?.destroy();
  });

  /** One agent run through `proxy`: calls until the model answers, each tool result appended to the history. */
  async function agentRun(proxy: ProxyProcess, run: number): Promise<number> {
    const messages: ChatMessage[] = [{ role: 'user', content: `Read every page of report ${run}.` }];
    for (let call = 1; ; call++) {
      const response = await fetch(`${proxy.url}/v1/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-loopguard-run-id': `fleet-run-${run}`,
          'x-loopguard-task-id': `fleet-task-${run}`,
          'x-loopguard-agent': 'page-reader',
        },
        body: JSON.stringify({ model: 'gpt-4o-mini', messages }),
      });
      expect(response.status).toBe(200);
      const reply = ((await response.json()) as { choices: { message: ChatMessage }[] }).choices[0]
        ?.message as ChatMessage;
      const toolCall = reply.tool_calls?.[0];
      if (!toolCall) return call;
      messages.push(reply, {
        role: 'tool',
        tool_call_id: toolCall.id,
        content: `page ${messages.length} of report ${run}: ${'figures '.repeat(20)}`,
      });
    }
  }

  it('stores every call of both processes once, and the reports read the whole fleet', async () => {
    const calls = await Promise.all(
      Array.from({ length: RUNS }, (_, run) => agentRun(proxies[run % 2] as ProxyProcess, run)),
    );
    expect(calls).toEqual(Array.from({ length: RUNS }, () => RESULTS_PER_RUN + 1));
    // The database was empty when both started: each made its tables before serving, so the dashboard reads them.
    for (const proxy of proxies) {
      expect(proxy.output().stdout).toContain('dashboard: http://');
      const daily = await fetch(`${proxy.url}/dashboard/api/daily`);
      expect(daily.status).toBe(200);
    }
    // SIGTERM drains each process and flushes its sink before it exits.
    expect(await Promise.all(proxies.map((proxy) => proxy.stop()))).toEqual([0, 0]);
    for (const proxy of proxies) expect(proxy.output().stderr).toBe('');

    const rows = (sql: string) => psql(server, sql, 'fleet').trim().split('\n').filter(Boolean);
    const totalCalls = RUNS * (RESULTS_PER_RUN + 1);
    expect(rows("SELECT COUNT(*) FROM events WHERE event = 'llm_response'")).toEqual([String(totalCalls)]);
    // Once each: no event of one process written twice, none of the other lost.
    expect(
      rows(
        "SELECT COUNT(*) FROM (SELECT run_id, round FROM events WHERE event = 'llm_response' GROUP BY 1, 2 HAVING COUNT(*) > 1) AS twice",
      ),
    ).toEqual(['0']);
    expect(rows("SELECT COUNT(DISTINCT run_id) FROM events WHERE event = 'llm_response'")).toEqual([
      String(RUNS),
    ]);
    expect(rows("SELECT COUNT(*) FROM events WHERE event = 'tool_result'")).toEqual([
      String(RUNS * RESULTS_PER_RUN),
    ]);

    const daily = await runCli(['report', 'daily', '--db', url, '--json']);
    expect(daily.stderr).toBe('');
    const report = JSON.parse(daily.stdout) as { agentName: string | null; calls: number }[];
    expect(report.map((row) => row.agentName)).toEqual(['page-reader']);
    expect(report.reduce((sum, row) => sum + row.calls, 0)).toBe(totalCalls);
    const trace = await runCli(['trace', 'fleet-task-5', '--db', url, '--json']);
    expect(trace.stderr).toBe('');
    expect(trace.stdout).toContain('fleet-run-5');
  }, 180_000);

  it('starts while the database is unreachable, says so in one line, and keeps serving', async () => {
    const closed = server.url.replace(/:\d+\//, ':1/');
    const proxy = await startProxy(work, ['--upstream', scripted.url, '--db', closed], {});
    try {
      const response = await fetch(`${proxy.url}/v1/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-loopguard-run-id': 'offline-run' },
        body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hello' }] }),
      });
      expect(response.status).toBe(200);
      const { stderr } = proxy.output();
      expect(stderr).toMatch(
        /^loopguard proxy: cannot open postgres:\/\/\S+:1\/postgres: connect ECONNREFUSED .*; events wait in memory and a spill file until it answers$/m,
      );
      expect(stderr).not.toContain('password');
    } finally {
      await proxy.stop();
    }
  }, 60_000);
});
