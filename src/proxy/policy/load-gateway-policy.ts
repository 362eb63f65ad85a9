import {
  type CreateGatewayPolicyOptions,
  createGatewayPolicy,
  type LoadedGatewayPolicy,
} from './create-gateway-policy.js';
import { readGatewayPolicy } from './read-gateway-policy.js';

/**
 * Reads, validates and builds the gateway policy of a file (JSON with comments, or YAML). Every error names
 * the file, the line and the field: a bad value, an override that does not combine, a variable not set.
 * @example const policy = await loadGatewayPolicy('gateway.yaml');
 */
export async function loadGatewayPolicy(
  path: string,
  options: Pick<CreateGatewayPolicyOptions, 'env'> = {},
): Promise<LoadedGatewayPolicy> {
  const { config, source, locate } = await readGatewayPolicy(path);
  return createGatewayPolicy(config, { ...options, source, locate });
}
