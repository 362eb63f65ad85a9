import { admitProxyCall } from './call-admission.js';
import { forwardCall, RETRY } from './forward-call.js';
import type { ClientIdentity } from './gateway-policy.js';
import { readGuardedRequest } from './guarded-request.js';
import type { ProxyApiCodec } from './proxy-api.js';
import type { LatencyClock, ProxyContext } from './proxy-context.js';
import type { ProxyReply, ProxyRequest } from './proxy-exchange.js';

/**
 * One guarded call through the proxy, as a pipeline over the guarded-call core: the request read once at the
 * edge (a malformed one answered 400), the call admitted (its run found, every gate checked and the worst
 * case reserved in the run and the shared scopes, waiting for calls in flight that hold them), then forwarded
 * with the ticket's signal and settled exactly once from the upstream's usage (streams: as they pass). A trip
 * answers in the API's own format; the proxy's own retries admit the call afresh.
 */
export async function guardedExchange(
  context: ProxyContext,
  codec: ProxyApiCodec,
  request: ProxyRequest,
  client: ClientIdentity,
  latency: LatencyClock,
): Promise<ProxyReply> {
  const read = await readGuardedRequest(context, codec, request, client);
  if ('status' in read) return read;
  for (let attempt = 0; ; attempt++) {
    const admitted = await admitProxyCall(context, read);
    if ('status' in admitted) return admitted;
    const reply = await forwardCall(context, read, admitted, attempt, latency);
    if (reply !== RETRY) return reply;
  }
}
