import { PromptCalibration } from '../guard/prompt-calibration.js';
import { browserRefusal } from './browser-refusal.js';
import { ConversationIndex } from './conversation-index.js';
import { requestFromFetch, responseFromReply } from './fetch-exchange.js';
import { createFetchUpstream } from './fetch-upstream.js';
import { createFleetRuns } from './fleet-runs.js';
import { guardedExchange } from './guarded-exchange.js';
import { createMemoryRuns } from './memory-runs.js';
import { passThrough } from './pass-through.js';
import { proxyApis } from './proxy-api.js';
import { LatencyClock, type ProxyContext } from './proxy-context.js';
import { errorReply } from './proxy-error-reply.js';
import type { ProxyExchange, ProxyReply, ProxyRequest } from './proxy-exchange.js';
import { type ProxyOptions, resolveProxyOptions } from './proxy-options.js';
import { createRetryBudget } from './retry-budget.js';
import { compileRoutePattern, decideRoute } from './route-table.js';
import { createSettleJournal } from './settle-journal.js';
import { StoredConversations } from './stored-conversations.js';
import { providerOf } from './upstream-request.js';

/** A running proxy: the fetch-style handler, the lean exchange the Node server calls, and `close`. */
export interface GatewayProxy {
  /** The proxy as a fetch-style handler, for tests without sockets and for fetch-based servers. */
  readonly fetch: (request: Request) => Promise<Response>;
  /** The proxy on its own request/reply shapes, for the lean Node server (no WHATWG objects per request). */
  readonly exchange: ProxyExchange;
  /** Runs held in this process (memory mode), `undefined` in fleet mode. */
  readonly openRuns: number | undefined;
  /** Of {@link openRuns}, those idle past `parkIdleRunsAfterMs` and held as snapshots; `undefined` in fleet mode. */
  readonly parkedRuns: number | undefined;
  /** Money held by each live run's calls in flight, by run id (memory mode); `undefined` in fleet mode. */
  reservedByRun(): ReadonlyMap<string, number> | undefined;
  /** Ends the runs it holds (memory mode: `run_end`, abandoned), stops its timers and closes the upstream. */
  close(): Promise<void>;
}

const health: ProxyReply = {
  status: 200,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  body: '{"status":"ok"}',
};

/**
 * The gateway core: `POST /v1/chat/completions`, `/v1/responses` and `/v1/messages` guarded (plain and
 * streaming), any other `/v1/*` passed through unguarded, `GET /healthz`. Every request is named to a run
 * (`x-loopguard-run-id`, else derived from the conversation), checked against every gate and the shared
 * budgets before it is forwarded, and settled from the upstream's usage; a trip answers in the API's own
 * error format with a status the SDKs do not retry.
 * @example
 * const proxy = createProxy({ openAIBaseUrl: 'https://api.openai.com', onEvent: sink.listener });
 * const served = await serveProxy(proxy.exchange, { port: 8787 });
 */
export function createProxy(options: ProxyOptions = {}): GatewayProxy {
  const resolved = resolveProxyOptions(options);
  const onError = (error: unknown) =>
    console.warn('[loopguard proxy]', error instanceof Error ? error.message : error);
  const settings = {
    policy: resolved.policy,
    listeners: resolved.listeners,
    idleTimeoutMs: resolved.runIdleTimeoutMs,
    enforce: resolved.enforce,
    now: resolved.now,
    promptCalibration: new PromptCalibration(),
  };
  const context: ProxyContext = {
    options: { ...resolved, onError },
    upstream: resolved.upstream ?? createFetchUpstream(resolved.fetch),
    runs: resolved.runStore
      ? createFleetRuns(resolved.runStore, { ...settings, onError })
      : createMemoryRuns({ ...settings, parkIdleRunsAfterMs: resolved.parkIdleRunsAfterMs, onError }),
    retries: createRetryBudget(resolved.retryBudget, resolved.now),
    journal: createSettleJournal({ onError }),
    stored: new StoredConversations(),
    conversations: new ConversationIndex(),
  };
  const metrics = resolved.metrics;
  const passThroughRoutes = (resolved.policy.passThrough ?? []).map(compileRoutePattern);
  const browserRules = {
    allowedOrigins: resolved.allowedOrigins,
    requiresCredentials: resolved.policy.requiresCredentials === true,
  };

  const exchange: ProxyExchange = async (request: ProxyRequest): Promise<ProxyReply> => {
    const latency = new LatencyClock();
    const path = request.path;
    const query = path.indexOf('?');
    const route = query === -1 ? path : path.slice(0, query);
    if (route === '/healthz' && (request.method === 'GET' || request.method === 'HEAD')) return health;
    const codec = proxyApis.get(route);
    const format =
      codec?.format ?? (providerOf(route, request.headers) === 'anthropic' ? 'anthropic' : 'openai');
    if (!route.startsWith('/v1/'))
      return errorReply(
        format,
        404,
        'not_found_error',
        `no route for ${request.method} ${route}: the proxy serves /v1/* and GET /healthz`,
      );
    const refused = browserRefusal(request, format, codec !== undefined, browserRules);
    if (refused) return refused;
    const identity = resolved.policy.identify(request.headers, request.remoteAddress);
    if ('status' in identity)
      return errorReply(
        format,
        identity.status,
        identity.status === 401 ? 'authentication_error' : 'permission_error',
        identity.message,
      );
    if (request.body.byteLength > resolved.maxBodyBytes)
      return errorReply(
        format,
        413,
        'request_too_large',
        `the request body is larger than ${resolved.maxBodyBytes} bytes (maxBodyBytes)`,
        null,
        { connection: 'close' },
      );
    if (codec && request.method !== 'POST')
      return errorReply(
        format,
        405,
        'invalid_request_error',
        `${route} takes POST, got ${request.method}`,
        null,
        { allow: 'POST' },
      );
    if (!codec) {
      const decision = decideRoute(request.method, route, passThroughRoutes);
      const provider = providerOf(route, request.headers);
      if (decision.kind === 'free') return passThrough(context, request, provider);
      if (decision.kind === 'pass-through') {
        // Named by the policy, the call is the caller's own: never sent with the gateway's key unmetered.
        const gatewayKey = provider === 'openai' ? resolved.openAIKey : resolved.anthropicKey;
        if (gatewayKey === undefined) return passThrough(context, request, provider);
        return errorReply(
          format,
          403,
          'permission_error',
          `${request.method} ${route} is a pass-through route, and pass-through calls go with the caller's own key: this gateway holds its own ${provider} key, which it never spends unmetered`,
          'LOOPGUARD_ROUTE_REFUSED',
        );
      }
      return errorReply(
        format,
        403,
        'permission_error',
        `${request.method} ${route} is not in the gateway's route table: it guards chat completions, Responses and messages, forwards free reads (models, moderations, token counts, stored responses) and refuses every other route, paid or not, unless the policy's \`passThrough\` names it (then forwarded with the caller's own key)`,
        'LOOPGUARD_ROUTE_REFUSED',
      );
    }
    try {
      return await guardedExchange(context, codec, request, identity, latency);
    } catch (error) {
      onError(error);
      return errorReply(
        format,
        500,
        'loop_guard_error',
        `the proxy failed on this request: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      metrics?.addedLatency(latency.seconds());
    }
  };

  return {
    fetch: async (request) => {
      const converted = await requestFromFetch(request, resolved.maxBodyBytes);
      if ('status' in converted) return responseFromReply(converted);
      return responseFromReply(await exchange(converted));
    },
    exchange,
    get openRuns() {
      return context.runs.openRuns;
    },
    get parkedRuns() {
      return context.runs.parkedRuns;
    },
    reservedByRun: () => context.runs.reservedByRun(),
    async close() {
      await context.journal.close();
      await context.runs.close();
      await context.upstream.close();
    },
  };
}

/** The name {@link GatewayProxy} had first; kept for code written against it. */
export type { GatewayProxy as Proxy };
