import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryBudgetLedger } from '../src/budget/memory-budget-ledger.js';
import type { GuardEvent } from '../src/events/types.js';
import { createProxy } from '../src/proxy/create-proxy.js';
import type { GatewayPolicy } from '../src/proxy/gateway-policy.js';
import { type ServedProxy, serveProxy } from '../src/proxy/server/serve-proxy.js';
import { createUndiciUpstream } from '../src/proxy/server/undici-upstream.js';
import { createSqliteSink, type SqliteSink } from '../src/stores/sqlite/index.js';
import type { Fault, ScriptedTurn } from '../src/testing/index.js';
import { type ScriptedServer, startScriptedServer } from '../src/testing/index.js';

/**
 * A bounded load test of the gateway (issue 11): 1,000 runs of four kinds through the real server and the
 * undici upstream pool to the scripted model server, half of them streamed, 32 at a time, while the upstream
 * is slow, answers 429 and 500, and cuts streams; events go to a real SQLite store, money through a shared
 * budget scope. Afterwards: no event lost, no budget exceeded, every run ended once in a defined state.
 */

const RUNS = 1_000;
const CONCURRENCY = 32;
/** The whole fleet's budget: enough for about half the work, so the ledger refuses the rest under load. */
const GLOBAL_LIMIT_USD = 0.12;
const TASK_MAX_COST = 0.01;
const SPENDER_MAX_COST = 0.002;
const IDLE_TIMEOUT_MS = 5_000;

type Kind = 'task' | 'loop' | 'spender' | 'quitter';

/**
 * Six in ten runs are tasks; then a looping agent; a run whose maxCost cannot hold its first call's worst
 * case (4,000 output tokens); one that walks away after its first answer.
 */
function kindOf(run: number): Kind {
  const slot = run % 10;
  return slot < 6 ? 'task' : slot < 8 ? 'loop' : slot === 8 ? 'spender' : 'quitter';
}

/** The upstream's fault for its `round`-th request (every request counts). */
function faultOf(round: number): Fault | undefined {
  if (round % 23 === 0) return { status: 429 };
  if (round % 29 === 0) return { status: 500 };
  if (round % 11 === 0) return { cutAfterChunks: 1 };
  if (round % 13 === 0) return { latencyMs: 40 };
  return undefined;
}

/** What the model answers at `step` (tool results so far) of run `run`: the client builds its history from it. */
function turnOf(run: number, kind: Kind, step: number): ScriptedTurn {
  if (kind === 'loop')
    return {
      toolCalls: [{ name: 'clean_csv', arguments: { path: '/srv/sales.csv' }, id: `call_${run}_${step}` }],
    };
  if (step >= 2) return { content: `All pages of export ${run} totalled.` };
  return { toolCalls: [{ name: 'read_page', arguments: { page: step + 1 }, id: `call_${run}_${step}` }] };
}

function resultOf(run: number, kind: Kind, step: number): string {
  // The looping agent's tool answers the same every time, which is what makes it a loop.
  return kind === 'loop'
    ? '980 rows kept'
    : `page ${step + 1} of export ${run}: ${'2026-11-02,north,1200.50\n'.repeat(8)}`;
}

const policy: GatewayPolicy = {
  identify: () => ({}),
  guardOptionsFor: (labels) => ({
    runId: labels.runId,
    maxCost: labels.taskType === 'spender' ? SPENDER_MAX_COST : TASK_MAX_COST,
  }),
  budgetScopesFor: () => [{ key: 'global:load-test', limitUsd: GLOBAL_LIMIT_USD, retainMs: 86_400_000 }],
};

interface RunReport {
  readonly calls: number;
  readonly outcome: 'answered' | 'tripped' | 'gave-up' | 'walked-away';
  readonly code?: string;
  /** The refusal was of that call only (a smaller max_tokens fits): the run was not ended by it. */
  readonly callOnly?: true;
}

interface Sent {
  readonly status: number;
  readonly shouldRetry: string | undefined;
  readonly text: string;
}

/** One request; a connection the proxy drops is status 0, as a failed attempt. */
async function send(pool: Pool, run: number, kind: Kind, body: string): Promise<Sent> {
  try {
    const answer = await pool.request({
      path: '/v1/chat/completions',
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer sk-load-test',
        'x-loopguard-run-id': `load-${run}`,
        'x-loopguard-task-type': kind,
      },
      body,
    });
    const shouldRetry = answer.headers['x-should-retry'];
    statuses.push(answer.statusCode);
    const text = await answer.body.text();
    const broken = /"type":"upstream_broken","code":"(\w+)"/.exec(text)?.[1];
    if (broken) brokenStreams.push(broken);
    return {
      status: answer.statusCode,
      shouldRetry: typeof shouldRetry === 'string' ? shouldRetry : undefined,
      text,
    };
  } catch (error) {
    dropped.push(error instanceof Error ? error.message : String(error));
    return { status: 0, shouldRetry: undefined, text: '' };
  }
}

/** Requests whose connection the proxy dropped, with undici's reason. */
const dropped: string[] = [];
/** Streams the upstream cut, by the code of the error event that ended them for the client. */
const brokenStreams: string[] = [];
/** The status of every answer the clients got. */
const statuses: number[] = [];

/** One agent: calls until the model answers, the proxy trips it, or faults exhaust its two retries a step. */
async function agent(pool: Pool, run: number): Promise<RunReport> {
  const kind = kindOf(run);
  const stream = run % 2 === 1;
  const messages: object[] = [
    { role: 'system', content: 'You total sales exports page by page.' },
    { role: 'user', content: `run ${run} kind ${kind}: total export ${run}` },
  ];
  let calls = 0;
  for (let step = 0; step < 8; step++) {
    let served = false;
    for (let attempt = 0; attempt < 3 && !served; attempt++) {
      calls++;
      const sent = await send(
        pool,
        run,
        kind,
        JSON.stringify({
          model: 'gpt-4o-mini',
          max_tokens: kind === 'spender' ? 4_000 : 1_000,
          messages,
          stream,
        }),
      );
      if (sent.shouldRetry === 'false') {
        const code = /"code"\s*:\s*"(GUARD_[A-Z_]+)"/.exec(sent.text)?.[1];
        const callOnly = sent.text.includes('refused for this call only');
        return { calls, outcome: 'tripped', ...(code ? { code } : {}), ...(callOnly ? { callOnly } : {}) };
      }
      served = sent.status === 200 && (!stream || sent.text.trimEnd().endsWith('data: [DONE]'));
      if (served && stream && sent.text.includes('"error"')) served = false;
    }
    if (!served) return { calls, outcome: 'gave-up' };
    const turn = turnOf(run, kind, step);
    if (!turn.toolCalls) return { calls, outcome: 'answered' };
    if (kind === 'quitter') return { calls, outcome: 'walked-away' };
    const call = turn.toolCalls[0] as { name: string; arguments: unknown; id: string };
    messages.push(
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: call.id,
            type: 'function',
            function: { name: call.name, arguments: JSON.stringify(call.arguments) },
          },
        ],
      },
      { role: 'tool', tool_call_id: call.id, content: resultOf(run, kind, step) },
    );
  }
  return { calls, outcome: 'gave-up' };
}

describe('the gateway under load', () => {
  let directory: string;
  let upstream: ScriptedServer;
  let proxy: ReturnType<typeof createProxy>;
  let served: ServedProxy;
  let sink: SqliteSink;
  const ledger = createMemoryBudgetLedger();
  const events: GuardEvent[] = [];
  const reports = new Map<number, RunReport>();

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'loopguard-load-'));
    sink = createSqliteSink({ path: join(directory, 'events.db') });
    upstream = await startScriptedServer({
      script: (_turn, request) => {
        const messages = request.body.messages as { role: string; content?: unknown }[];
        const first = String(messages.find((message) => message.role === 'user')?.content ?? '');
        const match = /^run (\d+) kind (\w+)/.exec(first);
        if (!match) return { content: 'unknown run' };
        const step = messages.filter((message) => message.role === 'tool').length;
        return turnOf(Number(match[1]), match[2] as Kind, step);
      },
      faults: faultOf,
      streamPieces: 4,
    });
    proxy = createProxy({
      upstream: createUndiciUpstream(),
      openAIBaseUrl: upstream.url,
      policy,
      budget: ledger,
      onEvent: [sink.listener, (event) => events.push(event)],
      runIdleTimeoutMs: IDLE_TIMEOUT_MS,
    });
    served = await serveProxy(proxy.exchange, { port: 0 });
    const pool = new Pool(served.url, { connections: CONCURRENCY });
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < RUNS) {
          const run = next++;
          reports.set(run, await agent(pool, run));
        }
      }),
    );
    await pool.close();
    // Runs nobody finishes (walked away, gave up) end on their own after the idle limit.
    const deadline = Date.now() + 4 * IDLE_TIMEOUT_MS;
    while (events.filter((event) => event.event === 'run_end').length < RUNS && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
  }, 180_000);

  afterAll(async () => {
    await served?.close();
    await proxy?.close();
    sink?.close();
    await upstream?.close();
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  it('meets every upstream fault it was given', () => {
    const rounds = upstream.requests.length;
    expect(rounds).toBeGreaterThan(RUNS);
    const faults = upstream.requests.map((request) => ({
      fault: faultOf(request.round),
      stream: request.stream,
    }));
    expect(faults.filter(({ fault }) => fault?.status === 429).length).toBeGreaterThan(10);
    expect(faults.filter(({ fault }) => fault?.status === 500).length).toBeGreaterThan(10);
    expect(faults.filter(({ fault }) => fault?.latencyMs).length).toBeGreaterThan(10);
    expect(faults.filter(({ fault, stream }) => fault?.cutAfterChunks && stream).length).toBeGreaterThan(10);
  });

  it('ends every run exactly once, in a defined state', () => {
    const ends = events.filter((event) => event.event === 'run_end');
    const byRun = new Map<string, GuardEvent[]>();
    for (const end of ends) byRun.set(end.run_id, [...(byRun.get(end.run_id) ?? []), end]);
    expect(byRun.size).toBe(RUNS);
    for (let run = 0; run < RUNS; run++) {
      const runEnds = byRun.get(`load-${run}`) ?? [];
      expect(runEnds, `run load-${run}`).toHaveLength(1);
      expect(['completed', 'failed', 'abandoned']).toContain(runEnds[0]?.state);
    }
  });

  it('ends each run as its client saw it: trips failed, per-call refusals and walk-aways abandoned, answers not failed', () => {
    const endOf = new Map(
      events.filter((event) => event.event === 'run_end').map((event) => [event.run_id, event.state]),
    );
    for (const [run, report] of reports) {
      const state = endOf.get(`load-${run}`);
      // The proxy ends a run on a trip or after its idle limit; a final answer may be followed by the user's
      // next turn, so an answered run ends `abandoned` (or `completed`, were the proxy to end it there).
      if (report.outcome === 'answered')
        expect(['completed', 'abandoned'], `run load-${run}`).toContain(state);
      // A call its run's own maxCost, or the shared scope, cannot afford while a smaller max_tokens would fit
      // is refused alone (the run goes on); the client gives up there, so its run ends at the idle limit.
      if (report.outcome === 'tripped' && !report.callOnly) expect(state, `run load-${run}`).toBe('failed');
      if (report.callOnly) expect(state, `run load-${run}`).toBe('abandoned');
      if (report.outcome === 'walked-away') expect(state, `run load-${run}`).toBe('abandoned');
      // A run whose budget cannot hold one call is refused before anything is forwarded, faults or not.
      if (kindOf(run) === 'spender')
        expect(report, `run load-${run}`).toEqual({
          calls: 1,
          outcome: 'tripped',
          code: 'GUARD_BUDGET_LIMIT',
          callOnly: true,
        });
    }
    const outcomes = [...reports.values()];
    const count = (test: (report: RunReport) => boolean) => outcomes.filter(test).length;
    expect(count((report) => report.outcome === 'answered')).toBeGreaterThan(RUNS / 4);
    expect(count((report) => report.code === 'GUARD_LOOP_DETECTED')).toBeGreaterThan(RUNS / 10);
    // Tasks and loops refused by the shared scope, not by their own maxCost.
    expect(count((report) => report.code === 'GUARD_BUDGET_LIMIT')).toBeGreaterThan(RUNS / 10 + 10);
    expect(count((report) => report.outcome === 'walked-away')).toBeGreaterThan(0);
  });

  it('met every fault as a client would: upstream errors answered, cut streams ended with an error event', () => {
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(10);
    expect(statuses.filter((status) => status === 500 || status === 502).length).toBeGreaterThan(10);
    // A stream the upstream cuts ends for the client with an error event saying why, not a dropped connection.
    expect(brokenStreams.length).toBeGreaterThan(10);
    expect(new Set(brokenStreams)).toEqual(new Set(['LOOPGUARD_UPSTREAM_CONNECTION_LOST']));
    expect(dropped).toEqual([]);
  });

  it('loses no event on the way to SQLite', () => {
    sink.flush();
    const db = new Database(join(directory, 'events.db'), { readonly: true });
    try {
      const stored = db.prepare('SELECT count(*) AS n FROM events').get() as { n: number };
      expect(stored.n).toBe(events.length);
      const ends = db
        .prepare("SELECT count(DISTINCT run_id) AS n FROM events WHERE event = 'run_end'")
        .get() as {
        n: number;
      };
      expect(ends.n).toBe(RUNS);
    } finally {
      db.close();
    }
    expect(sink.dropped).toBe(0);
  });

  it('spends no budget past its limit: no run past its maxCost, the fleet not past the shared scope', async () => {
    for (const end of events.filter((event) => event.event === 'run_end')) {
      const limit = kindOf(Number(end.run_id.slice(5))) === 'spender' ? SPENDER_MAX_COST : TASK_MAX_COST;
      expect(end.cost ?? 0, end.run_id).toBeLessThanOrEqual(limit);
    }
    const usage = await ledger.usage('global:load-test');
    expect(usage.spentUsd).toBeLessThanOrEqual(GLOBAL_LIMIT_USD);
    expect(usage.reservedUsd).toBe(0);
    const spent = events
      .filter((event) => event.event === 'llm_response')
      .reduce((sum, event) => sum + (event.cost ?? 0), 0);
    expect(spent).toBeGreaterThan(0);
    expect(spent).toBeLessThanOrEqual(GLOBAL_LIMIT_USD);
    // The ledger was the limit that bound: some runs were refused by the shared scope.
    expect([...reports.values()].some((report) => report.code === 'GUARD_BUDGET_LIMIT')).toBe(true);
  });
});
