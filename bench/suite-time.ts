import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FigureInput } from './figures-file.js';

/** The repository whose `npm test` is timed. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** What one timed `npm test` gave: its wall time, whether it passed, and the slowest files it named. */
export interface SuiteTime {
  readonly seconds: number;
  readonly passed: boolean;
  readonly slowest: string;
  /** The run's last lines, which say what failed when it did. */
  readonly tail: string;
}

/**
 * Runs the README's test command's second half, `npm test` (typecheck, lint, vitest, the compat run on Node 22,
 * the store on node:sqlite, the Python agents), once, and times it from outside: the issue's line is the wall
 * time a developer waits on this machine, not the sum of the test files' times.
 */
export function timeSuite(): SuiteTime {
  const started = process.hrtime.bigint();
  const run = spawnSync('npm', ['test'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  const slowest = /slowest test files[^\n]*\n(?:\s+[\d.]+ s[^\n]*\n?)+/.exec(output)?.[0] ?? '';
  return { seconds, passed: run.status === 0, slowest, tail: output.split('\n').slice(-40).join('\n') };
}

/** The suite's figure: minutes and seconds of one `npm test`, recorded only when it passed. */
export function suiteFigures(time: SuiteTime): FigureInput[] {
  if (!time.passed)
    throw new Error('suite-time: `npm test` failed; a failed run is not a figure of the suite');
  const whole = Math.round(time.seconds);
  return [
    {
      key: 'suite.npm-test',
      label:
        '`npm test`, wall time of one run (typecheck, lint, vitest, compat on Node 22, node:sqlite, Python agents; target ≤ 10 min)',
      value: whole,
      unit: 's',
      text: `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`,
    },
  ];
}
