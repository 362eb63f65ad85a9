import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where Debian's postgresql package puts the server binaries; `PG_BIN` overrides it. */
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** A throwaway PostgreSQL cluster in a temp folder, for one test file or bench. */
export interface PostgresServer {
  /** `postgres://postgres@127.0.0.1:PORT/postgres`. */
  readonly url: string;
  readonly port: number;
  /** The cluster's folder (data in `data/`, unix socket in the folder itself). */
  readonly directory: string;
  /** Starts the server again after {@link stop}, on the same port and data. */
  start(): Promise<void>;
  /** Stops the server (fast shutdown: open connections are cut, as in an outage). */
  stop(): void;
  /** Stops the server and deletes the cluster. */
  destroy(): void;
}

/** Options of {@link startPostgres}. */
export interface StartPostgresOptions {
  /** Extra `postgresql.conf` lines, e.g. `['fsync = off']`. @default [] */
  readonly settings?: readonly string[];
}

/** A TCP port free on 127.0.0.1 now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The system user the cluster runs as: initdb refuses root, and tests and CI run as root. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function run(command: string, args: string[]): void {
  const [file, argv] = asPostgres(command, args);
  execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * Creates a cluster with `initdb` in a temp folder owned by the `postgres` user, and starts it listening on a
 * free port on 127.0.0.1 and on a unix socket in that folder, with trust authentication (nothing but this
 * process's tests can reach it). Throws, naming the binary folder, when PostgreSQL is not installed.
 */
export async function startPostgres(options: StartPostgresOptions = {}): Promise<PostgresServer> {
  if (!existsSync(join(BIN, 'initdb'))) {
    throw new Error(`no PostgreSQL server binaries in ${BIN} (apt-get install postgresql, or set PG_BIN)`);
  }
  const directory = mkdtempSync(join(tmpdir(), 'loopguard-pg-'));
  const data = join(directory, 'data');
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(directory, uid, gid);
  }
  chmodSync(directory, 0o700);
  run(join(BIN, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  const conf = [
    `port = ${port}`,
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${directory}'`,
    'max_connections = 50',
    ...(options.settings ?? []),
  ];
  // Appended as the postgres user would: the file must stay readable by the server.
  const [file, argv] = asPostgres('sh', ['-c', `cat >> '${join(data, 'postgresql.conf')}'`]);
  execFileSync(file, argv, { input: `${conf.join('\n')}\n` });
  const log = join(directory, 'server.log');
  writeFileSync(log, '');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', log]);

  const start = async () => {
    run(join(BIN, 'pg_ctl'), ['-D', data, '-l', log, '-w', '-t', '60', 'start']);
  };
  const stop = () => {
    run(join(BIN, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    directory,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Runs `psql` against a database of the server as the postgres user; returns its unaligned rows. */
export function psql(server: PostgresServer, sql: string, database = 'postgres'): string {
  const [file, argv] = asPostgres(join(BIN, 'psql'), [
    '-h',
    server.directory,
    '-p',
    String(server.port),
    '-U',
    'postgres',
    '-d',
    database,
    '-At',
    '-c',
    sql,
  ]);
  return execFileSync(file, argv).toString();
}
