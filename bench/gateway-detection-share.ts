import { pathToFileURL } from 'node:url';
import type { ProxyExchange } from '../src/proxy/proxy-exchange.js';
import { benchPolicy, benchPolicyWithoutDetection, gatewayBuild } from './gateway-build.js';
import { CONVERSATION_ROUNDS, conversationRequest } from './gateway-conversation.js';
import { consume, memoryUpstream, proxyRequest } from './gateway-core-cost.js';
import { median } from './gateway-load.js';

/**
 * Loop detection's share of the gateway core's time on the 50-round conversation (issue 33 point 8): the core
 * alone (`proxy.exchange` in this process, the fixed upstream's answers from memory, as `measureCoreCost`) with
 * the bench's policy, and with the same policy but loop detection off, in alternated passes of fresh runs.
 * Prints each pass's p50 per request and CPU per request (this process, all threads) for both, then the medians
 * and the difference: what detection costs a request, beside what the rest of the guard does. Needs the build.
 * Usage: `LOOPGUARD_BENCH_DETECTION_PASSES=5 LOOPGUARD_BENCH_GATEWAY_CONVERSATIONS=10 node --expose-gc --import
 * tsx bench/gateway-detection-share.ts`.
 */

const passes = Number(process.env.LOOPGUARD_BENCH_DETECTION_PASSES ?? 5);
const conversations = Number(process.env.LOOPGUARD_BENCH_GATEWAY_CONVERSATIONS ?? 10);

/** One side's figures over one pass. */
interface PassFigures {
  readonly p50Micros: number;
  readonly cpuMicrosPerRequest: number;
}

let runs = 0;

async function pass(exchange: ProxyExchange, count: number): Promise<PassFigures> {
  const requests = Array.from({ length: count }, () => {
    const runId = `share-${runs++}`;
    return Array.from({ length: CONVERSATION_ROUNDS }, (_, round) =>
      proxyRequest(
        conversationRequest(round + 1, { 'content-type': 'application/json', 'x-loopguard-run-id': runId }),
      ),
    );
  }).flat();
  const wall: number[] = [];
  const cpuStart = process.cpuUsage();
  for (const request of requests) {
    const start = process.hrtime.bigint();
    const status = await consume(exchange, request);
    wall.push(Number(process.hrtime.bigint() - start) / 1e3);
    if (status !== 200) throw new Error(`the core answered ${status}`);
  }
  const cpu = process.cpuUsage(cpuStart);
  return { p50Micros: median(wall), cpuMicrosPerRequest: (cpu.user + cpu.system) / requests.length };
}

const figures = (row: PassFigures) =>
  `p50 ${row.p50Micros.toFixed(1)} µs, CPU ${row.cpuMicrosPerRequest.toFixed(1)} µs a request`;

/** Measures and prints; resolves with the median p50s, detection on and off. */
export async function measureDetectionShare(): Promise<{ on: number; off: number }> {
  const proxy = (policy: typeof benchPolicy) =>
    gatewayBuild.proxy.createProxy({
      upstream: memoryUpstream,
      openAIBaseUrl: 'http://upstream.invalid',
      policy,
    });
  const on = proxy(benchPolicy);
  const off = proxy(benchPolicyWithoutDetection);
  try {
    // Warm-up, not counted: the JIT, the tokenizer's tables, the price book.
    await pass(on.exchange, 2);
    await pass(off.exchange, 2);
    const rows: { on: PassFigures; off: PassFigures }[] = [];
    for (let index = 0; index < passes; index++) {
      // Alternated order, so that neither side always runs on the heap the other left.
      const first = index % 2 === 0;
      const a = await pass((first ? on : off).exchange, conversations);
      const b = await pass((first ? off : on).exchange, conversations);
      const row = first ? { on: a, off: b } : { on: b, off: a };
      rows.push(row);
      console.log(`pass ${index + 1}: detection on ${figures(row.on)}; off ${figures(row.off)}`);
    }
    const p50On = median(rows.map((row) => row.on.p50Micros));
    const p50Off = median(rows.map((row) => row.off.p50Micros));
    const cpuOn = median(rows.map((row) => row.on.cpuMicrosPerRequest));
    const cpuOff = median(rows.map((row) => row.off.cpuMicrosPerRequest));
    console.log(
      `median: on p50 ${p50On.toFixed(1)} µs, off ${p50Off.toFixed(1)} µs (detection ${(p50On - p50Off).toFixed(1)} µs, ${((100 * (p50On - p50Off)) / p50On).toFixed(0)}%); CPU on ${cpuOn.toFixed(1)}, off ${cpuOff.toFixed(1)} µs a request`,
    );
    return { on: p50On, off: p50Off };
  } finally {
    await on.close();
    await off.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await measureDetectionShare();
}
