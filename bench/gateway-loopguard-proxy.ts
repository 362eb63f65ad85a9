import { createProxy } from '../src/proxy/create-proxy.js';
import type { GatewayPolicy } from '../src/proxy/gateway-policy.js';
import { createGatewayPolicy } from '../src/proxy/policy/create-gateway-policy.js';
import { serveProxy } from '../src/proxy/server/serve-proxy.js';
import { createUndiciUpstream } from '../src/proxy/server/undici-upstream.js';
import { createRedisRunStore } from '../src/stores/redis/index.js';
import { answerBenchQueries } from './gateway-child.js';

/**
 * loopguard as the bench runs it: `createProxy` served by `serveProxy`, reaching the fixed upstream over the
 * undici pool, run state in memory or in Redis. Every gate is on (rounds, time, tokens counted, money priced
 * at gpt-4o-mini's rates) with limits no bench run reaches, and loop detection at its defaults, so the guard
 * does its whole work on every call without tripping. The policy is made as `--policy FILE` makes one.
 */
export const benchPolicy: GatewayPolicy = createGatewayPolicy({
  maxRounds: 1_000_000,
  maxDurationMs: 86_400_000,
  maxTokens: Number.MAX_SAFE_INTEGER,
  maxCost: 1_000_000,
});

// Run as a child of the bench (forked): `gateway-loopguard-proxy.ts child UPSTREAM memory|redis://…`.
if (process.send && process.argv[2] === 'child' && process.argv[3]) {
  const store = process.argv[4] ?? 'memory';
  const proxy = createProxy({
    upstream: createUndiciUpstream(),
    openAIBaseUrl: process.argv[3],
    policy: benchPolicy,
    runStore: store === 'memory' ? undefined : createRedisRunStore({ url: store, keyPrefix: 'bench:' }),
  });
  const served = await serveProxy(proxy.exchange, { port: 0 });
  answerBenchQueries();
  process.send({ url: served.url });
}
