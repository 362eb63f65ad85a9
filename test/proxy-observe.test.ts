import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScriptedServer, startScriptedServer } from '../src/testing/index.js';
import { runCli } from './helpers/cli.js';
import { type ProxyProcess, startProxy } from './helpers/proxy-process.js';

// Observe-only mode through the real `loopguard proxy` process, the official OpenAI SDK its client, the
// scripted model behind it playing an agent that searches for the same thing again and again.

const chant = 'I will check the configuration file again to be sure. '.repeat(300);

/** Streams one reply of a chanting model through `url`; what came through, and the error that ended it. */
async function streamChant(url: string, runId: string): Promise<{ text: string; error: unknown }> {
  const client = new OpenAI({ baseURL: `${url}/v1`, apiKey: 'sk-test-client', maxRetries: 0 });
  let text = '';
  try {
    const stream = await client.chat.completions.create(
      { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Chant' }], stream: true },
      { headers: { 'x-loopguard-run-id': runId } },
    );
    for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? '';
  } catch (error) {
    return { text, error };
  }
  return { text, error: undefined };
}

const work = mkdtempSync(join(tmpdir(), 'loopguard-proxy-observe-'));
const calls = 8;

interface AgentCall {
  readonly status: number;
  readonly wouldStop: string | null;
  readonly code: string | undefined;
}

/** A tool-calling agent that gets "no results" for the same search each time, `calls` calls in one run. */
async function loopingAgent(
  url: string,
  runId: string,
  headers: Record<string, string> = {},
): Promise<AgentCall[]> {
  const client = new OpenAI({
    baseURL: `${url}/v1`,
    apiKey: 'sk-test-client',
    maxRetries: 2,
    defaultHeaders: { 'x-loopguard-run-id': runId, ...headers },
  });
  const messages: ChatCompletionMessageParam[] = [{ role: 'user', content: 'Find the Q3 churn report.' }];
  const seen: AgentCall[] = [];
  for (let round = 1; round <= calls; round++) {
    try {
      const { data, response } = await client.chat.completions
        .create({ model: 'gpt-4o-mini', messages, tools: [searchTool] })
        .withResponse();
      seen.push({
        status: response.status,
        wouldStop: response.headers.get('x-loopguard-would-stop'),
        code: undefined,
      });
      const message = data.choices[0]?.message;
      if (!message) throw new Error('no message');
      messages.push(message);
      for (const call of message.tool_calls ?? [])
        messages.push({ role: 'tool', tool_call_id: call.id, content: 'No results found.' });
    } catch (error) {
      if (!(error instanceof OpenAI.APIError)) throw error;
      seen.push({ status: error.status ?? 0, wouldStop: null, code: String(error.code) });
      break;
    }
  }
  return seen;
}

const searchTool = {
  type: 'function' as const,
  function: {
    name: 'search',
    description: 'Search the document store',
    parameters: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] },
  },
};

describe('loopguard proxy --observe', () => {
  let scripted: ScriptedServer;
  let enforcing: ProxyProcess;
  let observing: ProxyProcess;
  let perAgent: ProxyProcess;
  const observeDb = join(work, 'observe.db');
  const policyPath = join(work, 'gateway.yaml');
  writeFileSync(
    policyPath,
    `# Observe the new agent first, enforce the others
agents:
  newcomer: { enforce: false }
`,
  );

  beforeAll(async () => {
    scripted = await startScriptedServer({
      // Asked to chant, a reply that says one sentence again and again (a content loop); else the search.
      script: (_round, request) =>
        (request.body.messages as { content: unknown }[])[0]?.content === 'Chant'
          ? { content: chant }
          : { toolCalls: [{ name: 'search', arguments: { q: 'Q3 churn report' } }] },
      streamPieces: 300,
    });
    const upstream = ['--upstream', `${scripted.url}/v1`];
    [enforcing, observing, perAgent] = await Promise.all([
      startProxy(work, [...upstream, '--db', join(work, 'enforce.db')], {}),
      startProxy(work, [...upstream, '--db', observeDb, '--observe'], {}),
      startProxy(work, [...upstream, '--db', join(work, 'agents.db'), '--policy', policyPath], {}),
    ]);
  });

  afterAll(async () => {
    for (const proxy of [enforcing, observing, perAgent])
      if (proxy && proxy.child.exitCode === null) await proxy.stop();
    await scripted?.close();
  });

  it('lets a loop the enforcing gateway refuses go through, marking each call it would have refused', async () => {
    const refused = await loopingAgent(enforcing.url, 'loop-enforced');
    const stop = refused.at(-1);
    expect(stop?.status).toBe(400);
    expect(stop?.code).toBe('GUARD_LOOP_DETECTED');
    const stoppedAt = refused.length;
    expect(stoppedAt).toBeLessThan(calls);

    const observed = await loopingAgent(observing.url, 'loop-observed');
    expect(observed).toHaveLength(calls);
    expect(observed.every((call) => call.status === 200)).toBe(true);
    // Every call from the one enforcing refused on carries the code it would have been refused with.
    expect(observed.map((call) => call.wouldStop)).toEqual(
      observed.map((_, index) => (index + 1 >= stoppedAt ? 'GUARD_LOOP_DETECTED' : null)),
    );
    expect(observing.output().stdout).toContain('observe-only mode');
  });

  it('lets a streamed content loop the enforcing gateway cuts run to its end', async () => {
    const cut = await streamChant(enforcing.url, 'chant-enforced');
    expect((cut.error as InstanceType<typeof OpenAI.APIError>).code).toBe('GUARD_LOOP_DETECTED');
    expect(cut.text.length).toBeLessThan(chant.length / 5);
    const observed = await streamChant(observing.url, 'chant-observed');
    expect(observed.error).toBeUndefined();
    expect(observed.text).toBe(chant);
  });

  it('observes per agent from the policy file, and enforces the agents it does not name', async () => {
    const newcomer = await loopingAgent(perAgent.url, 'loop-newcomer', { 'x-loopguard-agent': 'newcomer' });
    expect(newcomer).toHaveLength(calls);
    expect(newcomer.at(-1)?.wouldStop).toBe('GUARD_LOOP_DETECTED');
    const veteran = await loopingAgent(perAgent.url, 'loop-veteran', { 'x-loopguard-agent': 'veteran' });
    expect(veteran.at(-1)?.code).toBe('GUARD_LOOP_DETECTED');
    expect(veteran.length).toBeLessThan(calls);
  });

  it('records the trip once as an observe event, no halt, and report daily shows what a stop would have saved', async () => {
    expect(await observing.stop()).toBe(0);
    const db = new Database(observeDb, { readonly: true });
    const trips = db
      .prepare(
        `SELECT code, action, round FROM events WHERE event = 'guard_trigger' AND run_id = 'loop-observed'`,
      )
      .all() as { code: string; action: string; round: number }[];
    const responses = db
      .prepare(`SELECT COUNT(*) AS n FROM events WHERE event = 'llm_response' AND run_id = 'loop-observed'`)
      .get() as { n: number };
    db.close();
    expect(trips.map((trip) => [trip.code, trip.action])).toEqual([['GUARD_LOOP_DETECTED', 'observe']]);
    const chantDb = new Database(observeDb, { readonly: true });
    const chantTrips = chantDb
      .prepare(
        `SELECT detector, action FROM events WHERE event = 'guard_trigger' AND run_id = 'chant-observed'`,
      )
      .all();
    chantDb.close();
    expect(chantTrips).toEqual([{ detector: 'content_loop', action: 'observe' }]);
    expect(responses.n).toBe(calls);
    const savedCalls = calls - (trips[0]?.round ?? 0);
    const report = await runCli(['report', 'daily', '--db', observeDb]);
    expect(report.code).toBe(0);
    expect(report.stdout).toContain('would have stopped (observe mode: nothing was refused)');
    // The looping run, and the chanting one: its loop was seen mid-stream, before its one answer, so that
    // answer counts as saved too (enforcing would have cut it).
    const saved = savedCalls + 1;
    expect(report.stdout).toMatch(new RegExp(`LOOP_DETECTED\\s*│\\s*2\\s*│\\s*${saved}\\s*│`));
    expect(report.stdout).toMatch(
      new RegExp(`would have saved: [0-9.]+ USD and ${saved} LLM calls in 2 runs`),
    );
  });
});
