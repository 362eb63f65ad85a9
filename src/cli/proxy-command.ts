import type { Command } from 'commander';
import type { BudgetLedger } from '../budget/budget-ledger.js';
import type { GuardEventListener } from '../events/types.js';
import type { GuardSnapshot } from '../guard/guard-snapshot.js';
import type { RunStore } from '../guard/run-store.js';
import { takeTurn } from '../utils/loop-turns.js';
import { defaultDb, parsePositive } from './cli-options.js';
import { openDashboard } from './gateway-dashboard.js';
import {
  collectKeyEnv,
  collectOrigin,
  type ProxyFlags,
  parseBaseUrl,
  parseParkAfter,
  parsePort,
  parseStore,
  upstreamKeys,
} from './proxy-flags.js';
import { stopSignal } from './stop-signal.js';
import { UsageError } from './usage-error.js';

interface EventSink {
  readonly listener: GuardEventListener;
  close(): Promise<void>;
}

async function openSink(db: string): Promise<EventSink> {
  const { isPostgresUrl } = await import('../stores/postgres/postgres-url.js');
  if (isPostgresUrl(db)) {
    // Migrated before serving, so the dashboard has tables to read on a new database (the sink would make them
    // only at its first write). An unreachable database does not stop the gateway: its sink keeps the events.
    const { migrateEventStore } = await import('../stores/maintain-event-store.js');
    const { StoreError } = await import('../stores/sqlite/store-error.js');
    try {
      await migrateEventStore(db);
    } catch (error) {
      if (StoreError.isInstance(error) && error.code === 'LOOPGUARD_STORE_VERSION') throw error;
      console.error(
        `loopguard proxy: ${error instanceof Error ? error.message : String(error)}; events wait in memory and a spill file until it answers`,
      );
    }
    const { createPostgresSink } = await import('../stores/postgres/postgres-sink.js');
    const sink = createPostgresSink({ url: db });
    return { listener: sink.listener, close: () => sink.close() };
  }
  const { createSqliteSink } = await import('../stores/sqlite/sqlite-sink.js');
  // The sink's backlog takes turns of the loop with the gateway's other sliced work, not turns of its own.
  const sink = createSqliteSink({ path: db, batchSize: 100, takeTurn });
  return { listener: sink.listener, close: async () => sink.close() };
}

async function openState(
  store: string,
  sharedBudgets: boolean,
): Promise<{ runStore?: RunStore<GuardSnapshot>; budget?: BudgetLedger }> {
  if (store === 'memory') {
    if (!sharedBudgets) return {};
    const { createMemoryBudgetLedger } = await import('../budget/memory-budget-ledger.js');
    return { budget: createMemoryBudgetLedger() };
  }
  const { createRedisRunStore } = await import('../stores/redis/redis-run-store.js');
  const { createRedisBudgetLedger } = await import('../budget/redis-budget-ledger.js');
  return {
    runStore: createRedisRunStore<GuardSnapshot>({ url: store }),
    budget: createRedisBudgetLedger({ url: store }),
  };
}

const shown = (url: string) => url.replace(/\/\/[^@/]*@/, '//***@');

/**
 * `loopguard proxy`: the gateway. Agents in any language point their OpenAI or Anthropic base URL at it;
 * every run is guarded (gates, loop detection, shared budgets) before a call reaches the model API. Events go
 * to the `--db` store, `/metrics` serves Prometheus, `/healthz` liveness. SIGINT or SIGTERM drains the
 * requests in flight, ends the open runs and flushes the store.
 */
export function registerProxyCommand(program: Command): void {
  program
    .command('proxy')
    .description(
      'serve the gateway: an OpenAI- and Anthropic-compatible proxy that guards every run of every agent',
    )
    .option('--port <port>', 'port, 0 for any free one', parsePort, 8787)
    .option('--host <host>', 'address to listen on; beyond loopback the policy must set access', '127.0.0.1')
    .option(
      '--upstream <url>',
      'OpenAI-compatible API (chat completions, Responses, other /v1/*)',
      parseBaseUrl,
      'https://api.openai.com',
    )
    .option(
      '--anthropic-upstream <url>',
      'Anthropic API (/v1/messages)',
      parseBaseUrl,
      'https://api.anthropic.com',
    )
    .option(
      '--policy <file>',
      'gateway policy (JSON or YAML): guard defaults, agents, taskTypes, budgets, access',
    )
    .option('--db <file|url>', 'event store: a SQLite file or a postgres:// URL', defaultDb)
    .option(
      '--store <memory|redis://…>',
      'where run and budget state lives: this process, or Redis for a fleet',
      parseStore,
      'memory',
    )
    .option(
      '--max-body-bytes <bytes>',
      'largest request body accepted; larger ones get 413',
      parsePositive,
      8 * 2 ** 20,
    )
    .option(
      '--park-idle-after <ms|off>',
      'memory store: hold a run idle this long as its snapshot until its next call (default: the proxy option parkIdleRunsAfterMs, 30 s)',
      parseParkAfter,
    )
    .option(
      '--upstream-key-env <name>',
      'environment variable holding the key the proxy sends upstream instead of the client’s (openai=NAME or anthropic=NAME; repeatable)',
      collectKeyEnv,
      [],
    )
    .option(
      '--allow-origin <origin>',
      'a web page origin that may call the gateway (repeatable); requests with any other Origin header are refused',
      collectOrigin,
      [],
    )
    .option(
      '--transcripts <file>',
      'record each run as a replayable transcript (JSON lines, secrets scrubbed, size-capped) for loopguard replay --policy',
    )
    .option(
      '--observe',
      'observe-only mode: refuse nothing; record each trip (guard_trigger, action observe) and mark each call enforcing would have refused with x-loopguard-would-stop',
    )
    .option(
      '--observe-except-money',
      'as --observe, but money budgets (maxCost, shared budgets) still refuse',
    )
    .action(async (flags: ProxyFlags) => {
      if (!Number.isSafeInteger(flags.maxBodyBytes))
        throw new UsageError(`--max-body-bytes must be a whole number of bytes, got ${flags.maxBodyBytes}`);
      const { createGatewayPolicy } = await import('../proxy/policy/create-gateway-policy.js');
      const { readGatewayPolicy } = await import('../proxy/policy/read-gateway-policy.js');
      const read = flags.policy ? await readGatewayPolicy(flags.policy) : undefined;
      const policy = read
        ? createGatewayPolicy(read.config, { source: read.source, locate: read.locate })
        : createGatewayPolicy();
      const bindProblem = policy.bindProblem(flags.host);
      if (bindProblem) throw new UsageError(bindProblem);
      const keys = upstreamKeys(flags.upstreamKeyEnv);
      if (policy.accessConfigured && (!keys.openAIKey || !keys.anthropicKey)) {
        const missing = [!keys.openAIKey && 'openai', !keys.anthropicKey && 'anthropic']
          .filter(Boolean)
          .join(' and ');
        console.error(
          `loopguard proxy: no upstream key for ${missing}: clients must send their gateway key in x-loopguard-key ` +
            '(a gateway key sent as Authorization or x-api-key would be passed on to the model API)',
        );
      }

      const { createProxy } = await import('../proxy/create-proxy.js');
      const { createPrometheusMetrics } = await import('../proxy/metrics/prometheus-metrics.js');
      const { withMetricsRoute } = await import('../proxy/metrics/metrics-route.js');
      const { serveProxy } = await import('../proxy/server/serve-proxy.js');
      const { createUndiciUpstream } = await import('../proxy/server/undici-upstream.js');

      const sink = await openSink(flags.db);
      const transcripts = await openTranscripts(flags.transcripts, policy.transcripts);
      const opened = await openState(flags.store, policy.hasSharedBudgets);
      // The ledger is watched, so the dashboard can list the scopes held in it.
      const { runBudgets, watchLedger } = await import('../dashboard/ledger-watch.js');
      const watched = opened.budget ? watchLedger(opened.budget) : undefined;
      const state = { ...opened, ...(watched ? { budget: watched.ledger } : {}) };
      let openRuns: () => number | undefined = () => undefined;
      let parkedRuns: () => number | undefined = () => undefined;
      const metrics = createPrometheusMetrics({
        openRuns: () => openRuns(),
        parkedRuns: () => parkedRuns(),
      });
      const proxy = createProxy({
        upstream: createUndiciUpstream(),
        openAIBaseUrl: flags.upstream,
        anthropicBaseUrl: flags.anthropicUpstream,
        ...keys,
        policy,
        ...state,
        onEvent: transcripts ? [sink.listener, transcripts.listener] : sink.listener,
        ...(transcripts ? { transcripts } : {}),
        metrics,
        maxBodyBytes: flags.maxBodyBytes,
        parkIdleRunsAfterMs: flags.parkIdleAfter,
        allowedOrigins: flags.allowOrigin,
        ...(flags.observe ? { enforce: false } : flags.observeExceptMoney ? { enforce: 'maxCost' } : {}),
      });
      openRuns = () => proxy.openRuns;
      parkedRuns = () => proxy.parkedRuns;
      const shutdown = async () => {
        await proxy.close();
        await dashboard?.close();
        await state.runStore?.close();
        await state.budget?.close();
        await transcripts?.close();
        await sink.close();
      };
      // Loaded before the gateway listens: the tokenizer's tables take a second to load, which the first
      // agent's call would otherwise wait for (and every other client with it).
      const { warmTokenizer } = await import('../pricing/tokenizer.js');
      warmTokenizer();
      const { warmGuard } = await import('../guard/warm-guard.js');
      warmGuard();
      const dashboard = await openDashboard(flags.db, {
        budgets: read?.config.budgets,
        // Without a ledger (no shared budget), the runs' own guards say what their calls in flight hold.
        live: watched?.live ?? runBudgets(() => proxy.reservedByRun()),
        // The gateway's own capture, followed: each run shows its content once it has ended and been written.
        transcriptsFile: transcripts ? (flags.transcripts ?? policy.transcripts?.path) : undefined,
      });
      const stopped = stopSignal();
      let served: Awaited<ReturnType<typeof serveProxy>>;
      try {
        const guarded = withMetricsRoute(proxy.exchange, {
          metrics,
          authorize: (request) => policy.metricsAccess(request.headers, request.remoteAddress),
        });
        served = await serveProxy(dashboard ? dashboard.route(guarded) : guarded, {
          port: flags.port,
          host: flags.host,
          maxBodyBytes: flags.maxBodyBytes,
          onError: (error) =>
            console.error(`loopguard proxy: ${error instanceof Error ? error.message : String(error)}`),
        });
      } catch (error) {
        await shutdown();
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EADDRINUSE') throw new UsageError(`--port ${flags.port} is in use on ${flags.host}`);
        if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
          throw new UsageError(`--host ${flags.host} is not an address of this machine`);
        throw error;
      }
      console.log(`loopguard proxy listening on ${served.url}`);
      console.log(`  OpenAI:    baseURL ${served.url}/v1 -> ${shown(flags.upstream)}`);
      console.log(`  Anthropic: baseURL ${served.url} -> ${shown(flags.anthropicUpstream)}`);
      console.log(
        `  runs: ${flags.store === 'memory' ? 'memory' : shown(flags.store)}; events: ${shown(flags.db)}; metrics: ${served.url}/metrics`,
      );
      if (dashboard) console.log(`  dashboard: ${served.url}/dashboard/ (loopback clients)`);
      if (transcripts) console.log(`  transcripts: ${flags.transcripts ?? policy.transcripts?.path}`);
      if (flags.observe || flags.observeExceptMoney)
        console.log(
          `  observe-only mode: nothing is refused${flags.observe ? '' : ' but money'}; trips are recorded as would-have-stopped`,
        );
      await stopped;
      console.log('loopguard proxy: draining');
      await served.close();
      await shutdown();
      console.log('loopguard proxy: stopped');
    });
}

/**
 * The transcript sink of `--transcripts` (which wins) or the policy's `transcripts.path`, with the policy's
 * size limits; `undefined` when neither asks for capture.
 */
async function openTranscripts(
  path: string | undefined,
  configured:
    | { path?: string | undefined; maxRunBytes?: number | undefined; maxContentChars?: number | undefined }
    | undefined,
) {
  const file = path ?? configured?.path;
  if (file === undefined) return undefined;
  const { createTranscriptSink } = await import('../replay/transcript-sink.js');
  return createTranscriptSink({
    path: file,
    ...(configured?.maxRunBytes === undefined ? {} : { maxRunBytes: configured.maxRunBytes }),
    ...(configured?.maxContentChars === undefined ? {} : { maxContentChars: configured.maxContentChars }),
    onError: (error) =>
      console.error(`loopguard proxy: ${error instanceof Error ? error.message : String(error)}`),
  });
}
