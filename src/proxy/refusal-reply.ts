import { ConfigError, isGuardError } from '../errors.js';
import type { GuardedRequest } from './guarded-request.js';
import { errorReply, tripReply } from './proxy-error-reply.js';
import type { ProxyReply } from './proxy-exchange.js';
import type { ProxyMetrics } from './proxy-metrics.js';

/**
 * The answer to a call the guard refused: a trip in the API's own format (counted by code), a configuration
 * problem of the call (an unpriced model, invalid numbers) as a 400 naming it. Anything else is a bug of the
 * proxy and is thrown.
 */
export function refusalReply(
  read: GuardedRequest,
  error: unknown,
  metrics: ProxyMetrics | undefined,
): ProxyReply {
  if (isGuardError(error)) {
    metrics?.trip(error.code);
    // A budget refusal of this call only says the output cap that fits, for the client's retry.
    const fit = error.evidence.maxOutputTokensFit;
    const headers =
      typeof fit === 'number'
        ? { ...read.runHeader, 'x-loopguard-max-tokens-fit': String(fit) }
        : read.runHeader;
    return tripReply(read.codec.format, error, headers);
  }
  if (ConfigError.isInstance(error))
    return errorReply(
      read.codec.format,
      400,
      'invalid_request_error',
      error.message,
      error.code,
      read.runHeader,
    );
  throw error;
}
