import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { ConfigError } from '../errors.js';
import { resolveGuardOptions } from '../guard/options.js';
import { toConfigIssues } from '../guard/options-schema.js';
import type { CurrentLimits } from '../report/calibration.js';
import type { EventReader } from '../stores/event-reader.js';
import { checkAccess, TOKEN_COOKIE } from './access-check.js';
import { AnswerCache } from './answer-cache.js';
import { type ApiAnswer, apiRoutes } from './api-routes.js';
import type { DashboardBudgets } from './budget-route.js';
import { DashboardError, dashboardErrorStatus } from './dashboard-error.js';
import { parseDashboardQuery } from './dashboard-query.js';
import type { FollowedRunContents } from './follow-run-contents.js';
import type { LiveBudgets } from './ledger-watch.js';
import { loadPageAssets } from './page-assets.js';
import type { RunContents } from './run-content.js';
import { contentSecurityPolicy, inlineScriptsOf, securityHeaders } from './security-headers.js';

/** Options of {@link createDashboard}. */
export interface DashboardOptions {
  /** Where the events come from: the same reader the CLI reports use. */
  readonly reader: EventReader;
  /**
   * The token a client that is not on loopback must present (`?token=` once, then a cookie; or
   * `Authorization: Bearer`). At least 16 characters. @default none: only loopback clients are answered
   */
  readonly accessToken?: string | undefined;
  /** The path the dashboard is mounted at, e.g. `/dashboard` in the gateway. @default '' (the root) */
  readonly basePath?: string | undefined;
  /** The limits calibration compares with (a resolved policy fits). @default the built-in guard defaults */
  readonly limits?: CurrentLimits | undefined;
  /** How often the page asks whether new events arrived, in milliseconds. @default 2000 */
  readonly pollIntervalMs?: number | undefined;
  /**
   * The shared budgets (USD) the budgets view compares today's spending with: a gateway policy's `budgets`.
   * @default none: the view shows what was spent, and says no limits were given
   */
  readonly budgets?: DashboardBudgets | undefined;
  /**
   * The gateway's budget ledger as {@link watchLedger} shows it: the budgets view then lists every scope the
   * policy defines with spent, reserved by calls in flight and left, from the ledger. @default none: the
   * view shows what the store knows and says what needs the gateway
   */
  readonly live?: LiveBudgets | undefined;
  /**
   * Recorded content of runs by run id ({@link readRunContents} of a transcript file): the trace then shows
   * each call's prompt additions, reply, tool calls and results. @default none
   */
  readonly runContents?: RunContents | undefined;
  /**
   * A transcript file followed as it grows ({@link followRunContents}): the trace shows the content of every
   * run in it, also of runs written after start. Wins over `runContents`. @default none
   */
  readonly transcripts?: FollowedRunContents | undefined;
  /** The page's own files. @default the `dashboard/` folder shipped in the package */
  readonly pageDirectory?: string | undefined;
}

/** The dashboard: a fetch-style handler, and the same as a Node `http` request listener. */
export interface Dashboard {
  /**
   * Answers one request. `remoteAddress` is the client's socket address: without it the client counts as
   * remote and needs the access token.
   */
  fetch(request: Request, remoteAddress?: string): Promise<Response>;
  /** A Node `http` request listener: `createServer(dashboard.listener)`. */
  readonly listener: (incoming: IncomingMessage, outgoing: ServerResponse) => void;
}

const usd = z.number().finite('expected a finite amount').min(0, 'expected an amount of at least 0');

const optionsSchema = z.object({
  reader: z.custom<EventReader>(
    (value) => typeof value === 'object' && value !== null && 'daily' in value && 'latestEventId' in value,
    'expected an EventReader',
  ),
  accessToken: z.string().min(16, 'expected a token of at least 16 characters').optional(),
  basePath: z
    .string()
    .regex(/^(\/[A-Za-z0-9._~-]+)*$/, 'expected "" or a path like /dashboard, without a trailing slash')
    .optional(),
  limits: z.unknown().optional(),
  pollIntervalMs: z.number().int().min(100, 'expected at least 100 ms').optional(),
  budgets: z
    .strictObject({
      perRun: usd.optional(),
      perTask: usd.optional(),
      perAgentPerDay: usd.optional(),
      perClientKeyPerDay: usd.optional(),
      globalPerDay: usd.optional(),
    })
    .optional(),
  pageDirectory: z.string().optional(),
  live: z
    .custom<LiveBudgets>(
      (value) => typeof value === 'object' && value !== null && 'reservedByRun' in value,
      'expected the live budgets of watchLedger',
    )
    .optional(),
  runContents: z.instanceof(Map, { error: 'expected the Map readRunContents gives' }).optional(),
  transcripts: z
    .custom<FollowedRunContents>(
      (value) => typeof value === 'object' && value !== null && 'refresh' in value,
      'expected what followRunContents gives',
    )
    .optional(),
});

/** The policy of every answer but the page itself, which adds its inline first script by hash. */
const BASE_POLICY = contentSecurityPolicy();

function answer(
  status: number,
  body: string | Uint8Array | null,
  headers: Record<string, string>,
  policy = BASE_POLICY,
): Response {
  return new Response(body, { status, headers: { ...securityHeaders(policy), ...headers } });
}

function errorAnswer(error: DashboardError): Response {
  return answer(
    dashboardErrorStatus[error.code],
    JSON.stringify({ error: { code: error.code, message: error.message, ...error.details } }),
    { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  );
}

function apiAnswer(result: ApiAnswer, milliseconds: number): Response {
  // How long the store took, for the browser's network panel and the bench (RFC: W3C Server Timing).
  const timing = { 'server-timing': `store;dur=${milliseconds.toFixed(1)}` };
  if (result.kind === 'json')
    return answer(200, JSON.stringify(result.value), {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...timing,
    });
  return answer(200, result.text, {
    'content-type': result.contentType,
    'cache-control': 'no-store',
    ...timing,
    ...(result.filename ? { 'content-disposition': `attachment; filename="${result.filename}"` } : {}),
  });
}

/** A Node request as a fetch `Request` (the dashboard reads no bodies, so none is passed on). */
function requestOf(incoming: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const target = incoming.url ?? '/';
  // The path is appended, not resolved: `//x` stays a path instead of naming a host.
  const origin = `http://${headers.get('host') ?? 'localhost'}`;
  return new Request(`${origin}${target.startsWith('/') ? '' : '/'}${target}`, {
    method: incoming.method ?? 'GET',
    headers,
  });
}

/**
 * The web dashboard over an event store: the page (its own files and uPlot, nothing from elsewhere) and its
 * JSON API, on the same {@link EventReader} queries as `loopguard report`, `trace` and `calibrate`. Mount it
 * at `basePath`; only loopback clients are answered unless an `accessToken` is set.
 *
 * @example
 * ```ts
 * const dashboard = createDashboard({ reader: openSqliteEventReader('./loopguard.db') });
 * createServer(dashboard.listener).listen(8788, '127.0.0.1');
 * ```
 */
export function createDashboard(options: DashboardOptions): Dashboard {
  const parsed = optionsSchema.safeParse(options);
  if (!parsed.success)
    throw new ConfigError('LOOPGUARD_INVALID_OPTIONS', toConfigIssues(parsed.error, options), {
      source: 'createDashboard',
    });
  const basePath = options.basePath ?? '';
  const accessToken = options.accessToken;
  const assets = loadPageAssets(options.pageDirectory);
  const page = assets.get('index.html');
  const pagePolicy = contentSecurityPolicy(inlineScriptsOf(Buffer.from(page?.body ?? []).toString('utf8')));
  const cache = new AnswerCache<ApiAnswer>();
  const context = {
    reader: options.reader,
    limits: options.limits ?? resolveGuardOptions({}),
    pollIntervalMs: options.pollIntervalMs ?? 2_000,
    budgets: options.budgets,
    live: options.live,
    now: Date.now,
    runContents: options.transcripts ?? options.runContents,
  };

  async function handle(request: Request, remoteAddress: string | undefined): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`))
      throw new DashboardError('LOOPGUARD_DASHBOARD_NOT_FOUND', `no page at ${url.pathname}`);
    await checkAccess(request, url, remoteAddress, accessToken);
    if (request.method !== 'GET' && request.method !== 'HEAD')
      throw new DashboardError(
        'LOOPGUARD_DASHBOARD_METHOD',
        `the dashboard answers GET only, not ${request.method}`,
      );
    const path = url.pathname.slice(basePath.length);
    if (path === '') return answer(308, null, { location: `${basePath}/${url.search}` });
    if (url.searchParams.has('token') && !path.startsWith('/api/')) {
      // The token moves into a cookie and out of the address bar, history and any copied link.
      url.searchParams.delete('token');
      const secure = url.protocol === 'https:' ? '; Secure' : '';
      return answer(303, null, {
        location: `${url.pathname}${url.search}`,
        'set-cookie': `${TOKEN_COOKIE}=${encodeURIComponent(accessToken ?? '')}; Path=${basePath}/; HttpOnly; SameSite=Strict${secure}`,
        'cache-control': 'no-store',
      });
    }
    if (path === '/') return assetAnswer('index.html');
    if (path.startsWith('/assets/')) return assetAnswer(path.slice('/assets/'.length));
    if (path.startsWith('/api/')) {
      const route = Object.hasOwn(apiRoutes, path.slice(5)) ? apiRoutes[path.slice(5)] : undefined;
      if (!route) throw new DashboardError('LOOPGUARD_DASHBOARD_NOT_FOUND', `no API route ${path}`);
      url.searchParams.delete('token');
      const query = parseDashboardQuery(url.searchParams);
      const started = performance.now();
      // The ledger's reservations change with no new event: read each time.
      if (path === '/api/latest' || (path === '/api/budgets' && context.live))
        return apiAnswer(await route(context, query), performance.now() - started);
      // A followed transcript file is read up to date first; the runs it gained change the trace's answer.
      if (path === '/api/trace') options.transcripts?.refresh();
      const version = path === '/api/trace' ? (options.transcripts?.version ?? 0) : 0;
      const key = `${path}?${JSON.stringify(query)}#${version}`;
      const latestEventId = await context.reader.latestEventId();
      let result = cache.get(key, latestEventId);
      if (!result) {
        result = await route(context, query);
        cache.set(key, latestEventId, result);
      }
      return apiAnswer(result, performance.now() - started);
    }
    throw new DashboardError('LOOPGUARD_DASHBOARD_NOT_FOUND', `no page at ${url.pathname}`);
  }

  function assetAnswer(name: string): Response {
    const asset = assets.get(name);
    if (!asset) throw new DashboardError('LOOPGUARD_DASHBOARD_NOT_FOUND', `no file ${name}`);
    return answer(
      200,
      asset.body,
      { 'content-type': asset.contentType, 'cache-control': 'no-cache' },
      asset === page ? pagePolicy : BASE_POLICY,
    );
  }

  const fetch = async (request: Request, remoteAddress?: string): Promise<Response> => {
    try {
      return await handle(request, remoteAddress);
    } catch (error) {
      if (DashboardError.isInstance(error)) return errorAnswer(error);
      throw error;
    }
  };

  const listener = (incoming: IncomingMessage, outgoing: ServerResponse): void => {
    const send = async (response: Response) => {
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(incoming.method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer()));
    };
    let request: Request;
    try {
      request = requestOf(incoming);
    } catch (error) {
      // A method fetch refuses (TRACE) or a Host header that makes no URL.
      const reason = error instanceof Error ? error.message : String(error);
      void send(errorAnswer(new DashboardError('LOOPGUARD_DASHBOARD_BAD_REQUEST', `bad request: ${reason}`)));
      return;
    }
    fetch(request, incoming.socket.remoteAddress)
      .then(send)
      .catch((error: unknown) => {
        if (!outgoing.headersSent) outgoing.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        outgoing.end(`dashboard error: ${error instanceof Error ? error.message : String(error)}`);
      });
  };

  return { fetch, listener };
}
