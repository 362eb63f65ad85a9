import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Table from 'cli-table3';
import { assertBuildCurrent } from './built.js';

/** One command's start-up against `node -e 0`, the floor of any Node process on this machine. */
export interface StartupSample {
  readonly label: string;
  readonly medianMs: number;
  readonly floorMedianMs: number;
  /** The median of the per-pair ratios (command run, then the floor run, in turn). */
  readonly ratio: number;
  /** What the issue asks of it. */
  readonly target: number;
}

const root = fileURLToPath(new URL('../', import.meta.url));
const main = join(root, 'dist', 'cli', 'main.js');
const index = pathToFileURL(join(root, 'dist', 'index.js')).href;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

function wallMs(args: readonly string[], node = process.execPath, cwd?: string): number {
  const started = performance.now();
  const result = spawnSync(node, args, { stdio: 'ignore', ...(cwd ? { cwd } : {}) });
  if (result.status !== 0) throw new Error(`bench: ${node} ${args.join(' ')} exited ${result.status}`);
  return performance.now() - started;
}

/**
 * One command timed against `node -e 0` on the same Node binary, in turn, `runs` pairs after one warm-up
 * of each: the medians of each side and the median of the pairs' ratios.
 */
export function timePairs(
  args: readonly string[],
  runs: number,
  node = process.execPath,
  cwd?: string,
): { medianMs: number; floorMedianMs: number; ratio: number } {
  wallMs(args, node, cwd);
  wallMs(['-e', '0'], node, cwd);
  const times: number[] = [];
  const floors: number[] = [];
  const ratios: number[] = [];
  for (let run = 0; run < runs; run++) {
    const time = wallMs(args, node, cwd);
    const floor = wallMs(['-e', '0'], node, cwd);
    times.push(time);
    floors.push(floor);
    ratios.push(time / floor);
  }
  return { medianMs: median(times), floorMedianMs: median(floors), ratio: median(ratios) };
}

/**
 * Whole-process start-up of `loopguard --help`, `--version` and `import('loopguard')`, each run in turn with
 * `node -e 0` so that a drift of the machine's speed moves both: the figure is the median of the pairs' ratios.
 */
export function measureCliStartup(runs = 21): StartupSample[] {
  assertBuildCurrent();
  const commands = [
    { label: 'loopguard --help', args: [main, '--help'], target: 2 },
    { label: 'loopguard --version', args: [main, '--version'], target: 2 },
    {
      label: "import('loopguard')",
      args: ['--input-type=module', '-e', `await import(${JSON.stringify(index)})`],
      target: 2.5,
    },
  ];
  return commands.map(({ label, args, target }) => ({ label, ...timePairs(args, runs), target }));
}

/** Prints the start-up table. */
export function reportCliStartup(samples: readonly StartupSample[] = measureCliStartup()): void {
  const table = new Table({
    head: [
      'start-up (whole process, wall)',
      'median ms',
      'node -e 0 ms',
      'ratio (median of pairs)',
      'target',
    ],
    style: { head: [], border: [] },
  });
  for (const sample of samples) {
    table.push([
      sample.label,
      sample.medianMs.toFixed(0),
      sample.floorMedianMs.toFixed(0),
      `${sample.ratio.toFixed(2)}×`,
      `≤ ${sample.target}× ${sample.ratio <= sample.target ? 'met' : 'MISSED'}`,
    ]);
  }
  console.log(`${table.toString()}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) reportCliStartup();
