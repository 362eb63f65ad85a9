import { pathToFileURL } from 'node:url';
import {
  type Contender,
  chatRequest,
  directContender,
  floorContender,
  loopguardAvailable,
  loopguardContender,
  naiveContender,
  redisAvailable,
  startPeers,
  startUpstream,
  stopContender,
} from './gateway-contenders.js';
import { CONVERSATION_ROUNDS, conversationRequest } from './gateway-conversation.js';
import { type CoreCost, measureCoreCost } from './gateway-core-cost.js';
import { writeGatewayFigures } from './gateway-figures.js';
import { type HopFigures, measureHop } from './gateway-hop-probe.js';
import { type BlockResult, median, percentile, runBlock } from './gateway-load.js';
import { measureRunMemory, type RunMemory } from './gateway-memory.js';
import { writeGatewayPeerTable } from './gateway-peer-table.js';
import { type BenchProcess, processCpuMicros, processTreeCpuMs } from './gateway-processes.js';
import { profiledPhase } from './gateway-profiled-phase.js';
import { startRedisForBench } from './gateway-redis.js';
import { printGatewayReport } from './gateway-report.js';

/** One contender in one mode (plain or streamed), all rounds pooled. */
export interface ModeFigures {
  readonly p50Ms: number;
  readonly p99Ms: number;
  /**
   * Over direct's p50: the median over rounds of (this round's p50 − direct's p50 in the same round), so a
   * burst of load on the shared machine in one round does not land on one contender only.
   */
  readonly addedP50Ms: number;
  /** Over direct's p99, all rounds pooled. */
  readonly addedP99Ms: number;
  /** Requests per second at concurrency 32, median of the rounds. */
  readonly requestsPerSecond: number;
  /** CPU time of the contender's process per request at c=32 (for direct: the upstream's), µs. */
  readonly cpuMicrosPerRequest: number;
  readonly requests: number;
  readonly failures: number;
  readonly firstProblem: string | undefined;
}

/** One contender's figures. */
export interface ContenderFigures {
  readonly name: string;
  readonly plain: ModeFigures;
  readonly stream: ModeFigures;
}

/** The 50-round conversation through one contender. */
export interface ConversationFigures {
  readonly name: string;
  readonly p50Ms: number;
  readonly addedP50Ms: number;
  /** The last 10 rounds only (the longest histories, ~50 KB a request). */
  readonly lastRoundsAddedP50Ms: number;
  /** CPU of the contender's process (all its threads) per request, µs: steadier than wall time under load. */
  readonly cpuMicrosPerRequest: number;
  readonly failures: number;
  readonly firstProblem: string | undefined;
}

/** Everything the gateway bench measured. */
export interface GatewayBenchResult {
  readonly rounds: number;
  readonly contenders: readonly ContenderFigures[];
  readonly conversations: readonly ConversationFigures[];
  readonly conversationsPerContender: number;
  readonly memory: RunMemory | undefined;
  /** The core alone, in this process (no sockets). */
  readonly core: readonly CoreCost[];
  /** One more hop on this machine, no HTTP: a single call's body and the conversation's largest. */
  readonly hop: readonly HopFigures[];
  /** Contenders left out, and why. */
  readonly missing: readonly string[];
}

const rounds = Number(process.env.LOOPGUARD_BENCH_GATEWAY_ROUNDS ?? 5);
const sequentialBlock = 200;
const concurrentBlock = 2_000;
const conversations = Number(process.env.LOOPGUARD_BENCH_GATEWAY_CONVERSATIONS ?? 8);
/** Parts left out for a quicker run: `LOOPGUARD_BENCH_GATEWAY_SKIP=core,redis,memory,hop` (any of them). */
const skipped = new Set((process.env.LOOPGUARD_BENCH_GATEWAY_SKIP ?? '').split(',').filter(Boolean));

/** Each round starts with another contender, so none always runs right after the same neighbour. */
function rotated<T>(items: readonly T[], round: number): T[] {
  const shift = round % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}

interface Samples {
  latencies: number[];
  /** p50 of each round's c=1 block, in round order. */
  roundP50s: number[];
  rates: number[];
  cpuMs: number;
  cpuRequests: number;
  requests: number;
  failures: number;
  firstProblem: string | undefined;
}

const emptySamples = (): Samples => ({
  latencies: [],
  roundP50s: [],
  rates: [],
  cpuMs: 0,
  cpuRequests: 0,
  requests: 0,
  failures: 0,
  firstProblem: undefined,
});

function add(samples: Samples, block: BlockResult, rate: boolean): void {
  if (rate) samples.rates.push((block.requests - block.failures) / block.seconds);
  else {
    samples.latencies.push(...block.latenciesMs);
    samples.roundP50s.push(median(block.latenciesMs));
  }
  samples.requests += block.requests;
  samples.failures += block.failures;
  samples.firstProblem ??= block.firstProblem;
}

async function warmUp(contender: Contender): Promise<void> {
  for (const stream of [false, true]) {
    await runBlock(contender.concurrent, () => chatRequest(contender, stream), 1_000, 32);
    await runBlock(contender.sequential, () => chatRequest(contender, stream), 200, 1);
  }
}

function figures(samples: Samples, direct: Samples | undefined): ModeFigures {
  const p50Ms = median(samples.latencies);
  const p99Ms = percentile(samples.latencies, 0.99);
  return {
    p50Ms,
    p99Ms,
    addedP50Ms: direct
      ? median(samples.roundP50s.map((p50, round) => p50 - (direct.roundP50s[round] ?? p50)))
      : 0,
    addedP99Ms: direct ? p99Ms - percentile(direct.latencies, 0.99) : 0,
    requestsPerSecond: median(samples.rates),
    cpuMicrosPerRequest: samples.cpuRequests > 0 ? (samples.cpuMs * 1000) / samples.cpuRequests : 0,
    requests: samples.requests,
    failures: samples.failures,
    firstProblem: samples.firstProblem,
  };
}

/** Plain and streamed requests, c=1 and c=32, interleaved round by round across the contenders. */
async function measureSideBySide(contenders: readonly Contender[]): Promise<ContenderFigures[]> {
  const samples = new Map(contenders.map((c) => [c, { plain: emptySamples(), stream: emptySamples() }]));
  for (let round = 0; round < rounds; round++) {
    for (const contender of rotated(contenders, round)) {
      const own = samples.get(contender);
      if (!own) continue;
      for (const stream of [false, true]) {
        const mode = stream ? own.stream : own.plain;
        const make = () => chatRequest(contender, stream);
        add(mode, await runBlock(contender.sequential, make, sequentialBlock, 1), false);
        const cpuBefore = contender.cpuPid ? processTreeCpuMs(contender.cpuPid) : 0;
        add(mode, await runBlock(contender.concurrent, make, concurrentBlock, 32), true);
        mode.cpuMs += contender.cpuPid ? processTreeCpuMs(contender.cpuPid) - cpuBefore : 0;
        mode.cpuRequests += concurrentBlock;
      }
    }
  }
  const direct = contenders[0] ? samples.get(contenders[0]) : undefined;
  return contenders.map((contender) => {
    const own = samples.get(contender) ?? { plain: emptySamples(), stream: emptySamples() };
    return {
      name: contender.name,
      plain: figures(own.plain, direct?.plain),
      stream: figures(own.stream, direct?.stream),
    };
  });
}

/**
 * `LOOPGUARD_BENCH_HEADERLESS=1`: the conversations carry no `x-loopguard-run-id`, as most agent frameworks send
 * them; the gateway tells their runs apart by its identity rule (each conversation opens alike, a new run each).
 */
const headerless = process.env.LOOPGUARD_BENCH_HEADERLESS === '1';

/** `headers` without a run id (a contender's own headers name one). */
function withoutRunId(headers: Readonly<Record<string, string>>): Record<string, string> {
  const { 'x-loopguard-run-id': _runId, ...rest } = headers;
  return rest;
}

/** Calls of {@link measureConversations} so far: each call's conversations are runs of their own. */
let conversationPhases = 0;

/**
 * The 50-round conversation, `conversations` times per contender, interleaved. Each request is paired with
 * direct's request of the same round of the same conversation (the same body): added time is the median of
 * those differences. Every conversation is a new run, in every call (a warm-up, a repeat): a run id used
 * again would continue the earlier run, whose guard has seen every tool result of the conversation already
 * (same call ids) and records and compares none of them again.
 */
export async function measureConversations(contenders: readonly Contender[]): Promise<ConversationFigures[]> {
  const phase = conversationPhases++;
  // Latency by conversation and round (NaN for a failed request), and the failures.
  const latencies = new Map(contenders.map((c) => [c, [] as number[][]]));
  const failed = new Map(contenders.map((c) => [c, emptySamples()]));
  const cpu = new Map(contenders.map((c) => [c, 0]));
  for (let conversation = 0; conversation < conversations; conversation++) {
    for (const contender of rotated(contenders, conversation)) {
      const runId = `conversation-${phase}-${conversation}-${contender.name.replace(/\W+/g, '-')}`;
      const rounds: number[] = [];
      const cpuBefore = contender.cpuPid ? processCpuMicros(contender.cpuPid) : 0;
      for (let round = 1; round <= CONVERSATION_ROUNDS; round++) {
        const request = conversationRequest(
          round,
          headerless
            ? withoutRunId(contender.headers())
            : { ...contender.headers(), 'x-loopguard-run-id': runId },
        );
        const block = await runBlock(contender.sequential, () => request, 1, 1);
        rounds.push(block.latenciesMs[0] ?? Number.NaN);
        const own = failed.get(contender);
        if (own) add(own, block, false);
      }
      latencies.get(contender)?.push(rounds);
      if (contender.cpuPid)
        cpu.set(contender, (cpu.get(contender) ?? 0) + processCpuMicros(contender.cpuPid) - cpuBefore);
    }
  }
  const direct = contenders[0] ? (latencies.get(contenders[0]) ?? []) : [];
  const added = (own: number[][], from: number) =>
    median(
      own.flatMap((rounds, conversation) =>
        rounds
          .map((ms, round) => ms - (direct[conversation]?.[round] ?? Number.NaN))
          .slice(from)
          .filter((ms) => !Number.isNaN(ms)),
      ),
    );
  return contenders.map((contender) => {
    const own = latencies.get(contender) ?? [];
    const samples = failed.get(contender) ?? emptySamples();
    return {
      name: contender.name,
      p50Ms: median(samples.latencies),
      addedP50Ms: added(own, 0),
      lastRoundsAddedP50Ms: added(own, CONVERSATION_ROUNDS - 10),
      cpuMicrosPerRequest: (cpu.get(contender) ?? 0) / (conversations * CONVERSATION_ROUNDS),
      failures: samples.failures,
      firstProblem: samples.firstProblem,
    };
  });
}

/**
 * The gateway side by side (issue 11): direct, the naive pass-through, loopguard (memory, and Redis when
 * there), Portkey and LiteLLM in front of one fixed upstream, each in its own process; then the 50-round
 * conversation and the memory of 10,000 open runs. Set `LOOPGUARD_BENCH_PORTKEY=0` or
 * `LOOPGUARD_BENCH_LITELLM=0` to leave a peer out; LiteLLM is left out, saying why, without `.venv-litellm`.
 */
export async function measureGateway(): Promise<GatewayBenchResult> {
  const missing: string[] = [];
  // First, while no other bench process runs: the core's own work, in this process.
  const core = loopguardAvailable() && !skipped.has('core') ? await measureCoreCost() : [];
  const started: Contender[] = [];
  const upstream: BenchProcess = await startUpstream();
  const stopRedis: (() => Promise<void>)[] = [];
  try {
    started.push(directContender(upstream), await floorContender(upstream), await naiveContender(upstream));
    if (loopguardAvailable()) {
      started.push(await loopguardContender(upstream, 'loopguard (memory)', 'memory'));
      if (skipped.has('redis')) missing.push('loopguard (Redis): left out (LOOPGUARD_BENCH_GATEWAY_SKIP)');
      else if (redisAvailable()) {
        const redis = await startRedisForBench();
        stopRedis.push(redis.stop);
        started.push(await loopguardContender(upstream, 'loopguard (Redis)', redis.url));
      } else
        missing.push('loopguard (Redis): the Redis run store (src/stores/redis/) is not in the tree yet');
    } else missing.push('loopguard: createProxy and its server (src/proxy/) are not in the tree yet');
    started.push(...(await startPeers(upstream, missing)));
    for (const contender of started) await warmUp(contender);
    const profiled = started.find((contender) => contender.name === 'loopguard (memory)')?.process;
    const contenders = await profiledPhase(profiled, 'side-by-side', () => measureSideBySide(started));
    // The peers stay out of the conversation: it measures loopguard's own work on long histories.
    const talkers = started.filter(
      (contender) => !contender.name.startsWith('Portkey') && !contender.name.startsWith('LiteLLM'),
    );
    const conversationFigures = await profiledPhase(profiled, 'conversation', () =>
      measureConversations(talkers),
    );
    const memory =
      loopguardAvailable() && !skipped.has('memory') ? await measureRunMemory(upstream, 10_000) : undefined;
    const largest = Buffer.byteLength(conversationRequest(CONVERSATION_ROUNDS, {}).body);
    const hop = skipped.has('hop') ? [] : await measureHop([1_024, largest]);
    return {
      rounds,
      contenders,
      conversations: conversationFigures,
      conversationsPerContender: conversations,
      memory,
      core,
      hop,
      missing,
    };
  } finally {
    for (const contender of started) await stopContender(contender);
    for (const stop of stopRedis) await stop();
    await upstream.stop();
  }
}

/** Measures and prints the gateway tables (what `npm run bench` calls), and writes the figures file. */
export async function reportGateway(): Promise<GatewayBenchResult> {
  const result = await measureGateway();
  printGatewayReport(result);
  const written = writeGatewayFigures(result);
  if (written)
    console.log(`figures written to ${written}; peer table rewritten in ${writeGatewayPeerTable()}`);
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await reportGateway();
