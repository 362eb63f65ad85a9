import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GatewayBenchResult, ModeFigures } from './gateway-bench.js';

/**
 * The gateway bench's figures file: what the last run measured, side by side, as JSON that docs/gateway.md's
 * peer table is generated from (`npx tsx bench/gateway-peer-table.ts --write`), so the docs quote one source.
 * Set `LOOPGUARD_BENCH_FIGURES=0` to leave the file as it is (a quick or partial run).
 */

/** Where the side-by-side figures live. */
export const GATEWAY_FIGURES_FILE = fileURLToPath(new URL('./figures/gateway.json', import.meta.url));

/** One contender in one mode, as written. */
export type WrittenMode = Omit<ModeFigures, 'firstProblem'>;

/** The figures file's shape. */
export interface GatewayFigures {
  readonly measuredAt: string;
  readonly machine: string;
  readonly rounds: number;
  readonly contenders: readonly { name: string; plain: WrittenMode; stream: WrittenMode }[];
  readonly conversations: readonly { name: string; addedP50Ms: number; lastRoundsAddedP50Ms: number }[];
  readonly missing: readonly string[];
}

const rounded = (value: number) => Math.round(value * 1_000) / 1_000;

function written(mode: ModeFigures): WrittenMode {
  return {
    p50Ms: rounded(mode.p50Ms),
    p99Ms: rounded(mode.p99Ms),
    addedP50Ms: rounded(mode.addedP50Ms),
    addedP99Ms: rounded(mode.addedP99Ms),
    requestsPerSecond: Math.round(mode.requestsPerSecond * 10) / 10,
    cpuMicrosPerRequest: Math.round(mode.cpuMicrosPerRequest),
    requests: mode.requests,
    failures: mode.failures,
  };
}

/** Writes `result` to the figures file; returns its path, or `undefined` when `LOOPGUARD_BENCH_FIGURES=0`. */
export function writeGatewayFigures(result: GatewayBenchResult): string | undefined {
  if (process.env.LOOPGUARD_BENCH_FIGURES === '0') return undefined;
  const figures: GatewayFigures = {
    measuredAt: new Date().toISOString(),
    machine: `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}`,
    rounds: result.rounds,
    contenders: result.contenders.map((row) => ({
      name: row.name,
      plain: written(row.plain),
      stream: written(row.stream),
    })),
    conversations: result.conversations.map((row) => ({
      name: row.name,
      addedP50Ms: rounded(row.addedP50Ms),
      lastRoundsAddedP50Ms: rounded(row.lastRoundsAddedP50Ms),
    })),
    missing: result.missing,
  };
  mkdirSync(dirname(GATEWAY_FIGURES_FILE), { recursive: true });
  writeFileSync(GATEWAY_FIGURES_FILE, `${JSON.stringify(figures, null, 2)}\n`);
  return GATEWAY_FIGURES_FILE;
}

/** Reads the figures file. */
export function readGatewayFigures(): GatewayFigures {
  return JSON.parse(readFileSync(GATEWAY_FIGURES_FILE, 'utf8')) as GatewayFigures;
}
