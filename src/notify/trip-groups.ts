/** One guard trip, as an alert counts it. */
export interface Trip {
  readonly agent: string | null;
  readonly code: string;
  /** Milliseconds since the epoch. */
  readonly at: number;
  readonly taskId: string;
  readonly runId: string;
  /** The trip's message, secrets already scrubbed. */
  readonly message?: string | undefined;
}

/** The trips of one agent and code not yet posted. */
export interface TripGroup {
  readonly agent: string | null;
  readonly code: string;
  count: number;
  firstAt: number;
  lastAt: number;
  /** The latest few run ids, newest last. */
  runs: string[];
  /** The latest trip's message. */
  message?: string | undefined;
}

/** A group taken for a message; `previousAt` is when this agent and code were last posted, if ever. */
export interface DueGroup extends TripGroup {
  readonly previousAt?: number | undefined;
}

/**
 * What the alerts remember between messages: the trips waiting per agent and code, when each agent and
 * code was last posted, and trips beyond the group bound. Plain JSON, so `loopguard alert` keeps it in its
 * state file between cron runs.
 */
export interface TripGroupsState {
  groups: Record<string, TripGroup>;
  lastSentAt: Record<string, number>;
  /** Trips not grouped because `maxGroups` groups were already waiting; posted as a count. */
  overflow: number;
}

/** Run ids kept per group, to show where to look. */
const SAMPLE_RUNS = 3;
/** Characters of a trip message kept: a chat line, not a log. */
const MESSAGE_CHARS = 300;

/** An empty state. */
export function createTripGroupsState(): TripGroupsState {
  return { groups: {}, lastSentAt: {}, overflow: 0 };
}

/** The key of an agent and code in {@link TripGroupsState}. */
export function groupKey(agent: string | null, code: string): string {
  return JSON.stringify([agent, code]);
}

/** Counts a trip into its group. Returns false when it went to `overflow` (the bound was reached). */
export function addTrip(state: TripGroupsState, trip: Trip, maxGroups: number): boolean {
  const key = groupKey(trip.agent, trip.code);
  let group = state.groups[key];
  if (!group) {
    if (Object.keys(state.groups).length >= maxGroups) {
      state.overflow++;
      return false;
    }
    group = { agent: trip.agent, code: trip.code, count: 0, firstAt: trip.at, lastAt: trip.at, runs: [] };
    state.groups[key] = group;
  }
  group.count++;
  group.firstAt = Math.min(group.firstAt, trip.at);
  group.lastAt = Math.max(group.lastAt, trip.at);
  if (!group.runs.includes(trip.runId)) group.runs = [...group.runs, trip.runId].slice(-SAMPLE_RUNS);
  if (trip.message !== undefined) {
    group.message =
      trip.message.length > MESSAGE_CHARS ? `${trip.message.slice(0, MESSAGE_CHARS - 1)}…` : trip.message;
  }
  return true;
}

const isDue = (state: TripGroupsState, key: string, now: number, windowMs: number) => {
  const last = state.lastSentAt[key];
  return last === undefined || now - last >= windowMs;
};

/**
 * Takes the groups whose agent and code were not posted within `windowMs` (all of them with `windowMs` 0)
 * and marks them posted at `now`; most trips first. The overflow count goes with them.
 */
export function takeDueGroups(
  state: TripGroupsState,
  now: number,
  windowMs: number,
): { groups: DueGroup[]; overflow: number } {
  const groups: DueGroup[] = [];
  for (const [key, group] of Object.entries(state.groups)) {
    if (!isDue(state, key, now, windowMs)) continue;
    groups.push({ ...group, previousAt: state.lastSentAt[key] });
    state.lastSentAt[key] = now;
    delete state.groups[key];
  }
  const overflow = groups.length > 0 || windowMs === 0 ? state.overflow : 0;
  state.overflow -= overflow;
  groups.sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
  return { groups, overflow };
}

/**
 * Puts groups back after their message could not be posted, merged with trips counted meanwhile. Their
 * posting time stays, so the next try waits a window rather than hammering a webhook that is down.
 */
export function restoreGroups(
  state: TripGroupsState,
  taken: { groups: readonly DueGroup[]; overflow: number },
): void {
  state.overflow += taken.overflow;
  for (const { previousAt: _previousAt, ...group } of taken.groups) {
    const key = groupKey(group.agent, group.code);
    const newer = state.groups[key];
    state.groups[key] = newer
      ? {
          ...group,
          count: group.count + newer.count,
          lastAt: newer.lastAt,
          runs: [...group.runs, ...newer.runs].slice(-SAMPLE_RUNS),
          message: newer.message ?? group.message,
        }
      : group;
  }
}

/** When the next waiting group falls due, or undefined when none waits. */
export function nextDueAt(state: TripGroupsState, windowMs: number): number | undefined {
  let next: number | undefined;
  for (const key of Object.keys(state.groups)) {
    const due = (state.lastSentAt[key] ?? Number.NEGATIVE_INFINITY) + windowMs;
    if (next === undefined || due < next) next = due;
  }
  return next;
}

/** Trips waiting in all groups. */
export function pendingTrips(state: TripGroupsState): number {
  return Object.values(state.groups).reduce((sum, group) => sum + group.count, 0) + state.overflow;
}

/** Forgets posting times older than the window for groups with nothing waiting, so the state stays small. */
export function pruneSent(state: TripGroupsState, now: number, windowMs: number): void {
  for (const [key, at] of Object.entries(state.lastSentAt)) {
    if (now - at >= windowMs && !state.groups[key]) delete state.lastSentAt[key];
  }
}
