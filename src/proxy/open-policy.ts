import { isLoopbackAddress } from '../utils/loopback.js';
import { GATEWAY_GUARD_DEFAULTS } from './gateway-guard-defaults.js';
import type { AccessRefusal, ClientIdentity, GatewayPolicy } from './gateway-policy.js';

/** True for 127.0.0.0/8, `::1` and IPv4-mapped loopback (`::ffff:127.0.0.1`). */
export const isLoopback = (address: string): boolean => isLoopbackAddress(address);

/**
 * The policy a proxy uses when given none: any client on this machine may call (a request without a peer
 * address, as in the fetch-style handler, counts as local), others are refused; every run gets the guard's
 * defaults under the gateway's own ({@link GATEWAY_GUARD_DEFAULTS}); no money is shared across runs.
 */
export function createOpenPolicy(): GatewayPolicy {
  const defaults = GATEWAY_GUARD_DEFAULTS;
  return {
    identify(_headers, remoteAddress): ClientIdentity | AccessRefusal {
      if (remoteAddress === undefined || isLoopback(remoteAddress)) return {};
      return {
        status: 403,
        message: `the proxy's open policy serves loopback clients only (request from ${remoteAddress}); configure a policy with access tokens or client keys`,
      };
    },
    baseGuardOptionsFor: () => defaults,
    guardOptionsFor(labels) {
      return {
        ...GATEWAY_GUARD_DEFAULTS,
        runId: labels.runId,
        ...(labels.taskId === undefined ? {} : { taskId: labels.taskId }),
        ...(labels.agent === undefined ? {} : { agentName: labels.agent }),
        ...(labels.taskType === undefined ? {} : { taskType: labels.taskType }),
      };
    },
    budgetScopesFor() {
      return [];
    },
  };
}
