import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build } from 'esbuild';

/** The page's sources: plain ES modules, type-checked from their JSDoc (`dashboard/src/tsconfig.json`). */
export const DASHBOARD_SOURCE = fileURLToPath(new URL('../dashboard/src/app.js', import.meta.url));
/** The one script the page loads, committed beside `index.html` so the package needs no build step to serve it. */
export const DASHBOARD_BUNDLE = fileURLToPath(new URL('../dashboard/app.js', import.meta.url));
/** The page, whose inline first script is built from `dashboard/src/boot.js`. */
export const DASHBOARD_PAGE = fileURLToPath(new URL('../dashboard/index.html', import.meta.url));
const BOOT_SOURCE = fileURLToPath(new URL('../dashboard/src/boot.js', import.meta.url));
/** Where the page holds its inline first script (the only inline script; its hash is in the CSP). */
const BOOT_ELEMENT = /(<script id="boot">)([\s\S]*?)(<\/script>)/;

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

/**
 * The page's first script as one line for `index.html`: a script of its own would wait for its own request,
 * so the early API request it sends would leave no sooner than the page's script does.
 */
export async function bundleBoot(): Promise<string> {
  const result = await build({
    ...bundleOptions,
    entryPoints: [BOOT_SOURCE],
    format: 'iife',
    minify: true,
    banner: {},
  });
  const [output] = result.outputFiles ?? [];
  if (!output) throw new Error('esbuild wrote no script of dashboard/src/boot.js');
  return output.text.trim();
}

/** `index.html` with `boot` as its inline first script. */
export function pageWithBoot(html: string, boot: string): string {
  if (!BOOT_ELEMENT.test(html)) throw new Error('dashboard/index.html has no <script id="boot"> element');
  return html.replace(
    BOOT_ELEMENT,
    (_, open: string, _old: string, close: string) => `${open}${boot}${close}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(DASHBOARD_BUNDLE, await bundleDashboard());
  writeFileSync(DASHBOARD_PAGE, pageWithBoot(readFileSync(DASHBOARD_PAGE, 'utf8'), await bundleBoot()));
  console.log(`wrote ${DASHBOARD_BUNDLE} and the inline script of ${DASHBOARD_PAGE}`);
}
