import { built } from './built.js';
import { benchPolicy, benchPolicyWithoutDetection, gatewayBuild } from './gateway-build.js';
import { answerBenchQueries } from './gateway-child.js';

/**
 * loopguard as the bench runs it, in a process of its own: `createProxy` served by `serveProxy`, reaching the
 * fixed upstream over the undici pool, run state in memory or in Redis, the bench's policy, all from the
 * build users run (`dist/`). Run as a child of the bench (forked):
 * `gateway-loopguard-proxy.ts child UPSTREAM memory|redis://…`, its origin reported over IPC. With
 * `LOOPGUARD_BENCH_POLICY=defaults` it runs the gateway's defaults instead (no token or money budget), as
 * `loopguard proxy` does without `--policy`; with `nodetect`, the bench's policy with loop detection off.
 */
if (process.send && process.argv[2] === 'child' && process.argv[3]) {
  const store = process.argv[4] ?? 'memory';
  const redis =
    store === 'memory'
      ? undefined
      : await built<typeof import('../src/stores/redis/index.js')>('stores/redis/index.js');
  const proxy = gatewayBuild.proxy.createProxy({
    upstream: gatewayBuild.upstream.createUndiciUpstream(),
    openAIBaseUrl: process.argv[3],
    policy:
      process.env.LOOPGUARD_BENCH_POLICY === 'defaults'
        ? gatewayBuild.policy.createGatewayPolicy({})
        : process.env.LOOPGUARD_BENCH_POLICY === 'nodetect'
          ? benchPolicyWithoutDetection
          : benchPolicy,
    runStore: redis?.createRedisRunStore({ url: store, keyPrefix: 'bench:' }),
  });
  const served = await gatewayBuild.server.serveProxy(proxy.exchange, { port: 0 });
  answerBenchQueries(() => ({ openRuns: proxy.openRuns, parkedRuns: proxy.parkedRuns }));
  process.send({ url: served.url });
}
