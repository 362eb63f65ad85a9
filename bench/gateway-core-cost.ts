import type { ProxyExchange, ProxyRequest, Upstream } from '../src/proxy/proxy-exchange.js';
import { benchPolicy, gatewayBuild } from './gateway-build.js';
import { CONVERSATION_ROUNDS, conversationRequest } from './gateway-conversation.js';
import type { BenchRequest } from './gateway-load.js';
import { median } from './gateway-load.js';
import { fixedAnswer } from './gateway-upstream.js';

/**
 * The gateway core's own work per request, without sockets: `proxy.exchange` called in this process with the
 * fixed upstream's answers handed over from memory, so neither the server, the upstream pool nor the
 * machine's scheduler is in the figure. What it costs beyond the floor is the core's (run lookup, guard, body
 * parse, reply); the end-to-end table adds the server, the pool and two socket hops.
 */

/** One scenario through the core alone. */
export interface CoreCost {
  readonly scenario: string;
  readonly requests: number;
  /** Wall time of one `exchange` with its reply consumed, µs. */
  readonly p50Micros: number;
  /** Process CPU time per request over the scenario, µs (includes GC). */
  readonly cpuMicrosPerRequest: number;
  /** `JSON.parse` of the same request bodies, p50 µs: what any guard reading the request pays at least. */
  readonly parseFloorMicros: number;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The fixed upstream as an in-memory {@link Upstream}: same answers, no socket. */
export const memoryUpstream: Upstream = {
  async send(request) {
    const body = typeof request.body === 'string' ? request.body : decoder.decode(request.body);
    const fixed = fixedAnswer(body, request.headers['x-bench-round'], request.headers['x-bench-reply']);
    const bytes = encoder.encode(fixed.text);
    return {
      status: 200,
      headers: { 'content-type': fixed.contentType },
      body: (async function* () {
        yield bytes;
      })(),
    };
  },
  async close() {},
};

/** A bench request as the core receives it from the server. */
export function proxyRequest(request: BenchRequest): ProxyRequest {
  return {
    method: 'POST',
    path: request.path,
    headers: request.headers,
    body: encoder.encode(request.body),
    signal: new AbortController().signal,
    remoteAddress: '127.0.0.1',
  };
}

/** Calls the core once and reads its whole reply; resolves with the status. */
export async function consume(exchange: ProxyExchange, request: ProxyRequest): Promise<number> {
  const reply = await exchange(request);
  if (typeof reply.body === 'string' || reply.body instanceof Uint8Array) return reply.status;
  for await (const _ of reply.body);
  return reply.status;
}

async function measure(
  exchange: ProxyExchange,
  scenario: string,
  requests: readonly BenchRequest[],
): Promise<CoreCost> {
  const prepared = requests.map(proxyRequest);
  const wall: number[] = [];
  const cpuStart = process.cpuUsage();
  for (const request of prepared) {
    const start = process.hrtime.bigint();
    const status = await consume(exchange, request);
    wall.push(Number(process.hrtime.bigint() - start) / 1e3);
    if (status !== 200) throw new Error(`${scenario}: the core answered ${status}`);
  }
  const cpu = process.cpuUsage(cpuStart);
  const parse: number[] = [];
  for (const request of requests) {
    const start = process.hrtime.bigint();
    JSON.parse(request.body);
    parse.push(Number(process.hrtime.bigint() - start) / 1e3);
  }
  return {
    scenario,
    requests: requests.length,
    p50Micros: median(wall),
    cpuMicrosPerRequest: (cpu.user + cpu.system) / requests.length,
    parseFloorMicros: median(parse),
  };
}

function chat(runId: string, stream: boolean): BenchRequest {
  return {
    path: '/v1/chat/completions',
    headers: { 'content-type': 'application/json', 'x-loopguard-run-id': runId },
    body: JSON.stringify({
      model: 'gpt-4o-mini',
      max_tokens: 256,
      messages: [
        { role: 'system', content: 'You clean CSV files and report what you changed.' },
        { role: 'user', content: 'Tidy up /srv/sales.csv and say how many rows are left.' },
      ],
      ...(stream ? { stream: true } : {}),
    }),
    stream,
  };
}

/**
 * The core alone, memory run state, the bench's policy: single-call runs plain and streamed (a new run
 * each), and `conversations` 50-round conversations (each request the whole history, fresh JSON).
 */
export async function measureCoreCost(singleCalls = 5_000, conversations = 20): Promise<CoreCost[]> {
  const proxy = gatewayBuild.proxy.createProxy({
    upstream: memoryUpstream,
    openAIBaseUrl: 'http://upstream.invalid',
    policy: benchPolicy,
  });
  try {
    let run = 0;
    const calls = (stream: boolean, count: number) =>
      Array.from({ length: count }, () => chat(`core-${run++}`, stream));
    const talk = (count: number) =>
      Array.from({ length: count }, (_, index) =>
        Array.from({ length: CONVERSATION_ROUNDS }, (_, round) =>
          conversationRequest(round + 1, {
            'content-type': 'application/json',
            'x-loopguard-run-id': `talk-${run}-${index}`,
          }),
        ),
      ).flat();
    // Warm-up: the JIT, the tokenizer's tables, the price book.
    await measure(proxy.exchange, 'warm-up', [...calls(false, 1_000), ...calls(true, 1_000), ...talk(2)]);
    run++;
    return [
      await measure(proxy.exchange, 'single-call runs, plain', calls(false, singleCalls)),
      await measure(proxy.exchange, 'single-call runs, streamed', calls(true, singleCalls)),
      await measure(proxy.exchange, '50-round conversation (1 KB tool results)', talk(conversations)),
    ];
  } finally {
    await proxy.close();
  }
}
