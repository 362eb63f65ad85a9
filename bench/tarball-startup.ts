/**
 * Start-up of the package as a user gets it: the packed tarball installed into an empty project, under the
 * Node running the bench (20 in CI) and under a Node 22 (the registry's `node-<platform>-<arch>` package,
 * as test/package-install.test.ts gets it), each timed against `node -e 0` on the same Node.
 *
 *   npm run build && npx tsx bench/tarball-startup.ts
 *   npm run build && node --import tsx bench/record-figures.ts tarball-startup   # and record the figures
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { node22, npmCli } from '../test/helpers/node22.js';
import { assertBuildCurrent } from './built.js';
import { reportCliStartup, type StartupSample, timePairs } from './cli-startup.js';
import type { FigureInput } from './figures-file.js';

const root = fileURLToPath(new URL('../', import.meta.url));

/** The start-up of one Node's install of the tarball. */
export interface TarballStartup {
  /** `v20.20.2`. */
  readonly version: string;
  /** `20`. */
  readonly major: number;
  readonly installSeconds: number;
  readonly samples: readonly StartupSample[];
}

function spawn(node: string, args: readonly string[], cwd: string): string {
  const result = spawnSync(node, args, { cwd, encoding: 'utf8', env: { ...process.env, NODE_PATH: '' } });
  if (result.status !== 0) throw new Error(`bench: ${node} ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

/** Packs the built package (no scripts: dist/ is the build the bench checked) into `folder`. */
function pack(folder: string): string {
  const [{ filename }] = JSON.parse(
    spawn(
      process.execPath,
      [npmCli, 'pack', '--ignore-scripts', '--pack-destination', folder, '--json'],
      root,
    ),
  ) as [{ filename: string }];
  return join(folder, filename);
}

/** Installs `tarball` into a new empty project under `node` and times its start-up there. */
function measureOne(node: string, tarball: string, work: string, runs: number): TarballStartup {
  const version = spawn(node, ['--version'], work).trim();
  const project = join(work, `project-${version}`);
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    '{ "name": "empty-project", "private": true, "type": "module" }\n',
  );
  const started = performance.now();
  spawn(node, [npmCli, 'install', '--no-audit', '--no-fund', '--prefer-offline', tarball], project);
  const installSeconds = (performance.now() - started) / 1000;
  const bin = join(project, 'node_modules', '.bin', 'loopguard');
  const commands = [
    { label: `loopguard --help, tarball, Node ${version}`, args: [bin, '--help'], target: 2 },
    {
      label: `import('loopguard'), tarball, Node ${version}`,
      args: ['--input-type=module', '-e', "await import('loopguard')"],
      target: 2.5,
    },
  ];
  const samples = commands.map(({ label, args, target }) => ({
    label,
    ...timePairs(args, runs, node, project),
    target,
  }));
  return { version, major: Number(version.slice(1).split('.')[0]), installSeconds, samples };
}

/** Packs once, then installs and times under this Node and under a Node 22 (one Node when this is 22). */
export function measureTarballStartup(runs = 21): TarballStartup[] {
  assertBuildCurrent();
  const work = mkdtempSync(join(tmpdir(), 'loopguard-tarball-startup-'));
  try {
    const tarball = pack(work);
    const nodes = [...new Set([process.execPath, node22()])];
    return nodes.map((node) => measureOne(node, tarball, work, runs));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Prints each Node's table beside its install time. */
export function reportTarballStartup(results = measureTarballStartup()): TarballStartup[] {
  for (const result of results) {
    console.log(
      `packed tarball, npm install into an empty project under Node ${result.version}: ${result.installSeconds.toFixed(1)} s`,
    );
    reportCliStartup(result.samples);
  }
  return results;
}

/** The figures file's keys: each ratio by Node major (`startup.tarball.node22.import`). */
export function tarballStartupFigures(results: readonly TarballStartup[]): FigureInput[] {
  return results.flatMap((result) => {
    const [help, imported] = result.samples as [StartupSample, StartupSample];
    const ratio = (key: string, label: string, sample: StartupSample): FigureInput => ({
      key: `startup.tarball.node${result.major}.${key}`,
      label: `${label} ÷ \`node -e 0\`, wall, the packed tarball installed in an empty project, Node ${result.version} (target ≤ ${sample.target}×)`,
      value: Number(sample.ratio.toFixed(2)),
      unit: '×',
      text: `${sample.ratio.toFixed(2)}×`,
    });
    return [ratio('help', '`loopguard --help`', help), ratio('import', "`import('loopguard')`", imported)];
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) reportTarballStartup();
