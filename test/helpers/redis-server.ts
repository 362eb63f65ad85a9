import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throwaway redis-server for one test file. */
export interface RedisServer {
  /** `redis://127.0.0.1:PORT` */
  readonly url: string;
  readonly port: number;
  /** Shuts the server down (SIGTERM) and waits for it to exit; `restart()` brings it back on the same port. */
  stop(): Promise<void>;
  /** Kills the server (SIGKILL), as a crash would, and waits for it to exit. */
  kill(): Promise<void>;
  /** Starts the server again on the same port (empty: nothing is saved) and waits until it answers PING. */
  restart(): Promise<void>;
  /**
   * Freezes the server (SIGSTOP) for `ms`, then lets it go on (SIGCONT), its data kept: an outage in which
   * connections hang and every command times out, as on a host that stopped answering.
   */
  freeze(ms: number): Promise<void>;
}

const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** One PING over a raw socket: true when the server answers +PONG. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
  });
}

async function waitForPing(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const giveUpAt = Date.now() + 10_000;
  while (Date.now() < giveUpAt) {
    if (child.exitCode !== null) {
      throw new Error(`redis-server exited with code ${child.exitCode} before answering PING:\n${output()}`);
    }
    if (await ping(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`redis-server on port ${port} did not answer PING within 10 s:\n${output()}`);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts a real redis-server on a free port of 127.0.0.1, with nothing saved (`--save ''`, no append-only
 * file) and its working directory in a fresh temporary folder, and waits until it answers PING. One per test
 * file; `stop()` it in `afterAll` (which also removes the folder).
 * @example
 * const redis = await startRedisServer();
 * const store = createRedisRunStore({ url: redis.url });
 */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const directory = mkdtempSync(join(tmpdir(), 'loopguard-redis-'));
  let child: ChildProcess | undefined;
  let output = '';

  const launch = async () => {
    output = '';
    mkdirSync(directory, { recursive: true });
    const started = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', directory],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = started;
    const collect = (data: Buffer) => {
      output = `${output}${data.toString()}`.slice(-4_000);
    };
    started.stdout?.on('data', collect);
    started.stderr?.on('data', collect);
    const spawned = new Promise<void>((resolve, reject) => {
      started.once('spawn', resolve);
      started.once('error', (error) =>
        reject(
          new Error(`cannot start ${REDIS_SERVER} (install the redis-server package)`, { cause: error }),
        ),
      );
    });
    await spawned;
    await waitForPing(port, started, () => output);
  };

  const end = async (signal: NodeJS.Signals) => {
    const running = child;
    child = undefined;
    if (!running) return;
    running.kill(signal);
    await exited(running);
  };

  // A test file that crashes must not leave a server behind.
  process.once('exit', () => child?.kill('SIGKILL'));
  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async freeze(ms: number) {
      const running = child;
      if (!running) throw new Error('redis-server is not running');
      running.kill('SIGSTOP');
      await new Promise((resolve) => setTimeout(resolve, ms));
      running.kill('SIGCONT');
    },
    async stop() {
      await end('SIGTERM');
      rmSync(directory, { recursive: true, force: true });
    },
    async kill() {
      await end('SIGKILL');
    },
    async restart() {
      await end('SIGTERM');
      await launch();
    },
  };
}
