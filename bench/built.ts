import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { distOptions } from '../scripts/build-dist.js';

/**
 * The benches measure the code users run: the build in `dist/` (`npm run bench` builds first), not the
 * sources under tsx. tsx compiles with esbuild's `keepNames`, which passes every function made at run time
 * through a `__name` helper (a property definition): a closure made per call then costs a few hundred
 * nanoseconds more than in the shipped build, and the per-call figures showed it (the gateway's profile
 * spent 2-3% of its time in `set name`).
 *
 * The published dist/ is a bundle with an entry per subpath only, so a bench that needs one module of the
 * sources gets it from a build of every source module made the same way (esbuild, shared chunks, packages
 * external), once per process in `.bench-build/<pid>/`: inside the repository, so its chunks find the packages
 * in node_modules, and one build, so a class is one class for every module a bench loads.
 */

const root = fileURLToPath(new URL('../', import.meta.url));
let checked = false;
let modules: Promise<string> | undefined;

function sourceModules(directory: string, found: string[] = []): string[] {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) sourceModules(path, found);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts'))
      found.push(relative(root, path));
  }
  return found;
}

/** Builds every source module into a folder of this process's own, removed when the process exits. */
async function buildModules(): Promise<string> {
  const outdir = join(root, '.bench-build', String(process.pid));
  mkdirSync(outdir, { recursive: true });
  process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
  await build({ ...distOptions, entryPoints: sourceModules(join(root, 'src')), outdir, logLevel: 'error' });
  return outdir;
}

function newestSource(
  directory: string,
  newest = { path: '', mtimeMs: 0 },
): { path: string; mtimeMs: number } {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) newestSource(path, newest);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      const { mtimeMs } = statSync(path);
      if (mtimeMs > newest.mtimeMs) Object.assign(newest, { path, mtimeMs });
    }
  }
  return newest;
}

/** Throws, naming the file, when `dist/` is missing or older than a source in `src/`. */
export function assertBuildCurrent(): void {
  if (checked) return;
  const marker = join(root, 'dist', 'index.js');
  if (!existsSync(marker))
    throw new Error('bench: dist/ is missing; run `npm run build` first (`npm run bench` does)');
  const built = statSync(marker).mtimeMs;
  const newest = newestSource(join(root, 'src'));
  if (newest.mtimeMs > built)
    throw new Error(
      `bench: ${newest.path.slice(root.length)} is newer than dist/; run \`npm run build\` first (\`npm run bench\` does)`,
    );
  checked = true;
}

/**
 * Loads the built module of `source`, a path under `src/` ending in `.js` as the sources import it
 * (`'guard/guard.js'`). Type it with the source's module: `built<typeof import('../src/guard/guard.js')>(…)`.
 */
export async function built<Module>(source: string): Promise<Module> {
  assertBuildCurrent();
  modules ??= buildModules();
  const path = join(await modules, source);
  if (!existsSync(path))
    throw new Error(`bench: src/${source.replace(/\.js$/, '.ts')} is not a source module`);
  return (await import(pathToFileURL(path).href)) as Module;
}
