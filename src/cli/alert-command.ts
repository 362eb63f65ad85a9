import { resolve } from 'node:path';
import { type Command, Option } from 'commander';
import { alertPassLine, runAlertPass } from '../notify/alert-pass.js';
import {
  type AlertState,
  AlertStateError,
  createAlertState,
  loadAlertState,
  saveAlertState,
} from '../notify/alert-state-file.js';
import type { ChatMessage } from '../notify/chat-message.js';
import { chatPayload } from '../notify/chat-payload.js';
import { type ChatPlatform, chatPlatforms, platformFromUrl } from '../notify/chat-platform.js';
import { dryRunText } from '../notify/dry-run-text.js';
import { postWebhook, WebhookError } from '../notify/post-webhook.js';
import { openEventReader, storeName } from '../stores/open-event-store.js';
import { isPostgresUrl } from '../stores/postgres/postgres-url.js';
import { alertBudgets, type BudgetFlags, parseThresholds } from './alert-budgets.js';
import { defaultDb, parseDate, parseNonNegativeInteger, parsePositive } from './cli-options.js';
import { UsageError } from './usage-error.js';

interface AlertFlags extends BudgetFlags {
  readonly db: string;
  readonly webhook: string;
  readonly platform?: ChatPlatform;
  readonly since?: string;
  readonly state?: string;
  readonly window: number;
  readonly watch?: boolean;
  readonly interval: number;
  readonly anomalies: boolean;
  readonly observed: boolean;
  readonly dryRun?: boolean;
  readonly retries: number;
  readonly backoff: number;
}

type Budgets = Awaited<ReturnType<typeof alertBudgets>>;

const today = (now: number) => new Date(now).toISOString().slice(0, 10);

/**
 * The store a state file follows: a SQLite file by its absolute path, a PostgreSQL database by its connection
 * string without the password (the state file is not a place for one).
 */
async function storeIdentity(db: string): Promise<string> {
  return isPostgresUrl(db) ? storeName(db) : resolve(db);
}

/** Where the state is kept unless `--state` says: beside a SQLite file, in the working folder for PostgreSQL. */
function defaultStatePath(db: string): string {
  return isPostgresUrl(db) ? resolve('loopguard-alert-state.json') : `${resolve(db)}.alert-state.json`;
}

/**
 * One pass: read new trips into the state, post what is due, save the state. Returns the line to print. A dry
 * run prints each message instead of posting it and leaves the state file as it was.
 */
async function runPass(
  flags: AlertFlags,
  statePath: string,
  platform: ChatPlatform,
  budgets: Budgets,
): Promise<string> {
  const now = Date.now();
  const store = await storeIdentity(flags.db);
  let state: AlertState;
  try {
    state = loadAlertState(statePath) ?? createAlertState(store, flags.since ?? today(now));
  } catch (error) {
    if (error instanceof AlertStateError) throw new UsageError(error.message);
    throw error;
  }
  if (state.store !== store) {
    // Its cursor is an event id of another store: read against this one, it would skip or repeat trips.
    throw new UsageError(
      `${statePath} follows the store ${state.store}, not ${store}; give --state FILE for this store`,
    );
  }
  const notes: string[] = [];
  const send = async (message: ChatMessage) => {
    const payload = chatPayload(platform, message);
    if (flags.dryRun) console.log(dryRunText(flags.webhook, platform, payload));
    else
      await postWebhook({ url: flags.webhook, ...payload, retries: flags.retries, backoffMs: flags.backoff });
    if (payload.omitted > 0) notes.push(`${payload.omitted} line(s) cut to fit ${platform}'s size limit`);
  };
  const reader = await openEventReader(flags.db);
  let result: Awaited<ReturnType<typeof runAlertPass>>;
  try {
    result = await runAlertPass({
      reader,
      state,
      now,
      windowMs: flags.window * 60_000,
      anomalies: flags.anomalies,
      observed: flags.observed,
      budgets,
      send,
    });
  } finally {
    await reader.close();
  }
  if (!flags.dryRun) {
    try {
      saveAlertState(statePath, state);
    } catch (error) {
      if (error instanceof AlertStateError) throw new UsageError(error.message);
      throw error;
    }
  }
  if (result.failure !== undefined) throw result.failure;
  const line = alertPassLine({ ...result, notes: [...result.notes, ...notes] }, platform, flags.window);
  return flags.dryRun
    ? `dry run, nothing posted or remembered: ${line.replaceAll('posted', 'would post')}`
    : line;
}

/** `loopguard alert`: posts new guard trips from a store to a team chat, grouped and rate-limited. */
export function registerAlertCommand(program: Command): void {
  program
    .command('alert')
    .description(
      'post new guard trips, daily budgets past a threshold and unusual days from the store to a team chat webhook',
    )
    .requiredOption('--webhook <url>', 'incoming webhook URL')
    .addOption(
      new Option(
        '--platform <platform>',
        'message format (default: from the URL host, else generic)',
      ).choices([...chatPlatforms]),
    )
    .option('--db <store>', 'event store: a SQLite file or postgres://…', defaultDb)
    .option('--since <date>', 'on the first run, post trips from this UTC day on (default: today)', parseDate)
    .option(
      '--state <file>',
      'where to remember what was posted (default: <db>.alert-state.json; loopguard-alert-state.json for PostgreSQL)',
    )
    .option(
      '--window <minutes>',
      'at most one alert per agent and trip code in this many minutes',
      parsePositiveOrZero,
      10,
    )
    .option('--watch', 'keep running, checking the store every --interval seconds')
    .option('--interval <seconds>', 'seconds between checks with --watch', parsePositive, 60)
    .option('--no-anomalies', 'do not post the unusual-day lines')
    .option(
      '--no-observed',
      "do not post observe-only mode's would-have-stopped trips (posted apart from the trips by default)",
    )
    .option(
      '--budget-threshold <percents>',
      "post when a daily budget's spend passes these percents, once per budget and day (default with budgets: 80,100)",
      parseThresholds,
    )
    .option(
      '--policy <file>',
      'gateway policy (JSON or YAML) whose daily budgets to watch (perAgentPerDay, perClientKeyPerDay, globalPerDay)',
    )
    .option(
      '--agent-budget <usd>',
      "each agent's daily budget in USD (instead of the policy's)",
      parsePositive,
    )
    .option(
      '--global-budget <usd>',
      "the daily budget of all spend in USD (instead of the policy's)",
      parsePositive,
    )
    .addOption(
      new Option(
        '--dry-run',
        'print what would be posted (the URL without its secret) and post nothing',
      ).conflicts('watch'),
    )
    .option('--retries <n>', 'retries after the first attempt (0: no retry)', parseNonNegativeInteger, 3)
    .option('--backoff <ms>', 'first wait before a retry; doubles each time', parsePositive, 500)
    .action(async (flags: AlertFlags) => {
      try {
        const url = new URL(flags.webhook);
        if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
      } catch {
        throw new UsageError(`--webhook must be an http(s) URL, got "${flags.webhook}"`);
      }
      const platform = flags.platform ?? platformFromUrl(flags.webhook);
      const statePath = flags.state ?? defaultStatePath(flags.db);
      const budgets = await alertBudgets(flags);
      if (!flags.watch) {
        console.log(await runPass(flags, statePath, platform, budgets));
        return;
      }
      let stopping = false;
      let wake: (() => void) | undefined;
      const stop = () => {
        stopping = true;
        wake?.();
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      while (!stopping) {
        try {
          console.log(`${new Date().toISOString()} ${await runPass(flags, statePath, platform, budgets)}`);
        } catch (error) {
          // A chat that is down must not end the watch: the trips wait in the state for the next check.
          if (!(error instanceof WebhookError)) throw error;
          console.error(`loopguard: ${error.message}; trying again in ${flags.interval} s`);
        }
        if (stopping) break;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, flags.interval * 1_000);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    });
}

function parsePositiveOrZero(value: string): number {
  return value.trim() === '0' ? 0 : parsePositive(value);
}
