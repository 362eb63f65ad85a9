import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboard } from '../src/dashboard/create-dashboard.js';
import { DASHBOARD_PATH, withDashboardRoute } from '../src/cli/dashboard-route.js';
import type { ProxyRequest } from '../src/proxy/proxy-exchange.js';
import type { EventReader } from '../src/stores/event-reader.js';
import { openSqliteEventReader } from '../src/stores/sqlite/sqlite-event-reader.js';
import { runCli } from './helpers/cli.js';
import { buildFixtureStore } from './helpers/fixture-store.js';

const directory = mkdtempSync(join(tmpdir(), 'loopguard-proxy-dashboard-'));
const path = join(directory, 'fixture.db');
let reader: EventReader;

beforeAll(() => {
  buildFixtureStore(path);
  reader = openSqliteEventReader(path);
});
afterAll(() => reader.close());

const request = (target: string, remoteAddress: string): ProxyRequest => ({
  method: 'GET',
  path: target,
  headers: { host: '127.0.0.1:8787' },
  body: new Uint8Array(),
  signal: new AbortController().signal,
  remoteAddress,
});

describe('the dashboard at /dashboard on the gateway', () => {
  const modelRoutes: string[] = [];
  it('serves the page and the same daily numbers as loopguard report, and leaves other routes to the gateway', async () => {
    const dashboard = withDashboardRoute(
      async (incoming) => {
        modelRoutes.push(incoming.path);
        return { status: 404, headers: {}, body: '' };
      },
      createDashboard({ reader, basePath: DASHBOARD_PATH }),
    );
    const page = await dashboard(request('/dashboard/', '127.0.0.1'));
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    const daily = await dashboard(request('/dashboard/api/daily', '127.0.0.1'));
    expect(daily.status).toBe(200);
    const { rows } = JSON.parse(new TextDecoder().decode(daily.body as Uint8Array));
    const cli = await runCli(['report', 'daily', '--db', path, '--json']);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toEqual(JSON.parse(cli.stdout));
    await dashboard(request('/v1/models', '127.0.0.1'));
    expect(modelRoutes).toEqual(['/v1/models']);
  });

  it('answers only loopback clients without its own access token', async () => {
    const exchange = withDashboardRoute(
      async () => ({ status: 404, headers: {}, body: '' }),
      createDashboard({ reader, basePath: DASHBOARD_PATH }),
    );
    expect((await exchange(request('/dashboard/api/latest', '127.0.0.1'))).status).toBe(200);
    const refused = await exchange(request('/dashboard/api/latest', '203.0.113.9'));
    expect(refused.status).toBe(403);
  });
});
