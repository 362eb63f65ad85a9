import { forwardHeaders } from './hop-by-hop.js';
import type { ProxyRequest, UpstreamRequest } from './proxy-exchange.js';
import type { ResolvedProxyOptions } from './proxy-options.js';

const openAICredentials: ReadonlySet<string> = new Set(['authorization']);
const anthropicCredentials: ReadonlySet<string> = new Set(['authorization', 'x-api-key']);

/** Which provider a path goes to: Anthropic for `/v1/messages…` or a request in Anthropic's headers, else OpenAI. */
export function providerOf(path: string, headers: ProxyRequest['headers']): 'openai' | 'anthropic' {
  if (path.startsWith('/v1/messages')) return 'anthropic';
  return headers['anthropic-version'] !== undefined || headers['x-api-key'] !== undefined
    ? 'anthropic'
    : 'openai';
}

/**
 * The request to the model API: the client's headers without hop-by-hop fields and `x-loopguard-*`, the
 * proxy's own key instead of the client's when one is configured for that provider (`Authorization:
 * Bearer` for OpenAI, `x-api-key` for Anthropic), the client's key otherwise.
 */
export function upstreamRequest(
  options: ResolvedProxyOptions,
  provider: 'openai' | 'anthropic',
  request: ProxyRequest,
  body: Uint8Array | string | undefined,
  signal: AbortSignal,
  extraHeaders?: Readonly<Record<string, string>>,
): UpstreamRequest {
  const key = provider === 'openai' ? options.openAIKey : options.anthropicKey;
  const headers = forwardHeaders(
    request.headers,
    key === undefined ? undefined : provider === 'openai' ? openAICredentials : anthropicCredentials,
  );
  if (key !== undefined) {
    if (provider === 'openai') headers.authorization = `Bearer ${key}`;
    else headers['x-api-key'] = key;
  }
  if (extraHeaders) Object.assign(headers, extraHeaders);
  const base = provider === 'openai' ? options.openAIBaseUrl : options.anthropicBaseUrl;
  return { url: base + request.path, method: request.method, headers, body, signal };
}
