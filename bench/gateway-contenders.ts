import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Pool } from 'undici';
import { LITELLM_MASTER_KEY, LITELLM_VERSION, litellmMissing, startLitellm } from './gateway-litellm.js';
import { type BenchRequest, createLoadPool } from './gateway-load.js';
import { type BenchProcess, forkBenchChild, startPortkey } from './gateway-processes.js';

/**
 * The contenders of the gateway bench, all in front of the same fixed upstream: the upstream itself (direct),
 * the floor of the brief's stack (Node http + undici, no guard), the naive pass-through, loopguard (memory run state; Redis run state when the fleet store is
 * there), Portkey's open-source gateway and LiteLLM's proxy.
 */

/** One way to reach the fixed upstream. */
export interface Contender {
  readonly name: string;
  readonly url: string;
  /** The process serving it; `undefined` for direct (the upstream's own process). */
  readonly process: BenchProcess | undefined;
  /** The process whose CPU time is the contender's: its own, or for direct the upstream's. */
  readonly cpuPid: number | undefined;
  /** Keep-alive pools of the load generator: one connection, and 32. */
  readonly sequential: Pool;
  readonly concurrent: Pool;
  /** Headers of its next request: the common ones, then its own (Portkey's routing, a new loopguard run id). */
  headers(): Readonly<Record<string, string>>;
}

/** Headers every contender's requests carry. */
const baseHeaders = { 'content-type': 'application/json', authorization: 'Bearer sk-bench-not-a-real-key' };

const chatMessages = [
  { role: 'system', content: 'You clean CSV files and report what you changed.' },
  { role: 'user', content: 'Tidy up /srv/sales.csv and say how many rows are left.' },
];
const plainBody = JSON.stringify({ model: 'gpt-4o-mini', max_tokens: 256, messages: chatMessages });
const streamBody = JSON.stringify({
  model: 'gpt-4o-mini',
  max_tokens: 256,
  messages: chatMessages,
  stream: true,
});

/** The bench's fixed chat request to `contender`: a system prompt and one user message, plain or streamed. */
export function chatRequest(contender: Contender, stream: boolean): BenchRequest {
  return {
    path: '/v1/chat/completions',
    headers: contender.headers(),
    body: stream ? streamBody : plainBody,
    stream,
  };
}

function contender(
  name: string,
  url: string,
  served: BenchProcess | undefined,
  own: (index: number) => Record<string, string>,
  cpuPid = served?.child.pid,
): Contender {
  let issued = 0;
  return {
    name,
    url,
    process: served,
    cpuPid,
    sequential: createLoadPool(url, 1),
    concurrent: createLoadPool(url, 32),
    headers: () => ({ ...baseHeaders, ...own(issued++) }),
  };
}

/** Whether engineer 1's core and engineer 2's server are in the tree yet (the loopguard rows need both). */
export function loopguardAvailable(): boolean {
  return ['../src/proxy/create-proxy.ts', '../src/proxy/server/serve-proxy.ts'].every((file) =>
    existsSync(fileURLToPath(new URL(file, import.meta.url))),
  );
}

/** Whether engineer 3's Redis run store and the throwaway redis-server helper are in the tree yet. */
export function redisAvailable(): boolean {
  return ['../src/stores/redis/index.ts'].every((file) =>
    existsSync(fileURLToPath(new URL(file, import.meta.url))),
  );
}

/** Starts the fixed upstream in its own process. */
export function startUpstream(): Promise<BenchProcess> {
  return forkBenchChild('./gateway-upstream.ts', []);
}

/** Direct: the load generator talks to the upstream itself. */
export function directContender(upstream: BenchProcess): Contender {
  return contender('direct', upstream.url, undefined, () => ({}), upstream.child.pid);
}

/** The naive 40-line fetch pass-through, in its own process. */
export async function naiveContender(upstream: BenchProcess): Promise<Contender> {
  const served = await forkBenchChild('./gateway-naive-proxy.ts', [upstream.url]);
  return contender('naive fetch pass-through', served.url, served, () => ({}));
}

/** The floor of the brief's stack: a Node `http` server relaying over an undici pool, no guard, own process. */
export async function floorContender(upstream: BenchProcess): Promise<Contender> {
  const served = await forkBenchChild('./gateway-floor-proxy.ts', [upstream.url]);
  return contender(FLOOR_NAME, served.url, served, () => ({}));
}

/** The floor's row name. */
export const FLOOR_NAME = 'floor: Node http + undici, no guard';

/**
 * loopguard, `store` `memory` or a `redis://` URL, in its own process; every request names a new run
 * (`x-loopguard-run-id`), as single-call tasks do (the conversation names its own). `tree`: the root of
 * another checkout (built) whose loopguard to run instead, for a side-by-side of two versions.
 */
export async function loopguardContender(
  upstream: BenchProcess,
  name: string,
  store: string,
  tree?: string,
): Promise<Contender> {
  // Another checkout's build (`tree`, an absolute path) runs from its own bench file, for A/B runs.
  const file =
    tree === undefined ? './gateway-loopguard-proxy.ts' : `${tree}/bench/gateway-loopguard-proxy.ts`;
  const served = await forkBenchChild(file, [upstream.url, store]);
  const tag = name.replace(/\W+/g, '-');
  return contender(name, served.url, served, (index) => ({ 'x-loopguard-run-id': `bench-${tag}-${index}` }));
}

/** Portkey's gateway, routed to the fixed upstream by its headers. */
export async function portkeyContender(upstream: BenchProcess): Promise<Contender> {
  const served = await startPortkey();
  return contender('Portkey gateway 1.15.2', served.url, served, () => ({
    'x-portkey-provider': 'openai',
    'x-portkey-custom-host': `${upstream.url}/v1`,
  }));
}

/** LiteLLM's proxy, its model list sending `gpt-4o-mini` to the fixed upstream. */
export async function litellmContender(upstream: BenchProcess): Promise<Contender> {
  const served = await startLitellm(upstream.url);
  const authorization = `Bearer ${LITELLM_MASTER_KEY}`;
  return contender(`LiteLLM proxy ${LITELLM_VERSION}`, served.url, served, () => ({ authorization }));
}

/**
 * The peers users would pick instead, Portkey then LiteLLM, each unless left out (`LOOPGUARD_BENCH_PORTKEY=0`,
 * `LOOPGUARD_BENCH_LITELLM=0`, no `.venv-litellm`) or unable to start; why a peer is missing goes to `missing`.
 */
export async function startPeers(upstream: BenchProcess, missing: string[]): Promise<Contender[]> {
  const peers: Contender[] = [];
  const start = async (name: string, leftOut: string | undefined, make: () => Promise<Contender>) => {
    if (leftOut) return missing.push(leftOut);
    try {
      peers.push(await make());
    } catch (error) {
      missing.push(`${name}: ${(error as Error).message.split('\n').slice(0, 3).join(' ')}`);
    }
  };
  const off = (name: string, variable: string) =>
    process.env[variable] === '0' ? `${name}: left out (${variable}=0)` : undefined;
  await start('Portkey', off('Portkey', 'LOOPGUARD_BENCH_PORTKEY'), () => portkeyContender(upstream));
  await start('LiteLLM', off('LiteLLM', 'LOOPGUARD_BENCH_LITELLM') ?? litellmMissing(), () =>
    litellmContender(upstream),
  );
  return peers;
}

/** Closes the contender's pools and stops its process. */
export async function stopContender(contender: Contender): Promise<void> {
  await Promise.all([contender.sequential.close(), contender.concurrent.close()]);
  await contender.process?.stop();
}
