import { resolve } from 'node:path';
import { type Command, Option } from 'commander';
import { scrubSecrets } from '../events/scrub-secrets.js';
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
import { type Anomaly, anomalyLines, dailyAnomalies, daysBefore } from '../notify/daily-anomalies.js';
import { postWebhook, WebhookError } from '../notify/post-webhook.js';
import { tripAlertMessage } from '../notify/trip-alert-message.js';
import {
  addTrip,
  groupKey,
  pendingTrips,
  pruneSent,
  restoreGroups,
  takeDueGroups,
} from '../notify/trip-groups.js';
import { openEventReader, storeName } from '../stores/open-event-store.js';
import { isPostgresUrl } from '../stores/postgres/postgres-url.js';
import { defaultDb, parseDate, parseNonNegativeInteger, parsePositive } from './cli-options.js';
import { UsageError } from './usage-error.js';

interface AlertFlags {
  readonly db: string;
  readonly webhook: string;
  readonly platform?: ChatPlatform;
  readonly since?: string;
  readonly state?: string;
  readonly window: number;
  readonly watch?: boolean;
  readonly interval: number;
  readonly anomalies: boolean;
  readonly retries: number;
  readonly backoff: number;
}

/** Trips read from the store per query. */
const BATCH = 5_000;
/** Groups waiting at once, as in the listener. */
const MAX_GROUPS = 100;

const today = (now: number) => new Date(now).toISOString().slice(0, 10);
const anomalyKey = (anomaly: Anomaly) =>
  [anomaly.agent ?? '', anomaly.metric, anomaly.currency ?? ''].join('|');

function anomalyMessage(anomalies: readonly Anomaly[]): ChatMessage {
  return {
    title: `loopguard: unusual day for ${new Set(anomalies.map((anomaly) => anomaly.agent)).size} agent(s)`,
    severity: 'alert',
    sections: [{ kind: 'lines', lines: anomalyLines(anomalies) }],
    data: { kind: 'anomaly', anomalies },
  };
}

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

/** One pass: read new trips into the state, post what is due, save the state. Returns the line to print. */
async function runPass(flags: AlertFlags, statePath: string, platform: ChatPlatform): Promise<string> {
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
  const reader = await openEventReader(flags.db);
  let read = 0;
  let anomalies: Anomaly[] = [];
  try {
    const newest = await reader.latestEventId();
    if (state.cursor > newest) {
      // Ids only grow in one store: a smaller newest id means the file was replaced.
      notes.push(
        `the store has fewer events than the state remembers (a new file?): reading it from the start`,
      );
      state.cursor = 0;
    }
    for (;;) {
      const trips = await reader.tripsAfter(
        { afterId: state.cursor, untilId: newest, since: state.since },
        BATCH,
      );
      for (const trip of trips) {
        addTrip(state.trips, { ...trip, message: trip.message && scrubSecrets(trip.message) }, MAX_GROUPS);
      }
      read += trips.length;
      if (trips.length < BATCH) break;
      state.cursor = trips.at(-1)?.id ?? state.cursor;
    }
    state.cursor = newest;
    if (flags.anomalies) {
      const day = today(now);
      const rows = await reader.daily({ since: daysBefore(day, 7).at(-1), until: day }, 'agent');
      const posted = new Set(state.anomaliesPosted[day] ?? []);
      anomalies = dailyAnomalies(rows, day).filter((anomaly) => !posted.has(anomalyKey(anomaly)));
    }
  } finally {
    await reader.close();
  }

  const windowMs = flags.window * 60_000;
  const post = async (message: ChatMessage) => {
    const payload = chatPayload(platform, message);
    await postWebhook({ url: flags.webhook, ...payload, retries: flags.retries, backoffMs: flags.backoff });
    if (payload.omitted > 0) notes.push(`${payload.omitted} line(s) cut to fit ${platform}'s size limit`);
  };
  let failure: unknown;
  const taken = takeDueGroups(state.trips, now, windowMs);
  const posted = taken.groups.reduce((sum, group) => sum + group.count, 0) + taken.overflow;
  if (posted > 0) {
    try {
      await post(tripAlertMessage(taken, windowMs));
    } catch (error) {
      restoreGroups(state.trips, taken);
      // Unlike the listener, the next try is the next run (minutes away), not the next window.
      for (const group of taken.groups) {
        const key = groupKey(group.agent, group.code);
        if (group.previousAt === undefined) delete state.trips.lastSentAt[key];
        else state.trips.lastSentAt[key] = group.previousAt;
      }
      failure = error;
    }
  }
  if (anomalies.length > 0 && failure === undefined) {
    try {
      await post(anomalyMessage(anomalies));
      const day = today(now);
      const oldest = daysBefore(day, 7).at(-1) ?? day;
      state.anomaliesPosted = {
        // Only the days still in a baseline are kept.
        ...Object.fromEntries(Object.entries(state.anomaliesPosted).filter(([date]) => date >= oldest)),
        [day]: [...(state.anomaliesPosted[day] ?? []), ...anomalies.map(anomalyKey)],
      };
    } catch (error) {
      failure = error;
    }
  }
  pruneSent(state.trips, now, windowMs);
  try {
    saveAlertState(statePath, state);
  } catch (error) {
    if (error instanceof AlertStateError) throw new UsageError(error.message);
    throw error;
  }
  if (failure !== undefined) throw failure;
  const waiting = pendingTrips(state.trips);
  return [
    `${read} new trip(s)`,
    posted > 0 ? `posted ${posted} in 1 message (${platform})` : 'nothing to post',
    waiting > 0 ? `${waiting} held back (one alert per agent and code every ${flags.window} min)` : '',
    anomalies.length > 0
      ? `posted ${new Set(anomalies.map((anomaly) => anomaly.agent)).size} unusual-day line(s)`
      : '',
    ...notes,
  ]
    .filter(Boolean)
    .join('; ');
}

/** `loopguard alert`: posts new guard trips from a store to a team chat, grouped and rate-limited. */
export function registerAlertCommand(program: Command): void {
  program
    .command('alert')
    .description('post new guard trips (and unusual days) from the store to a team chat webhook')
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
      if (!flags.watch) {
        console.log(await runPass(flags, statePath, platform));
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
          console.log(`${new Date().toISOString()} ${await runPass(flags, statePath, platform)}`);
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
