import { ConfigError } from '../errors.js';
import { scrubEvent } from '../events/scrub-event.js';
import { SinkWriteError } from '../events/sink-write-error.js';
import type { GuardEvent, GuardEventListener } from '../events/types.js';
import { toConfigIssues } from '../guard/options-schema.js';
import { scrubSecrets } from '../secrets/scrub-secrets.js';
import { requireOnFirstUse } from '../utils/first-use.js';
import { chatPayload } from './chat-payload.js';
import { type ChatPlatform, chatPlatforms, platformFromUrl } from './chat-platform.js';
import { postWebhook, redactUrl } from './post-webhook.js';
import { tripAlertMessage } from './trip-alert-message.js';
import {
  addTrip,
  createTripGroupsState,
  nextDueAt,
  pendingTrips,
  pruneSent,
  restoreGroups,
  type Trip,
  takeDueGroups,
} from './trip-groups.js';

/** Options of {@link createAlertListener}. */
export interface AlertListenerOptions {
  /** The chat's incoming webhook URL. Its path is a secret: errors name only its origin. */
  readonly webhook: string;
  /** Message format. @default the platform of the URL's host ({@link platformFromUrl}), else `generic` */
  readonly platform?: ChatPlatform;
  /** At most one message per agent and trip code within this many ms; trips in between are counted into the next. @default 600000 */
  readonly windowMs?: number;
  /** Agent-and-code groups waiting at once; trips of any further group are only counted. @default 100 */
  readonly maxGroups?: number;
  /** Retries of a failed post (network error, 429, 5xx). @default 2 */
  readonly retries?: number;
  /** First back-off between retries; doubles each time. @default 1000 */
  readonly backoffMs?: number;
  /** Per attempt. @default 10000 */
  readonly timeoutMs?: number;
  /** Clock in ms. @default Date.now */
  readonly now?: () => number;
  readonly fetch?: typeof fetch;
  /** Receives post failures, once when posting starts failing and once when it works again. @default console.warn */
  readonly onError?: (error: unknown) => void;
}

/** Counters of an {@link AlertListener}. */
export interface AlertStats {
  /** Trips seen. */
  readonly trips: number;
  /** Messages posted. */
  readonly messages: number;
  /** Posts that failed after their retries; their trips wait for the next window. */
  readonly failedPosts: number;
  /** Trips lost: still unposted when `close()` gave up, or seen after it. */
  readonly dropped: number;
  /** Trips waiting for their window. */
  readonly pending: number;
}

/** A guard event listener that posts guard trips to a team chat, plus `flush()` and `close()`. */
export interface AlertListener {
  readonly listener: GuardEventListener;
  /** Posts the groups whose window has passed and waits for posts in flight. Never rejects. */
  flush(): Promise<void>;
  /** Posts every trip still waiting, window or not, then stops listening. Never rejects. */
  close(): Promise<void>;
  readonly stats: AlertStats;
}

// zod is loaded and the schema built on the first listener made, not when the package is imported.
const loadZod = requireOnFirstUse<typeof import('zod')>('zod');
let optionsSchema: ReturnType<typeof buildOptionsSchema> | undefined;

function buildOptionsSchema() {
  const { z } = loadZod();
  return z
    .object({
      webhook: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
      platform: z.enum(chatPlatforms).optional(),
      windowMs: z.number().int().nonnegative().optional(),
      maxGroups: z.number().int().positive().optional(),
      retries: z.number().int().nonnegative().optional(),
      backoffMs: z.number().nonnegative().optional(),
      timeoutMs: z.number().positive().optional(),
      now: z.function().optional(),
      fetch: z.function().optional(),
      onError: z.function().optional(),
    })
    .strict();
}

/** Runs whose halt was already counted, so their `run_end` (which repeats the code) is not counted again. */
const SEEN_RUNS = 1_000;

/** The trip an event reports, if it reports one: a halting `guard_trigger`, or a `run_end` with a code. */
function tripOf(event: GuardEvent, seen: Set<string>): Trip | undefined {
  const runKey = `${event.task_id}\u0000${event.run_id}`;
  if (event.event === 'guard_trigger') {
    if (event.action !== 'halt' || !event.code) return undefined;
    seen.add(runKey);
    if (seen.size > SEEN_RUNS) seen.delete(seen.values().next().value as string);
  } else if (event.event === 'run_end' && event.code) {
    if (seen.delete(runKey)) return undefined;
  } else {
    return undefined;
  }
  const scrubbed = scrubEvent(event);
  return {
    agent: event.agent_name === undefined ? null : scrubSecrets(event.agent_name),
    code: event.code as string,
    at: event.timestamp,
    taskId: event.task_id,
    runId: event.run_id,
    message: scrubbed.error_message,
  };
}

/**
 * A guard event listener that posts guard trips to a team chat (Slack, Feishu/Lark, DingTalk, WeCom or any
 * JSON receiver), the day they happen. The first trip of an agent and code goes out at once; later ones of
 * the same agent and code within `windowMs` are counted and go out together when it has passed, with their
 * count. Trips of different agents or codes that fall due together share one message, a row each.
 *
 * It never blocks or throws into the agent: the listener only counts, and posting happens on a timer. A
 * webhook that fails is reported once to `onError` (and once when it works again), its trips wait for the
 * next window, and what is still unposted when `close()` gives up is counted in `dropped`. Waiting groups
 * are bounded by `maxGroups`; messages are cut to fit each platform's size limit, saying so; trip messages
 * are scrubbed of secrets. Call `close()` at shutdown: it posts what is still waiting.
 *
 * @example
 * ```ts
 * const alerts = createAlertListener({ webhook: process.env.SLACK_WEBHOOK_URL! });
 * const guard = createGuard({ agentName: 'cleaner', onEvent: [store.listener, alerts.listener] });
 * // ... at shutdown:
 * await alerts.close();
 * ```
 */
export function createAlertListener(options: AlertListenerOptions): AlertListener {
  optionsSchema ??= buildOptionsSchema();
  const parsed = optionsSchema.safeParse(options);
  if (!parsed.success)
    throw new ConfigError('LOOPGUARD_INVALID_OPTIONS', toConfigIssues(parsed.error, options));
  const platform = options.platform ?? platformFromUrl(options.webhook);
  const windowMs = options.windowMs ?? 600_000;
  const maxGroups = options.maxGroups ?? 100;
  const now = options.now ?? Date.now;
  const onError = options.onError ?? ((error: unknown) => console.warn('[loopguard] alerts:', error));
  const where = redactUrl(options.webhook);

  const state = createTripGroupsState();
  const seen = new Set<string>();
  const counts = { trips: 0, messages: 0, failedPosts: 0, dropped: 0 };
  let failing = false;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timerAt: number | undefined;
  let posting: Promise<void> = Promise.resolve();

  const report = (error: SinkWriteError) => {
    try {
      onError(error);
    } catch {
      // An error handler that throws must not take the agent down with it.
    }
  };

  const post = async (all: boolean): Promise<void> => {
    const taken = takeDueGroups(state, now(), all ? 0 : windowMs);
    if (taken.groups.length === 0 && taken.overflow === 0) return;
    const { body, contentType } = chatPayload(platform, tripAlertMessage(taken, windowMs));
    try {
      await postWebhook({
        url: options.webhook,
        body,
        contentType,
        retries: options.retries ?? 2,
        backoffMs: options.backoffMs ?? 1_000,
        timeoutMs: options.timeoutMs ?? 10_000,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
      counts.messages++;
      if (failing) {
        failing = false;
        report(new SinkWriteError(`alerts: posting to ${where} works again`, undefined));
      }
    } catch (error) {
      counts.failedPosts++;
      restoreGroups(state, taken);
      if (!failing) {
        failing = true;
        report(
          new SinkWriteError(
            `alerts: ${error instanceof Error ? error.message : String(error)}; their trips wait for the next window`,
            undefined,
            error,
          ),
        );
      }
    }
    pruneSent(state, now(), windowMs);
  };

  // One post at a time, in order: a slow webhook makes the trips wait in their groups, not pile up as requests.
  const enqueue = (all: boolean): Promise<void> => {
    posting = posting.then(() => post(all)).then(schedule, schedule);
    return posting;
  };

  function schedule(): void {
    if (closed) return;
    const due = nextDueAt(state, windowMs);
    if (due === undefined || due === timerAt) return;
    if (timer) clearTimeout(timer);
    timerAt = due;
    timer = setTimeout(
      () => {
        timer = undefined;
        timerAt = undefined;
        void enqueue(false);
      },
      Math.max(0, due - now()),
    );
    // A window still open does not keep the process alive; close() posts what waits.
    if (due > now()) timer.unref?.();
  }

  const listener: GuardEventListener = (event) => {
    try {
      const trip = tripOf(event, seen);
      if (!trip) return;
      counts.trips++;
      if (closed) {
        counts.dropped++;
        return;
      }
      addTrip(state, trip, maxGroups);
      schedule();
    } catch (error) {
      report(new SinkWriteError(`alerts could not count an event: ${String(error)}`, undefined, error));
    }
  };

  return {
    listener,
    flush: () => enqueue(false),
    close: async () => {
      if (closed) return posting;
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await enqueue(true);
      counts.dropped += pendingTrips(state);
      state.groups = {};
      state.overflow = 0;
    },
    get stats() {
      return { ...counts, pending: pendingTrips(state) };
    },
  };
}
