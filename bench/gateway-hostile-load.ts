import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Pool } from 'undici';
import { built } from './built.js';

const testing = await built<typeof import('../src/testing/index.js')>('testing/index.js');

/**
 * The gateway under a hostile client and a faulty upstream (issue 32, point 6): the real `loopguard proxy`
 * process with a SQLite store, healthy runs of three calls (half streamed, 8 agents at a time, 20 ms of tool
 * work between calls) while the scripted
 * upstream is slow, answers 429 and 500 and cuts streams, first alone, then beside a client that keeps sending
 * the heaviest requests the gateway admits (15,000 tool calls of history in turns of 1,000), ones it must refuse
 * (15,000 calls in one turn, a 9 MB body, malformed JSON) and deeply nested arguments. Reports the healthy
 * clients' latency in both phases and checks that nothing was lost: every healthy request answered, and every
 * call the gateway forwarded for them is in the store.
 */

/** What one phase measured. */
export interface HostilePhase {
  readonly name: string;
  readonly seconds: number;
  readonly healthyRequests: number;
  readonly chatP50Ms: number;
  readonly chatP99Ms: number;
  readonly healthzP50Ms: number;
  readonly healthzP99Ms: number;
  readonly healthzMaxMs: number;
  /** The gateway's longest event-loop block in the phase, and its p99 (event-loop delay, 1 ms resolution). */
  readonly loopMaxMs: number;
  readonly loopP99Ms: number;
  /** The most CPU time the gateway spent between two turns of its loop (what it held the loop for itself). */
  readonly loopCpuMaxMs: number;
  /** The store's longest SQLite transaction, and the most transaction time between two turns of the loop. */
  readonly writeMaxMs: number;
  readonly writeCpuMaxMs: number;
  readonly writesMaxMs: number;
  /** The gateway's longest garbage-collection pause. */
  readonly gcMaxMs: number;
  /** The most CPU time the gateway's loop thread itself spent between two turns (no GC helper or pool thread). */
  readonly threadCpuMaxMs: number;
  /** Requests the hostile client sent, by what it sent and the status it got. */
  readonly hostile: Readonly<Record<string, Readonly<Record<number, number>>>>;
}

/** The whole measure: both phases and the loss check. */
export interface HostileLoad {
  readonly phases: readonly HostilePhase[];
  /** Healthy requests with no answer (connection failures): must be 0. */
  readonly unanswered: number;
  /** Healthy calls the gateway forwarded upstream, and the `llm_request` events the store holds for them. */
  readonly forwarded: number;
  readonly stored: number;
}

/**
 * Healthy agents at once, each spending `TOOL_MS` on its tool between calls, as an agent does: a load the
 * gateway serves without queueing, so what the latencies show is the hostile client's effect, not saturation.
 */
const AGENTS = 8;
const TOOL_MS = 20;

const quantile = (values: readonly number[], q: number): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
};

function faultOf(round: number) {
  if (round % 23 === 0) return { status: 429 };
  if (round % 29 === 0) return { status: 500 };
  if (round % 11 === 0) return { cutAfterChunks: 1 };
  if (round % 13 === 0) return { latencyMs: 40 };
  return undefined;
}

function longHistory(turns: number, perTurn: number): unknown[] {
  const messages: unknown[] = [{ role: 'user', content: 'reconcile every export file' }];
  let call = 0;
  for (let turn = 0; turn < turns; turn++) {
    const calls = Array.from({ length: perTurn }, (_, index) => ({
      id: `call_${call + index}`,
      type: 'function',
      function: {
        name: 'read_file',
        arguments: JSON.stringify({ path: `/data/export-${call + index}.csv` }),
      },
    }));
    messages.push({ role: 'assistant', content: null, tool_calls: calls });
    for (const entry of calls)
      messages.push({ role: 'tool', tool_call_id: entry.id, content: `rows: ${call}` });
    call += perTurn;
  }
  return messages;
}

function deepArguments(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

/** The hostile client's requests, in the order it cycles through them. */
export function hostileRequests(): { kind: string; body: string }[] {
  const chat = (messages: unknown[]) => JSON.stringify({ model: 'gpt-4o-mini', messages });
  const deepCall = {
    role: 'assistant',
    content: null,
    tool_calls: [
      { id: 'd1', type: 'function', function: { name: 'clean', arguments: deepArguments(4_000) } },
    ],
  };
  return [
    { kind: '15,000 calls in 15 turns (read whole)', body: chat(longHistory(15, 1_000)) },
    { kind: '15,000 calls in one turn', body: chat(longHistory(1, 15_000)) },
    {
      kind: 'arguments nested 4,000 deep',
      body: chat([
        { role: 'user', content: 'clean it' },
        deepCall,
        { role: 'tool', tool_call_id: 'd1', content: 'ok' },
      ]),
    },
    { kind: '9 MB body', body: chat([{ role: 'user', content: 'x'.repeat(9 * 2 ** 20) }]) },
    { kind: 'malformed JSON', body: '{"model": "gpt-4o-mini", "messages": [' },
  ];
}

export async function startGateway(
  upstream: string,
  db: string,
  loopFile: string,
): Promise<{ url: string; child: ChildProcess }> {
  const main = join(import.meta.dirname, '..', 'dist', 'cli', 'main.js');
  const probe = join(import.meta.dirname, 'gateway-loop-probe.mjs');
  const child = spawn(
    process.execPath,
    [
      '--import',
      probe,
      // `LOOPGUARD_BENCH_PROFILE=DIR`: the gateway writes a CPU profile of the whole measure there.
      ...(process.env.LOOPGUARD_BENCH_PROFILE
        ? [
            '--cpu-prof',
            '--cpu-prof-interval',
            process.env.LOOPGUARD_BENCH_PROFILE_INTERVAL ?? '1000',
            '--cpu-prof-dir',
            process.env.LOOPGUARD_BENCH_PROFILE,
          ]
        : []),
      main,
      'proxy',
      '--port',
      '0',
      '--upstream',
      upstream,
      '--db',
      db,
    ],
    { env: { ...process.env, OPENAI_API_KEY: 'sk-bench', LOOPGUARD_BENCH_LOOP_FILE: loopFile } },
  );
  let out = '';
  let err = '';
  child.stderr?.on('data', (chunk) => {
    err += chunk;
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1] as string);
    });
    child.once('exit', (code) => reject(new Error(`loopguard proxy exited ${code}: ${err}`)));
  });
  return { url, child };
}

interface HealthyTally {
  chat: number[];
  unanswered: number;
  forwarded: number;
  requests: number;
}

/** One healthy run: a tool call, another, then the answer; streamed or not. */
async function healthyRun(pool: Pool, id: string, stream: boolean, tally: HealthyTally): Promise<void> {
  const messages: unknown[] = [{ role: 'user', content: `total the pages of export ${id}` }];
  for (let step = 0; step < 3; step++) {
    const started = performance.now();
    tally.requests++;
    try {
      const answer = await pool.request({
        path: '/v1/chat/completions',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-loopguard-run-id': id },
        body: JSON.stringify({ model: 'gpt-4o-mini', messages, stream }),
      });
      const text = await answer.body.text();
      tally.chat.push(performance.now() - started);
      // A refusal of the gateway's own is no forwarded call; anything else (200, the upstream's 429 or 500) is.
      if (!text.includes('"loop_guard"')) tally.forwarded++;
      if (answer.statusCode !== 200) return;
    } catch {
      tally.unanswered++;
      return;
    }
    const callId = `call_${id}_${step}`;
    messages.push({
      role: 'assistant',
      content: null,
      tool_calls: [
        { id: callId, type: 'function', function: { name: 'read_page', arguments: `{"page":${step + 1}}` } },
      ],
    });
    messages.push({
      role: 'tool',
      tool_call_id: callId,
      content: `page ${step + 1}: ${'2026-11-02,north,1200.50\n'.repeat(8)}`,
    });
    await new Promise((resolve) => setTimeout(resolve, TOOL_MS));
  }
}

/** The gateway's event-loop figures since the last reading (the probe appends a line on SIGUSR2). */
interface LoopReading {
  readonly maxMs: number;
  readonly p99Ms: number;
  readonly cpuMaxMs: number;
  /** NaN when the store's driver is node:sqlite (the probe times better-sqlite3's transactions). */
  readonly writeMaxMs: number;
  readonly writeCpuMaxMs: number;
  readonly writesMaxMs: number;
  readonly gcMaxMs: number;
  /** The loop thread's own CPU time between two turns of the probe's timer (no GC helper or pool thread). */
  readonly threadCpuMaxMs: number;
}

export async function loopReading(child: ChildProcess, file: string): Promise<LoopReading> {
  const before = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).length : 0;
  child.kill('SIGUSR2');
  for (let waited = 0; waited < 5_000; waited += 20) {
    const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
    if (lines.length > before)
      return {
        writeMaxMs: Number.NaN,
        writeCpuMaxMs: Number.NaN,
        writesMaxMs: Number.NaN,
        gcMaxMs: Number.NaN,
        threadCpuMaxMs: Number.NaN,
        ...JSON.parse(lines.at(-1) as string),
      };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const none = Number.NaN;
  return {
    maxMs: none,
    p99Ms: none,
    cpuMaxMs: none,
    writeMaxMs: none,
    writeCpuMaxMs: none,
    writesMaxMs: none,
    gcMaxMs: none,
    threadCpuMaxMs: none,
  };
}

async function phase(
  name: string,
  gateway: { url: string; child: ChildProcess; loopFile: string },
  runs: number,
  prefix: string,
  tally: HealthyTally,
  hostile: boolean,
): Promise<HostilePhase> {
  const { url } = gateway;
  await loopReading(gateway.child, gateway.loopFile);
  const pool = new Pool(url, { connections: AGENTS, pipelining: 1 });
  const health = new Pool(url, { connections: 1, pipelining: 1 });
  const attacker = new Pool(url, { connections: 2, pipelining: 1 });
  const healthz: number[] = [];
  const chatBefore = tally.chat.length;
  const hostileTally: Record<string, Record<number, number>> = {};
  let done = false;
  const poll = (async () => {
    while (!done) {
      const started = performance.now();
      const answer = await health.request({ path: '/healthz', method: 'GET' });
      await answer.body.text();
      healthz.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const attacks = hostile ? hostileRequests() : [];
  const attack = (async () => {
    for (let index = 0; !done && attacks.length > 0; index++) {
      const request = attacks[index % attacks.length] as { kind: string; body: string };
      const answer = await attacker.request({
        path: '/v1/chat/completions',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-loopguard-run-id': `hostile-${index}` },
        body: request.body,
      });
      await answer.body.text();
      const byStatus = hostileTally[request.kind] ?? {};
      hostileTally[request.kind] = byStatus;
      byStatus[answer.statusCode] = (byStatus[answer.statusCode] ?? 0) + 1;
    }
  })();
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: AGENTS }, async () => {
      for (let run = next++; run < runs; run = next++)
        await healthyRun(pool, `${prefix}-${run}`, run % 2 === 0, tally);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  done = true;
  await Promise.all([poll, attack]);
  const loop = await loopReading(gateway.child, gateway.loopFile);
  await Promise.all([pool.close(), health.close(), attacker.close()]);
  const chat = tally.chat.slice(chatBefore);
  return {
    name,
    seconds,
    healthyRequests: chat.length,
    chatP50Ms: quantile(chat, 0.5),
    chatP99Ms: quantile(chat, 0.99),
    healthzP50Ms: quantile(healthz, 0.5),
    healthzP99Ms: quantile(healthz, 0.99),
    healthzMaxMs: quantile(healthz, 1),
    loopMaxMs: loop.maxMs,
    loopP99Ms: loop.p99Ms,
    loopCpuMaxMs: loop.cpuMaxMs,
    writeMaxMs: loop.writeMaxMs,
    writeCpuMaxMs: loop.writeCpuMaxMs,
    writesMaxMs: loop.writesMaxMs,
    gcMaxMs: loop.gcMaxMs,
    threadCpuMaxMs: loop.threadCpuMaxMs,
    hostile: hostileTally,
  };
}

/** Runs both phases (`runs` healthy runs each) and the loss check. */
export async function measureHostileLoad(runs = 500): Promise<HostileLoad> {
  const directory = mkdtempSync(join(tmpdir(), 'loopguard-hostile-'));
  const db = join(directory, 'gateway.db');
  const model = await testing.startScriptedServer({
    script: (_round, request) => {
      const messages = (request.body.messages as { role?: string }[] | undefined) ?? [];
      const results = messages.filter((message) => message.role === 'tool').length;
      return results >= 2
        ? { content: 'All pages totalled.' }
        : { toolCalls: [{ name: 'read_page', arguments: { page: results + 1 } }] };
    },
    faults: faultOf,
  });
  const loopFile = join(directory, 'event-loop.jsonl');
  const { url, child } = await startGateway(model.url, db, loopFile);
  const gateway = { url, child, loopFile };
  const tally: HealthyTally = { chat: [], unanswered: 0, forwarded: 0, requests: 0 };
  try {
    const phases = [
      await phase('healthy clients alone', gateway, runs, 'calm', tally, false),
      await phase('beside the hostile client', gateway, runs, 'storm', tally, true),
    ];
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    const store = new Database(db, { readonly: true });
    const { stored } = store
      .prepare(
        `SELECT COUNT(*) AS stored FROM events WHERE event = 'llm_request' AND (run_id LIKE 'calm-%' OR run_id LIKE 'storm-%')`,
      )
      .get() as { stored: number };
    store.close();
    return { phases, unanswered: tally.unanswered, forwarded: tally.forwarded, stored };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    await model.close();
    rmSync(directory, { recursive: true, force: true });
  }
}

/** Prints the measure as the bench does, with its targets. */
export async function reportHostileLoad(runs?: number): Promise<HostileLoad> {
  const load = await measureHostileLoad(runs);
  console.log('gateway under a hostile client and a faulty upstream (real `loopguard proxy`, SQLite store)');
  for (const phase of load.phases) {
    console.log(
      `  ${phase.name}: ${phase.healthyRequests} healthy calls in ${phase.seconds.toFixed(1)} s; chat p50 ${phase.chatP50Ms.toFixed(1)} ms, p99 ${phase.chatP99Ms.toFixed(1)} ms; /healthz p50 ${phase.healthzP50Ms.toFixed(1)} ms, p99 ${phase.healthzP99Ms.toFixed(1)} ms, max ${phase.healthzMaxMs.toFixed(1)} ms; gateway event loop held at most ${phase.loopMaxMs.toFixed(1)} ms (p99 ${phase.loopP99Ms.toFixed(1)} ms), at most ${phase.loopCpuMaxMs.toFixed(1)} ms of its own CPU between two turns (its loop thread alone ${phase.threadCpuMaxMs.toFixed(1)} ms); SQLite writes: longest ${phase.writeMaxMs.toFixed(1)} ms (CPU ${phase.writeCpuMaxMs.toFixed(1)} ms), at most ${phase.writesMaxMs.toFixed(1)} ms between two turns; longest GC pause ${phase.gcMaxMs.toFixed(1)} ms`,
    );
    for (const [kind, statuses] of Object.entries(phase.hostile))
      console.log(
        `    hostile: ${kind}: ${Object.entries(statuses)
          .map(([status, count]) => `${count}× ${status}`)
          .join(', ')}`,
      );
  }
  const storm = load.phases[1] as HostilePhase;
  const calm = load.phases[0] as HostilePhase;
  const worst = Math.max(storm.chatP99Ms, storm.healthzP99Ms);
  console.log(
    `  healthy p99 beside the hostile client: chat ${storm.chatP99Ms.toFixed(1)} ms (${(storm.chatP99Ms / calm.chatP99Ms).toFixed(2)}× alone), /healthz ${storm.healthzP99Ms.toFixed(1)} ms (target < 100 ms) ${worst < 100 ? 'met' : 'MISSED'}`,
  );
  const lost = load.unanswered + Math.abs(load.forwarded - load.stored);
  console.log(
    `  nothing lost: ${load.unanswered} healthy requests unanswered; ${load.forwarded} calls forwarded, ${load.stored} in the store ${lost === 0 ? 'met' : 'MISSED'}\n`,
  );
  return load;
}

if (import.meta.url === `file://${process.argv[1]}`) await reportHostileLoad(Number(process.argv[2] ?? 500));
