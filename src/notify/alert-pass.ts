import { scrubSecrets } from '../secrets/scrub-secrets.js';
import type { DailyRow, EventReader } from '../stores/event-reader.js';
import type { AlertState } from './alert-state-file.js';
import { budgetThresholdMessage } from './budget-threshold-message.js';
import { budgetCrossings, type DailyBudgets, uncountedCurrencies } from './budget-thresholds.js';
import type { ChatMessage } from './chat-message.js';
import { type Anomaly, anomalyLines, dailyAnomalies, daysBefore } from './daily-anomalies.js';
import { tripAlertMessage } from './trip-alert-message.js';
import {
  addTrip,
  groupKey,
  pendingTrips,
  pruneSent,
  restoreGroups,
  type TripGroupsState,
  takeDueGroups,
} from './trip-groups.js';

/** What one pass of `loopguard alert` reads and posts. */
export interface AlertPassOptions {
  readonly reader: EventReader;
  /** Read and updated in place; the caller saves it (or, for a dry run, does not). */
  readonly state: AlertState;
  readonly now: number;
  /** At most one message per agent and trip code within this many ms. */
  readonly windowMs: number;
  /** Post the unusual-day lines. */
  readonly anomalies: boolean;
  /** Post observe-only mode's would-have-stopped trips, in their own message. */
  readonly observed: boolean;
  /** Daily budgets and the thresholds (percent) to post when their spend passes them. */
  readonly budgets?: { readonly budgets: DailyBudgets; readonly thresholds: readonly number[] } | undefined;
  /** Posts one message (or prints it, for a dry run); throws when it could not. */
  readonly send: (message: ChatMessage) => Promise<void>;
}

/** What a pass did, for its one line of output. */
export interface AlertPassResult {
  readonly read: number;
  readonly posted: number;
  readonly held: number;
  readonly observedRead: number;
  readonly observedPosted: number;
  readonly observedHeld: number;
  readonly crossings: number;
  readonly unusualAgents: number;
  readonly notes: readonly string[];
  /** The first post that failed; what it and the posts after it carried waits in the state. */
  readonly failure?: unknown;
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

/** Keeps the days from `oldest` on. */
const keepFrom = (posted: Record<string, string[]>, oldest: string) =>
  Object.fromEntries(Object.entries(posted).filter(([date]) => date >= oldest));

/**
 * One pass of `loopguard alert`: reads the trips written since the state's cursor into its groups, then
 * posts, in order, the trips due, observe-only mode's would-have-stopped trips due, the daily budgets past a
 * threshold and the unusual days, each at most once. After a post fails, nothing more is posted in this pass,
 * and what was not posted stays in the state for the next one.
 */
export async function runAlertPass(options: AlertPassOptions): Promise<AlertPassResult> {
  const { reader, state, now, windowMs } = options;
  const day = today(now);
  const notes: string[] = [];
  let read = 0;
  let observedRead = 0;
  const newest = await reader.latestEventId();
  if (state.cursor > newest) {
    // Ids only grow in one store: a smaller newest id means the file was replaced.
    notes.push(
      'the store has fewer events than the state remembers (a new file?): reading it from the start',
    );
    state.cursor = 0;
  }
  for (;;) {
    const trips = await reader.tripsAfter(
      { afterId: state.cursor, untilId: newest, since: state.since, observed: options.observed },
      BATCH,
    );
    for (const { observed, ...trip } of trips) {
      const scrubbed = { ...trip, message: trip.message && scrubSecrets(trip.message) };
      addTrip(observed ? state.observed : state.trips, scrubbed, MAX_GROUPS);
      if (observed) observedRead++;
      else read++;
    }
    if (trips.length < BATCH) break;
    state.cursor = trips.at(-1)?.id ?? state.cursor;
  }
  state.cursor = newest;

  const yesterday = daysBefore(day, 1)[0] ?? day;
  let rows: DailyRow[] = [];
  if (options.anomalies || options.budgets) {
    const since = options.anomalies ? (daysBefore(day, 7).at(-1) ?? day) : yesterday;
    rows = await reader.daily({ since, until: day }, 'agent');
  }
  const postedAnomalies = new Set(state.anomaliesPosted[day] ?? []);
  const anomalies = options.anomalies
    ? dailyAnomalies(rows, day).filter((anomaly) => !postedAnomalies.has(anomalyKey(anomaly)))
    : [];
  // Yesterday too: spend written after the last pass before midnight still counts against its day.
  const budgetDays = [yesterday, day].filter((date) => date >= state.since);
  const postedBudgets = new Set(budgetDays.flatMap((date) => state.budgetsPosted[date] ?? []));
  const crossings = options.budgets
    ? budgetCrossings(
        rows.filter((row) => row.date >= yesterday),
        options.budgets.budgets,
        options.budgets.thresholds,
        budgetDays,
        postedBudgets,
      )
    : [];
  if (options.budgets) {
    const other = uncountedCurrencies(rows.filter((row) => budgetDays.includes(row.date)));
    if (other.length > 0) notes.push(`spend in ${other.join(', ')} not counted against the USD budgets`);
  }

  let failure: unknown;
  const sendGroups = async (groups: TripGroupsState, observed: boolean): Promise<number> => {
    if (failure !== undefined) return 0;
    const taken = takeDueGroups(groups, now, windowMs);
    const count = taken.groups.reduce((sum, group) => sum + group.count, 0) + taken.overflow;
    if (count === 0) return 0;
    try {
      await options.send(tripAlertMessage(taken, windowMs, observed));
      return count;
    } catch (error) {
      restoreGroups(groups, taken);
      // Unlike the listener, the next try is the next run (minutes away), not the next window.
      for (const group of taken.groups) {
        const key = groupKey(group.agent, group.code);
        if (group.previousAt === undefined) delete groups.lastSentAt[key];
        else groups.lastSentAt[key] = group.previousAt;
      }
      failure = error;
      return 0;
    }
  };
  const posted = await sendGroups(state.trips, false);
  // With `observed` off, would-have-stopped trips an earlier run read wait unposted rather than go out.
  const observedPosted = options.observed ? await sendGroups(state.observed, true) : 0;
  let crossingsPosted = 0;
  if (crossings.length > 0 && failure === undefined) {
    try {
      await options.send(budgetThresholdMessage(crossings));
      crossingsPosted = crossings.length;
      const budgetsPosted = keepFrom(state.budgetsPosted, yesterday);
      for (const crossing of crossings)
        budgetsPosted[crossing.day] = [...(budgetsPosted[crossing.day] ?? []), ...crossing.marks];
      state.budgetsPosted = budgetsPosted;
    } catch (error) {
      failure = error;
    }
  }
  let unusualAgents = 0;
  if (anomalies.length > 0 && failure === undefined) {
    try {
      await options.send(anomalyMessage(anomalies));
      unusualAgents = new Set(anomalies.map((anomaly) => anomaly.agent)).size;
      state.anomaliesPosted = {
        // Only the days still in a baseline are kept.
        ...keepFrom(state.anomaliesPosted, daysBefore(day, 7).at(-1) ?? day),
        [day]: [...(state.anomaliesPosted[day] ?? []), ...anomalies.map(anomalyKey)],
      };
    } catch (error) {
      failure = error;
    }
  }
  pruneSent(state.trips, now, windowMs);
  pruneSent(state.observed, now, windowMs);
  return {
    read,
    posted,
    held: pendingTrips(state.trips),
    observedRead,
    observedPosted,
    observedHeld: options.observed ? pendingTrips(state.observed) : 0,
    crossings: crossingsPosted,
    unusualAgents,
    notes,
    ...(failure === undefined ? {} : { failure }),
  };
}

/** The pass's one line: `3 new trip(s); posted 1 in 1 message (slack); 2 held back (…)`. */
export function alertPassLine(result: AlertPassResult, platform: string, windowMinutes: number): string {
  const messages =
    (result.posted > 0 ? 1 : 0) +
    (result.observedPosted > 0 ? 1 : 0) +
    (result.crossings > 0 ? 1 : 0) +
    (result.unusualAgents > 0 ? 1 : 0);
  return [
    `${result.read} new trip(s)`,
    result.observedRead > 0 || result.observedPosted > 0 || result.observedHeld > 0
      ? `${result.observedRead} new would-have-stopped trip(s) (observe-only)`
      : '',
    result.posted > 0 ? `posted ${result.posted} in 1 message (${platform})` : '',
    result.observedPosted > 0 ? `posted ${result.observedPosted} would-have-stopped in 1 message` : '',
    result.held > 0
      ? `${result.held} held back (one alert per agent and code every ${windowMinutes} min)`
      : '',
    result.observedHeld > 0 ? `${result.observedHeld} would-have-stopped held back` : '',
    result.crossings > 0 ? `posted ${result.crossings} budget threshold(s)` : '',
    result.unusualAgents > 0 ? `posted ${result.unusualAgents} unusual-day line(s)` : '',
    messages === 0 ? 'nothing to post' : '',
    ...result.notes,
  ]
    .filter(Boolean)
    .join('; ');
}
