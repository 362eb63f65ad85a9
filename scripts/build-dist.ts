import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type BuildOptions, build } from 'esbuild';

/** The repository root, where `package.json` names the entries the build makes. */
const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The sources of the package's entries: one per `exports` subpath and the `bin`, each `./dist/x/y.js` built
 * from `src/x/y.ts` to the same path, so `package.json` names the built files as before.
 */
export function entrySources(manifest = readManifest()): string[] {
  const targets = [
    ...Object.values(manifest.exports).flatMap((target) =>
      typeof target === 'string' ? [] : [target.default],
    ),
    ...Object.values(manifest.bin),
  ];
  return [...new Set(targets)].map((target) => {
    const match = /^\.\/dist\/(.+)\.js$/.exec(target);
    if (!match) throw new Error(`package.json: ${target} is not a .js file under ./dist/`);
    return `src/${match[1]}.ts`;
  });
}

interface Manifest {
  readonly exports: Readonly<Record<string, string | { readonly default: string }>>;
  readonly bin: Readonly<Record<string, string>>;
}

function readManifest(): Manifest {
  return JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest;
}

/**
 * The published JavaScript: one ES module per entry and the code entries share in `dist/chunks/`. Loading a
 * subpath reads a few files instead of one per source module (the root entry alone was about 190), which is
 * most of what `import('loopguard')` cost on Node 22. Shared chunks keep one copy of each module, so a class
 * is the same class from every subpath (`instanceof LoopguardError` holds across them); each `import()` of
 * our own modules stays a chunk of its own, loaded when it runs (the CLI's commands, the stores' drivers).
 * Packages stay external and load as the sources load them (the drivers and SDKs only on first use).
 * Not minified, so the shipped code reads as the sources do; no source maps, since `src/` is not shipped.
 */
export const distOptions: BuildOptions = {
  absWorkingDir: root,
  entryPoints: entrySources(),
  outdir: 'dist',
  outbase: 'src',
  entryNames: '[dir]/[name]',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  charset: 'utf8',
  legalComments: 'none',
  logLevel: 'warning',
};

/** Empties `dist/`, writes the declarations (tsc) and then the JavaScript (esbuild) into it. */
export async function buildDist(): Promise<void> {
  rmSync(join(root, 'dist'), { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  await build(distOptions);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildDist();
