import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Table from 'cli-table3';
import { generateCorpus } from './replay-throughput.js';

const cli = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));

/** One replay of a generated file by the built CLI. */
export interface ReplayMemoryResult {
  readonly bytes: number;
  readonly runs: number;
  readonly seconds: number;
  /** Time from spawn to the first byte of output. */
  readonly firstVerdictSeconds: number;
  readonly peakRssMiB: number;
  readonly exitCode: number | null;
}

/**
 * Writes at least `bytes` of JSON lines: 400 distinct generated runs repeated under fresh ids. Written
 * with backpressure, so the bench itself never holds more than one chunk of the file.
 */
export async function writeReplayInput(path: string, bytes: number): Promise<number> {
  const bodies = generateCorpus(400).map((run) => JSON.stringify(run.messages));
  const out = createWriteStream(path);
  let written = 0;
  let runs = 0;
  while (written < bytes) {
    let chunk = '';
    while (chunk.length < 1 << 20 && written + chunk.length < bytes) {
      chunk += `{"id":"run-${runs}","messages":${bodies[runs % bodies.length]}}\n`;
      runs++;
    }
    written += Buffer.byteLength(chunk);
    if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  return runs;
}

/** Peak RSS of a process, from /proc (Linux); 0 where there is no /proc. */
function highWaterMarkKiB(pid: number): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/**
 * Runs `node dist/cli/main.js replay FILE --json` and measures wall time, time to the first verdict and
 * peak RSS. `/usr/bin/time` reports the exact peak when it is installed; otherwise /proc is polled.
 */
export function measureReplayOfFile(file: string, runs: number): Promise<ReplayMemoryResult> {
  const timeBinary = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
  const report = `${file}.time`;
  const args = [cli, 'replay', file, '--json'];
  const start = process.hrtime.bigint();
  const child = timeBinary
    ? spawn(timeBinary, ['-f', '%M', '-o', report, process.execPath, ...args], {
        stdio: ['ignore', 'pipe', 'inherit'],
      })
    : spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let first = 0;
  let polled = 0;
  // The child's output is read and dropped: a pipe, not /dev/null, so the first verdict can be timed.
  child.stdout.on('data', () => {
    if (first === 0) first = Number(process.hrtime.bigint() - start) / 1e9;
  });
  const poll = timeBinary
    ? undefined
    : setInterval(() => {
        if (child.pid !== undefined) polled = Math.max(polled, highWaterMarkKiB(child.pid));
      }, 20);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (poll) clearInterval(poll);
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const peakKiB = timeBinary ? Number(readFileSync(report, 'utf8').trim().split('\n').at(-1)) : polled;
      resolve({
        bytes: statSync(file).size,
        runs,
        seconds,
        firstVerdictSeconds: first,
        peakRssMiB: peakKiB / 1024,
        exitCode: code,
      });
    });
  });
}

/**
 * Generates JSON-lines inputs of each size in a temporary directory, replays each with the built CLI and
 * deletes it before the next, so the bench never needs more than the largest file on disk.
 */
export async function measureReplayMemory(sizes: readonly number[]): Promise<ReplayMemoryResult[]> {
  const directory = mkdtempSync(join(tmpdir(), 'loopguard-replay-memory-'));
  const results: ReplayMemoryResult[] = [];
  try {
    for (const size of sizes) {
      const file = join(directory, `runs-${size}.jsonl`);
      const runs = await writeReplayInput(file, size);
      // Peak RSS depends on when the collector runs: the median of three replays of the file.
      const repeats: ReplayMemoryResult[] = [];
      for (let repeat = 0; repeat < 3; repeat++) repeats.push(await measureReplayOfFile(file, runs));
      repeats.sort((a, b) => a.peakRssMiB - b.peakRssMiB);
      results.push(repeats[1] as ReplayMemoryResult);
      rmSync(file, { force: true });
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
  return results;
}

/** Peak RSS of the CLI doing nothing (`--version`): every command's floor, whatever it reads. */
export async function measureCliFloorMiB(): Promise<number> {
  const timeBinary = existsSync('/usr/bin/time');
  if (!timeBinary) return 0;
  const directory = mkdtempSync(join(tmpdir(), 'loopguard-cli-floor-'));
  const report = join(directory, 'time');
  const child = spawn('/usr/bin/time', ['-f', '%M', '-o', report, process.execPath, cli, '--version'], {
    stdio: 'ignore',
  });
  await new Promise((resolve) => child.on('close', resolve));
  const kib = Number(readFileSync(report, 'utf8').trim().split('\n').at(-1));
  rmSync(directory, { recursive: true, force: true });
  return kib / 1024;
}

/** Input sizes of the bench; `LOOPGUARD_BENCH_REPLAY_MAX_MB=100` leaves out the 1 GB file (a minute or two). */
export function replayMemorySizes(): number[] {
  const max = Number(process.env.LOOPGUARD_BENCH_REPLAY_MAX_MB ?? Number.POSITIVE_INFINITY);
  return [10e6, 100e6, 1e9].filter((size) => size / 1e6 <= max);
}

const maxRssMiB = 150;

/** Prints the replay memory section of `npm run bench`: peak RSS and first verdict from 10 MB to 1 GB. */
export async function reportReplayMemory(): Promise<void> {
  const sizes = replayMemorySizes();
  const results = await measureReplayMemory(sizes);
  const floor = await measureCliFloorMiB();
  const table = new Table({
    head: ['replay FILE --json (JSON lines)', 'runs', 'seconds', 'MB/s', 'first verdict s', 'peak RSS MiB'],
    style: { head: [], border: [] },
  });
  for (const result of results) {
    table.push([
      `${(result.bytes / 1e6).toLocaleString('en-US', { maximumFractionDigits: 0 })} MB${result.exitCode === 0 ? '' : ` (exit ${result.exitCode})`}`,
      result.runs.toLocaleString('en-US'),
      result.seconds.toFixed(1),
      (result.bytes / 1e6 / result.seconds).toFixed(1),
      result.firstVerdictSeconds.toFixed(2),
      result.peakRssMiB.toFixed(0),
    ]);
  }
  console.log(table.toString());
  const peaks = results.map((result) => result.peakRssMiB);
  const under = peaks.every((peak) => peak < maxRssMiB);
  const first = peaks[0] ?? 0;
  const last = peaks.at(-1) ?? 0;
  // Flat: the largest input costs at most a quarter more memory than the smallest (medians of three; one
  // replay of the same file varies by about that much with the collector's timing).
  const flat = last <= first * 1.25;
  console.log(
    `peak RSS ${first.toFixed(0)} MiB at ${((results[0]?.bytes ?? 0) / 1e6).toFixed(0)} MB → ${last.toFixed(0)} MiB at ${((results.at(-1)?.bytes ?? 0) / 1e6).toFixed(0)} MB (the CLI alone, \`--version\`, peaks at ${floor.toFixed(0)} MiB); targets: flat (largest within 25% of smallest, medians of 3) ${flat ? 'met' : 'MISSED'}, under ${maxRssMiB} MiB ${under ? 'met' : 'MISSED'}${sizes.length < 3 ? ' (1 GB left out by LOOPGUARD_BENCH_REPLAY_MAX_MB)' : ''}`,
  );
}
