import { type ChildProcess, fork, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * The processes of the gateway bench: the fixed upstream and every gateway run in a process of their own, as
 * in production, so none shares an event loop with the load generator or with another contender.
 */

/** A started process serving HTTP at `url`. */
export interface BenchProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Asks the child for `process.memoryUsage()` after a full GC (see `answerBenchQueries`). */
  memory(): Promise<NodeJS.MemoryUsage>;
  /** Asks the child for its own counts (see `answerBenchQueries`). */
  stats(): Promise<Record<string, unknown>>;
  /** Starts recording a CPU profile in the child. */
  startProfile(): Promise<void>;
  /** Stops recording and has the child write the profile to `path`. */
  stopProfile(path: string): Promise<void>;
  stop(): Promise<void>;
}

const readyTimeoutMs = 60_000;

/** Ends `child` (with `group`, its whole process group: it was spawned detached) and waits for its exit. */
export function stopChild(child: ChildProcess, group: boolean): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    // A detached child leads its own process group (npx starts node under it): end the group by its id.
    if (group && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    else child.kill('SIGTERM');
  });
}

/** Sends `message` to a child and resolves with its answer, the first message carrying `key`. */
function ask<T>(child: ChildProcess, message: object, key: string): Promise<T> {
  return new Promise((resolve) => {
    const listen = (reply: Record<string, unknown>) => {
      if (!(key in reply)) return;
      child.off('message', listen);
      resolve(reply[key] as T);
    };
    child.on('message', listen);
    child.send(message);
  });
}

/** Forks `bench/<file>` under tsx with `child ...args`; resolves once it reports `{ url }` over IPC. */
export function forkBenchChild(file: string, args: readonly string[]): Promise<BenchProcess> {
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), ['child', ...args], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${file} did not start in ${readyTimeoutMs} ms`)),
      readyTimeoutMs,
    );
    child.once('exit', (code) => reject(new Error(`${file} exited with code ${code} before it was ready`)));
    child.once('message', (message: { url?: string }) => {
      clearTimeout(timer);
      if (!message.url)
        return reject(new Error(`${file} sent ${JSON.stringify(message)} instead of its url`));
      resolve({
        url: message.url,
        child,
        memory: () => ask(child, { memory: true }, 'memory'),
        stats: () => ask(child, { stats: true }, 'stats'),
        startProfile: () => ask(child, { profile: 'start' }, 'profiling'),
        stopProfile: (path) => ask(child, { profile: 'stop', file: path }, 'profiled'),
        stop: () => stopChild(child, false),
      });
    });
  });
}

/** A port free right now on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Resolves once `url` answers HTTP at all; throws when `child` exits first or after `timeoutMs`. */
export async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process exited with code ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

/** Portkey's open-source gateway, the version issue 11 names. */
export const PORTKEY_PACKAGE = '@portkey-ai/gateway@1.15.2';

/**
 * Starts Portkey's gateway with `npx -y @portkey-ai/gateway@1.15.2 --headless --port=N` (npx fetches it once
 * into its cache). Resolves once it answers HTTP; throws with its output when it cannot start.
 */
export async function startPortkey(): Promise<BenchProcess> {
  const port = await freePort();
  const child = spawn('npx', ['-y', PORTKEY_PACKAGE, '--headless', `--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  let output = '';
  child.stdout?.on('data', (piece: Buffer) => {
    output = (output + piece.toString()).slice(-2_000);
  });
  child.stderr?.on('data', (piece: Buffer) => {
    output = (output + piece.toString()).slice(-2_000);
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(url, child, 180_000);
  } catch (error) {
    await stopChild(child, true);
    throw new Error(`Portkey did not start: ${(error as Error).message}\n${output}`);
  }
  return {
    url,
    child,
    memory: () => Promise.reject(new Error('Portkey reports no memory to the bench')),
    stats: () => Promise.reject(new Error('Portkey reports no counts to the bench')),
    startProfile: () => Promise.reject(new Error('Portkey is not profiled by the bench')),
    stopProfile: () => Promise.reject(new Error('Portkey is not profiled by the bench')),
    stop: () => stopChild(child, true),
  };
}

const clockTicksPerSecond = 100;

/**
 * CPU time (user + system) a process and all its descendants have used so far, ms, from /proc (Linux; 0
 * elsewhere). On a shared machine a gateway's CPU per request holds steadier than its wall time.
 */
export function processTreeCpuMs(pid: number): number {
  let ticks = 0;
  const pending = [pid];
  while (pending.length > 0) {
    const current = pending.pop() as number;
    try {
      const stat = readFileSync(`/proc/${current}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      for (const task of readdirSync(`/proc/${current}/task`)) {
        const children = readFileSync(`/proc/${current}/task/${task}/children`, 'utf8').trim();
        if (children) pending.push(...children.split(' ').map(Number));
      }
    } catch {
      // The process ended between the listing and the read, or there is no /proc.
    }
  }
  return (ticks * 1000) / clockTicksPerSecond;
}

/**
 * CPU time all threads of one process have used so far (its main thread, the garbage collector's helpers, the
 * pool's), µs, from each thread's `/proc/PID/task/TID/schedstat` (nanoseconds, not the 10 ms ticks of `stat`);
 * 0 where there is no /proc. Precise enough to split a few hundred requests' CPU between two readings.
 */
export function processCpuMicros(pid: number): number {
  let nanos = 0;
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      try {
        nanos += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        // The thread ended between the listing and the read.
      }
    }
  } catch {
    return 0;
  }
  return nanos / 1e3;
}
