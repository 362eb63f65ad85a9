import type { Dashboard } from '../dashboard/create-dashboard.js';
import type { ProxyExchange, ProxyReply } from '../proxy/proxy-exchange.js';

/** Where the gateway serves the dashboard. */
export const DASHBOARD_PATH = '/dashboard';

/**
 * Serves the dashboard (created with `basePath: '/dashboard'`) beside the gateway's routes. The dashboard
 * keeps its own access rule: loopback clients only, unless it was given an access token. Its answers are
 * small (the page's files, JSON), so each is read whole; the WHATWG objects it takes cost nothing on the
 * model routes, which never come here.
 */
export function withDashboardRoute(exchange: ProxyExchange, dashboard: Dashboard): ProxyExchange {
  return async (request) => {
    if (
      request.path !== DASHBOARD_PATH &&
      !request.path.startsWith(`${DASHBOARD_PATH}/`) &&
      !request.path.startsWith(`${DASHBOARD_PATH}?`)
    )
      return exchange(request);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (value !== undefined) headers.set(name, value);
    const host = request.headers.host ?? '127.0.0.1';
    const response = await dashboard.fetch(
      new Request(`http://${host}${request.path}`, {
        method: request.method,
        headers,
        signal: request.signal,
      }),
      request.remoteAddress,
    );
    const replyHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      replyHeaders[name] = value;
    });
    const reply: ProxyReply = {
      status: response.status,
      headers: replyHeaders,
      body: new Uint8Array(await response.arrayBuffer()),
    };
    return reply;
  };
}
