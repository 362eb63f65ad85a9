import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build } from 'esbuild';

/** The page's sources: plain ES modules, type-checked from their JSDoc (`dashboard/src/tsconfig.json`). */
export const DASHBOARD_SOURCE = fileURLToPath(new URL('../dashboard/src/app.js', import.meta.url));
/** The one script the page loads, committed beside `index.html` so the package needs no build step to serve it. */
export const DASHBOARD_BUNDLE = fileURLToPath(new URL('../dashboard/app.js', import.meta.url));

/**
 * How the page's modules become one script. A first visit fetched eleven modules: on a two-core machine
 * Chromium spent more time on the requests than on the page (one script drew the first view about 80 ms
 * sooner, measured side by side). Not minified, so what the package serves can be read as it is.
 */
export const bundleOptions: BuildOptions = {
  entryPoints: [DASHBOARD_SOURCE],
  // The bundle names each module by its path from here: the same text from any working directory.
  absWorkingDir: fileURLToPath(new URL('..', import.meta.url)),
  bundle: true,
  format: 'esm',
  target: 'es2022',
  charset: 'utf8',
  legalComments: 'none',
  banner: {
    js: '// Built from dashboard/src by `npm run bundle:dashboard` (esbuild): edit the sources, not this file.',
  },
  write: false,
  logLevel: 'silent',
};

/** The bundle's text as the sources give it now. */
export async function bundleDashboard(): Promise<string> {
  const result = await build(bundleOptions);
  const [output] = result.outputFiles ?? [];
  if (!output) throw new Error('esbuild wrote no bundle of dashboard/src/app.js');
  return output.text;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(DASHBOARD_BUNDLE, await bundleDashboard());
  console.log(`wrote ${DASHBOARD_BUNDLE}`);
}
