import { replyHeaders } from './hop-by-hop.js';
import type { ProxyContext } from './proxy-context.js';
import { errorReply } from './proxy-error-reply.js';
import type { ProxyReply, ProxyRequest } from './proxy-exchange.js';
import { readAll } from './read-all.js';
import { upstreamRequest } from './upstream-request.js';
import { withoutGatewayKeys } from './without-gateway-keys.js';

/**
 * A request forwarded unguarded (other `/v1/*` routes: models, files, embeddings…; or a guarded route when
 * the run store is down and `storeFailure` is `open`): headers cleaned as for guarded calls, body and
 * answer passed through as they are, the client's signal aborting the upstream call.
 */
export async function passThrough(
  context: ProxyContext,
  request: ProxyRequest,
  provider: 'openai' | 'anthropic',
): Promise<ProxyReply> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body.byteLength > 0;
  const sent = upstreamRequest(
    context.options,
    provider,
    request,
    hasBody ? request.body : undefined,
    request.signal,
  );
  try {
    const response = await context.upstream.send(sent);
    if (response.status === 429 || response.status >= 500)
      context.options.metrics?.upstreamError(response.status);
    if (response.status < 400)
      return { status: response.status, headers: replyHeaders(response.headers), body: response.body };
    // An error answer may echo the key it was sent: the gateway's own never reaches the client.
    const bytes = await readAll(response.body, 2 ** 20).catch(() => '');
    const body = withoutGatewayKeys(bytes, context.options);
    const headers = replyHeaders(response.headers);
    if (body !== bytes) delete headers['content-length'];
    return { status: response.status, headers, body };
  } catch (error) {
    context.options.metrics?.upstreamError('network');
    return errorReply(
      provider,
      502,
      'upstream_unreachable',
      `the model API could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
