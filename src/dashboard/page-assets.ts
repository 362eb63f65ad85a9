import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join } from 'node:path';
import { packageRoot } from '../utils/package-root.js';

/** One file the page loads, held in memory. */
export interface PageAsset {
  readonly body: Uint8Array;
  readonly contentType: string;
}

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** The page's own files: `dashboard/` at the package root, shipped as they are (no build step). */
export function pageDirectory(): string {
  return join(packageRoot(), 'dashboard');
}

/**
 * The page's files by name (`index.html`, `app.js`, …) and uPlot's script and stylesheet from the installed
 * package, read once: the page never loads anything from elsewhere, so it works offline.
 */
export function loadPageAssets(directory = pageDirectory()): ReadonlyMap<string, PageAsset> {
  const assets = new Map<string, PageAsset>();
  for (const name of readdirSync(directory)) {
    const contentType = contentTypes[extname(name)];
    if (contentType) assets.set(name, { body: readFileSync(join(directory, name)), contentType });
  }
  const require = createRequire(import.meta.url);
  for (const [name, path] of [
    ['uPlot.iife.min.js', 'uplot/dist/uPlot.iife.min.js'],
    ['uPlot.min.css', 'uplot/dist/uPlot.min.css'],
  ] as const) {
    const file = require.resolve(path);
    assets.set(name, { body: readFileSync(file), contentType: contentTypes[extname(file)] as string });
  }
  return assets;
}
