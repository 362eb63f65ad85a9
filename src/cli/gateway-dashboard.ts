import type { DashboardOptions } from '../dashboard/create-dashboard.js';
import type { ProxyExchange } from '../proxy/proxy-exchange.js';

/**
 * The dashboard over the proxy's own event store, served at /dashboard (loopback clients only), with the
 * policy's budgets, the live budget ledger and the gateway's transcript capture (followed as runs are
 * written). A store it cannot read leaves the gateway running without it, with a line saying why.
 */
export async function openDashboard(
  db: string,
  options: Pick<DashboardOptions, 'budgets' | 'live'> & { transcriptsFile: string | undefined },
) {
  const { createDashboard } = await import('../dashboard/create-dashboard.js');
  const { openEventReader } = await import('../stores/open-event-store.js');
  const { DASHBOARD_PATH, withDashboardRoute } = await import('./dashboard-route.js');
  try {
    const reader = await openEventReader(db);
    const { followRunContents } = await import('../dashboard/follow-run-contents.js');
    const { transcriptsFile, ...rest } = options;
    const dashboard = createDashboard({
      reader,
      basePath: DASHBOARD_PATH,
      ...rest,
      ...(transcriptsFile ? { transcripts: followRunContents(transcriptsFile, { mustExist: false }) } : {}),
    });
    return {
      route: (exchange: ProxyExchange) => withDashboardRoute(exchange, dashboard),
      close: () => reader.close(),
    };
  } catch (error) {
    console.error(`loopguard proxy: no dashboard: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}
