import type { EventReader } from '../stores/event-reader.js';
import type { RunRow } from '../stores/run-list.js';
import { type ApiAnswer, json } from './api-answer.js';
import type { DashboardQuery } from './dashboard-query.js';
import type { LiveBudgets } from './ledger-watch.js';

/** Shared budgets in USD, as a gateway policy's `budgets` gives them; absent ones are not enforced. */
export interface DashboardBudgets {
  readonly perRun?: number | undefined;
  readonly perTask?: number | undefined;
  readonly perAgentPerDay?: number | undefined;
  readonly perClientKeyPerDay?: number | undefined;
  readonly globalPerDay?: number | undefined;
}

/** What the budgets route reads from. */
export interface BudgetRouteContext {
  readonly reader: EventReader;
  readonly budgets: DashboardBudgets | undefined;
  /** The gateway's budget ledger, when the dashboard runs in the gateway that holds it. */
  readonly live?: LiveBudgets | undefined;
  /** The clock, for today's budgets. */
  readonly now: () => number;
}

type ScopeName = 'run' | 'task' | 'agent per day' | 'key per day' | 'global per day';

/** One budget scope now: spent, reserved by calls in flight (when known), the limit and what is left. */
export interface ScopeNow {
  readonly scope: ScopeName;
  readonly name: string;
  readonly spent: number | null;
  /** Held by calls in flight; `null` where it is not known (a dashboard over the store alone). */
  readonly reserved: number | null;
  readonly currency: string | null;
  readonly limit: number | null;
  readonly left: number | null;
}

/** How many running runs, and shared scopes, the view lists. */
const SHOWN = 50;

function scopeNow(
  scope: ScopeName,
  name: string,
  spent: number | null,
  reserved: number | null,
  currency: string | null,
  limit: number | undefined,
): ScopeNow {
  // Budgets are in USD: spent in another currency is shown, never compared with them.
  const comparable = limit !== undefined && spent !== null && (currency === 'USD' || currency === null);
  return {
    scope,
    name,
    spent,
    reserved,
    currency,
    limit: limit ?? null,
    left: comparable ? Math.max(0, limit - spent - (reserved ?? 0)) : null,
  };
}

const KINDS: Readonly<Record<string, ScopeName>> = {
  task: 'task',
  agent: 'agent per day',
  client: 'key per day',
  global: 'global per day',
};
const ORDER: readonly ScopeName[] = ['global per day', 'agent per day', 'key per day', 'task', 'run'];

/** A ledger key (`agent:NAME:DAY`, names URI-encoded) as the page shows it. */
function shownKey(key: string): string {
  try {
    return key
      .split(':')
      .map((part) => decodeURIComponent(part))
      .join(':');
  } catch {
    return key;
  }
}

/** A daily scope (agent, key, global) of another day than `day`: kept a while by the ledger, not today's budget. */
const otherDay = (key: string, day: string) =>
  /^(agent|client|global):/.test(key) && /:\d{4}-\d{2}-\d{2}$/.test(key) && !key.endsWith(`:${day}`);

/** The policy's limit for a scope of this kind: for a scope listed from the ledger with no limit kept in it. */
function policyLimit(kind: ScopeName, limits: DashboardBudgets | undefined): number | undefined {
  if (kind === 'task') return limits?.perTask;
  if (kind === 'agent per day') return limits?.perAgentPerDay;
  if (kind === 'key per day') return limits?.perClientKeyPerDay;
  if (kind === 'global per day') return limits?.globalPerDay;
  return limits?.perRun;
}

const kindOf = (key: string): ScopeName => KINDS[key.slice(0, key.indexOf(':'))] ?? 'task';

/** The shared scopes the view lists, and whether a bound of the ledger's listing left some out. */
interface SharedScopes {
  readonly scopes: ScopeNow[];
  readonly complete: boolean;
}

/**
 * The shared scopes from the ledger: those this gateway reserved in, today's global and each agent's scope
 * even before a call reserved in them, and, from a ledger that lists its scopes (Redis), every scope with
 * spending or reservations today whichever gateway of the fleet made them; spent and reserved from the ledger.
 */
async function sharedScopes(
  live: LiveBudgets,
  limits: DashboardBudgets | undefined,
  reader: EventReader,
  day: string,
  at: number,
): Promise<SharedScopes> {
  const keys = new Map<string, number | undefined>();
  for (const scope of live.scopes(at)) if (!otherDay(scope.key, day)) keys.set(scope.key, scope.limitUsd);
  if (limits?.globalPerDay !== undefined && !keys.has(`global:${day}`))
    keys.set(`global:${day}`, limits.globalPerDay);
  if (limits?.perAgentPerDay !== undefined)
    for (const row of (await reader.spentOn(day)).agents) {
      const key = `agent:${encodeURIComponent(row.agentName ?? '')}:${day}`;
      if (row.agentName !== null && !keys.has(key)) keys.set(key, limits.perAgentPerDay);
    }
  const listed = live.listScopes
    ? await live.listScopes({ since: Date.parse(`${day}T00:00:00Z`), max: SHOWN * 4 })
    : { scopes: [], complete: true };
  const found = new Map(listed.scopes.map((scope) => [scope.key, scope]));
  // The fleet's scopes after this gateway's own, the dearest first, as many as the view shows.
  const fleet = listed.scopes
    .filter((scope) => !keys.has(scope.key) && !otherDay(scope.key, day))
    .sort((a, b) => b.spentUsd + b.reservedUsd - (a.spentUsd + a.reservedUsd));
  for (const scope of fleet) keys.set(scope.key, scope.limitUsd ?? policyLimit(kindOf(scope.key), limits));
  const shown = [...keys].slice(0, SHOWN * 4);
  const scopes = await Promise.all(
    shown.map(async ([key, limit]) => {
      const usage = found.get(key) ?? (await live.usage(key));
      const kind = kindOf(key);
      return scopeNow(kind, shownKey(key), usage.spentUsd, usage.reservedUsd, 'USD', limit);
    }),
  );
  return { scopes, complete: listed.complete && shown.length === keys.size };
}

/** Each running run with what its calls in flight hold in this gateway. */
function runScopes(
  live: LiveBudgets,
  limits: DashboardBudgets | undefined,
  running: readonly RunRow[],
  at: number,
): ScopeNow[] {
  const held = live.reservedByRun(at);
  // A run whose first call is in flight may not be in the store yet.
  const runs = new Map<string, RunRow | undefined>(running.map((run) => [run.runId, run]));
  for (const runId of held.keys()) if (!runs.has(runId)) runs.set(runId, undefined);
  return [...runs].map(([runId, run]) => {
    const spent = run?.cost ?? 0;
    // A call whose price is not known yet holds all its shared scopes have left; in its run it holds at most
    // what the run has left, as the run's own guard does.
    const room = limits?.perRun === undefined ? Number.POSITIVE_INFINITY : Math.max(0, limits.perRun - spent);
    const reserved = Math.min(held.get(runId) ?? 0, room);
    return scopeNow('run', runId, spent, reserved, run?.currency ?? 'USD', limits?.perRun);
  });
}

/** Today's global and per-agent spending from the daily rollup, and each running run's: what a store knows. */
async function fromStore(
  limits: DashboardBudgets | undefined,
  reader: EventReader,
  running: readonly RunRow[],
  day: string,
): Promise<ScopeNow[]> {
  const spent = await reader.spentOn(day);
  return [
    ...(spent.global.length === 0 ? [{ currency: 'USD', cost: 0 }] : spent.global).map((total) =>
      scopeNow('global per day', `global:${day}`, total.cost, null, total.currency, limits?.globalPerDay),
    ),
    ...spent.agents
      .filter((row) => row.agentName !== null)
      .map((row) =>
        scopeNow(
          'agent per day',
          `agent:${row.agentName}:${day}`,
          row.cost,
          null,
          row.currency,
          limits?.perAgentPerDay,
        ),
      ),
    ...running.map((run) => scopeNow('run', run.runId, run.cost ?? 0, null, run.currency, limits?.perRun)),
  ];
}

/**
 * Each budget scope now. In the gateway (which holds the budget ledger): every scope its policy defines, with
 * spent, reserved by calls in flight and left, from the ledger. Over a store alone: global and per-agent
 * spending of the UTC day and each running run's, and `needsGateway` saying what only the gateway knows.
 */
export async function budgetsNow(
  { reader, budgets: limits, live, now }: BudgetRouteContext,
  _query: DashboardQuery,
): Promise<ApiAnswer> {
  const at = now();
  const day = new Date(at).toISOString().slice(0, 10);
  const running = await reader.runningRuns({}, SHOWN);
  if (live) {
    const shared = await sharedScopes(live, limits, reader, day, at);
    const scopes = [...shared.scopes, ...runScopes(live, limits, running, at)];
    return json({
      day,
      limits: limits ?? null,
      source: live.source ?? 'ledger',
      // Whether the ledger's scopes are those of the whole fleet (a ledger that lists them) and all shown.
      fleet: live.listScopes ? { complete: shared.complete } : null,
      scopes: scopes.sort((a, b) => ORDER.indexOf(a.scope) - ORDER.indexOf(b.scope)),
      needsGateway: null,
    });
  }
  return json({
    day,
    limits: limits ?? null,
    source: 'store',
    fleet: null,
    scopes: await fromStore(limits, reader, running, day),
    // What only the gateway's ledger knows, said on the page.
    needsGateway: {
      reserved:
        'money held by calls in flight lives in the gateway’s budget ledger (memory or Redis): open the gateway’s own /dashboard/ to see it',
      task: 'a task’s shared budget is counted in the gateway’s ledger: open the gateway’s own /dashboard/ (or search the task id on the Runs view for its runs’ cost)',
      keyPerDay:
        'events do not record the client key: spending per key and day is in the gateway’s ledger, shown on the gateway’s own /dashboard/',
    },
  });
}
