import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  bundleBoot,
  bundleDashboard,
  DASHBOARD_BUNDLE,
  DASHBOARD_PAGE,
  pageWithBoot,
} from '../scripts/bundle-dashboard.js';
import { loadPageAssets } from '../src/dashboard/page-assets.js';

describe('the dashboard bundle', () => {
  it('is what dashboard/src gives now (run `npm run bundle:dashboard` after editing the page)', async () => {
    const committed = readFileSync(DASHBOARD_BUNDLE, 'utf8');
    const fresh = await bundleDashboard();
    // One assertion on the whole text: a stale bundle would serve a page the sources no longer describe.
    expect(
      committed === fresh,
      'dashboard/app.js is older than dashboard/src: run `npm run bundle:dashboard`',
    ).toBe(true);
  });

  it("holds the page's inline first script as dashboard/src/boot.js gives it now", async () => {
    const committed = readFileSync(DASHBOARD_PAGE, 'utf8');
    expect(
      committed === pageWithBoot(committed, await bundleBoot()),
      'the inline script of dashboard/index.html is older than dashboard/src: run `npm run bundle:dashboard`',
    ).toBe(true);
  });

  it('is the one script the page loads besides uPlot, and the sources are not served', () => {
    const assets = loadPageAssets();
    const html = Buffer.from(assets.get('index.html')?.body ?? []).toString('utf8');
    const scripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toEqual(['assets/uPlot.iife.min.js', 'assets/app.js']);
    expect(html).not.toContain('modulepreload');
    const app = Buffer.from(assets.get('app.js')?.body ?? []).toString('utf8');
    expect(app).not.toMatch(/^\s*import\s/m);
    expect([...assets.keys()].sort()).toEqual([
      'app.js',
      'favicon.svg',
      'index.html',
      'style.css',
      'uPlot.iife.min.js',
      'uPlot.min.css',
    ]);
  });
});
