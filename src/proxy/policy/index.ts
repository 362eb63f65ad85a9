export {
  type AccessCheck,
  type AccessRules,
  type ClientKeyEntry,
  createAccessCheck,
} from './access-check.js';
export { createBudgetScopes, DAILY_RETAIN_MS, type GatewayBudgets, TASK_RETAIN_MS } from './budget-scopes.js';
export { clientIdOf, presentedCredential, sha256Hex } from './client-credentials.js';
export {
  type CreateGatewayPolicyOptions,
  createGatewayPolicy,
  type LoadedGatewayPolicy,
} from './create-gateway-policy.js';
export { type GatewayPolicyConfig, gatewayPolicySchema } from './gateway-policy-schema.js';
export { isLoopbackAddress, isLoopbackHost } from './is-loopback.js';
export { loadGatewayPolicy } from './load-gateway-policy.js';
export { mergeGuardOptions } from './merge-guard-options.js';
export { parseGatewayPolicy, type ReadGatewayPolicy, readGatewayPolicy } from './read-gateway-policy.js';
