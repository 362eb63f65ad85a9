import type { GatewayPolicy } from '../src/proxy/gateway-policy.js';
import { built } from './built.js';

/** The built gateway modules the loopguard contender and the core-cost bench run (what `loopguard proxy` runs). */
export const gatewayBuild = {
  proxy: await built<typeof import('../src/proxy/create-proxy.js')>('proxy/create-proxy.js'),
  policy: await built<typeof import('../src/proxy/policy/create-gateway-policy.js')>(
    'proxy/policy/create-gateway-policy.js',
  ),
  server: await built<typeof import('../src/proxy/server/serve-proxy.js')>('proxy/server/serve-proxy.js'),
  upstream: await built<typeof import('../src/proxy/server/undici-upstream.js')>(
    'proxy/server/undici-upstream.js',
  ),
};

/**
 * The bench's gateway policy: every gate on (rounds, time, tokens counted, money priced at gpt-4o-mini's
 * rates) with limits no bench run reaches, and loop detection at its defaults, so the guard does its whole
 * work on every call without tripping. Made as `--policy FILE` makes one.
 */
export const benchPolicy: GatewayPolicy = gatewayBuild.policy.createGatewayPolicy({
  maxRounds: 1_000_000,
  maxDurationMs: 86_400_000,
  maxTokens: Number.MAX_SAFE_INTEGER,
  maxCost: 1_000_000,
});

/**
 * The bench's policy with loop detection off (`LOOPGUARD_BENCH_POLICY=nodetect`): what the guard's critical path
 * costs without detection, to tell detection's share of the gateway's added time from the rest.
 */
export const benchPolicyWithoutDetection: GatewayPolicy = gatewayBuild.policy.createGatewayPolicy({
  maxRounds: 1_000_000,
  maxDurationMs: 86_400_000,
  maxTokens: Number.MAX_SAFE_INTEGER,
  maxCost: 1_000_000,
  loop: false,
});
