import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Command, InvalidArgumentError } from 'commander';
import { isLoopbackHost } from '../dashboard/access-check.js';
import { createDashboard } from '../dashboard/create-dashboard.js';
import { followRunContents } from '../dashboard/follow-run-contents.js';
import { loadPolicy } from '../guard/load-policy.js';
import { resolveGuardOptions } from '../guard/options.js';
import { readGatewayPolicy } from '../proxy/policy/read-gateway-policy.js';
import { openEventReader, storeName } from '../stores/open-event-store.js';
import { defaultDb } from './cli-options.js';
import { stopSignal } from './stop-signal.js';
import { UsageError } from './usage-error.js';

interface DashboardFlags {
  readonly db: string;
  readonly port: number;
  readonly host: string;
  readonly token?: string;
  readonly policy?: string;
  readonly gatewayPolicy?: string;
  readonly transcripts?: string;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value.trim()) || port > 65_535)
    throw new InvalidArgumentError(`expected a port 0–65535, got "${value}".`);
  return port;
}

/** `loopguard dashboard`: the web page over an event store, on 127.0.0.1 unless told otherwise. */
export function registerDashboardCommand(program: Command): void {
  program
    .command('dashboard')
    .description(
      'serve the web dashboard (daily costs and trips, tools, traces, calibration) over an event store',
    )
    .option('--db <file|url>', 'event store: a SQLite file or a postgres:// URL', defaultDb)
    .option('--port <port>', 'port, 0 for any free one', parsePort, 8788)
    .option('--host <host>', 'address to listen on; beyond loopback an access token is required', '127.0.0.1')
    .option(
      '--token <token>',
      'access token for clients beyond loopback (default: $LOOPGUARD_DASHBOARD_TOKEN)',
    )
    .option(
      '--policy <file>',
      'policy, JSON or YAML, the calibration view compares with (default: the built-in defaults)',
    )
    .option(
      '--gateway-policy <file>',
      "gateway policy whose shared budgets the budgets view compares today's spending with (default: spent only)",
    )
    .option(
      '--transcripts <file.jsonl>',
      "recorded runs (the transcript sink's JSONL, followed as it grows): the trace shows each call's prompt additions, reply and tool results",
    )
    .action(async (flags: DashboardFlags) => {
      const token = flags.token ?? process.env.LOOPGUARD_DASHBOARD_TOKEN;
      if (token !== undefined && token.length < 16)
        throw new UsageError('--token must be at least 16 characters long');
      if (!isLoopbackHost(flags.host) && token === undefined)
        throw new UsageError(
          `--host ${flags.host} is reachable beyond this machine: give an access token with --token or LOOPGUARD_DASHBOARD_TOKEN`,
        );
      const limits = resolveGuardOptions(flags.policy ? await loadPolicy(flags.policy) : {});
      const budgets = flags.gatewayPolicy
        ? (await readGatewayPolicy(flags.gatewayPolicy)).config.budgets
        : undefined;
      // Followed: runs written to the file after start show their content too.
      const transcripts = flags.transcripts ? followRunContents(flags.transcripts) : undefined;
      const reader = await openEventReader(flags.db);
      const dashboard = createDashboard({ reader, limits, accessToken: token, budgets, transcripts });
      const stopped = stopSignal();
      const server = createServer(dashboard.listener);
      await new Promise<void>((resolve, reject) => {
        server.once('error', (error: NodeJS.ErrnoException) =>
          reject(
            new UsageError(`cannot listen on ${flags.host}:${flags.port}: ${error.code ?? error.message}`),
          ),
        );
        server.listen(flags.port, flags.host, resolve);
      });
      const { port } = server.address() as AddressInfo;
      const host = flags.host.includes(':') ? `[${flags.host}]` : flags.host;
      console.log(
        `loopguard dashboard on http://${host}:${port}/ (store ${await storeName(flags.db)}); Ctrl-C stops it`,
      );
      await stopped;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await reader.close();
    });
}
