import type { DailyRow } from '../stores/event-reader.js';

/** The daily rows as chart series: one value per day from the first day to the last, days without calls 0. */
export interface DailySeries {
  /** Every UTC day from the first row's to the last row's, `YYYY-MM-DD`. */
  readonly dates: readonly string[];
  /** LLM calls per day. */
  readonly calls: readonly number[];
  /** Tokens per day. */
  readonly tokens: readonly number[];
  /** Cost per day, one series per currency (never added across currencies). */
  readonly costs: Readonly<Record<string, readonly number[]>>;
  /** Guard trips per day, one series per code. */
  readonly trips: Readonly<Record<string, readonly number[]>>;
}

const DAY_MS = 86_400_000;
/** Past this many days the gaps are left out rather than filled: a chart of years needs no empty days. */
const MAX_FILLED_DAYS = 3_660;

function daysBetween(first: string, last: string): string[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  const end = Date.parse(`${last}T00:00:00Z`);
  if ((end - start) / DAY_MS > MAX_FILLED_DAYS) return [];
  const days: string[] = [];
  for (let time = start; time <= end; time += DAY_MS) days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}

/**
 * Per-day series of the daily rows for the charts: calls, tokens, cost per currency and trips per code, the
 * days without a row filled with 0 so a quiet day shows as one, not as a line drawn across it.
 */
export function dailySeries(rows: readonly DailyRow[]): DailySeries {
  const known = [...new Set(rows.map((row) => row.date))].sort();
  const filled = known.length > 0 ? daysBetween(known[0] as string, known.at(-1) as string) : [];
  const dates = filled.length >= known.length ? filled : known;
  const index = new Map(dates.map((date, position) => [date, position]));
  const zeros = () => dates.map(() => 0);
  const calls = zeros();
  const tokens = zeros();
  const costs: Record<string, number[]> = {};
  const trips: Record<string, number[]> = {};
  const add = (series: Record<string, number[]>, key: string, at: number, value: number) => {
    const values = series[key] ?? zeros();
    values[at] = (values[at] as number) + value;
    series[key] = values;
  };
  for (const row of rows) {
    const at = index.get(row.date) as number;
    calls[at] = (calls[at] as number) + row.calls;
    tokens[at] = (tokens[at] as number) + row.tokens;
    if (row.currency !== null) add(costs, row.currency, at, row.cost);
    for (const [code, count] of Object.entries(row.trips)) add(trips, code, at, count);
  }
  return { dates, calls, tokens, costs, trips };
}

/** The agents, task types and models of the rows, sorted, for the filter menus. */
export function filterChoices(
  rows: readonly DailyRow[],
  modelRows: readonly DailyRow[],
): { agents: string[]; taskTypes: string[]; models: string[] } {
  const sorted = (values: (string | null)[]) =>
    [...new Set(values.filter((value): value is string => value !== null))].sort();
  return {
    agents: sorted(rows.map((row) => row.agentName)),
    taskTypes: sorted(rows.map((row) => row.taskType)),
    models: sorted(modelRows.map((row) => row.model)),
  };
}

/** One agent's or model's totals over the period: calls, cost per currency, trips. */
export interface GroupTotal {
  readonly name: string | null;
  readonly calls: number;
  readonly costs: Readonly<Record<string, number>>;
  readonly trips: number;
}

/** The rows' totals per agent or per model, dearest first, for the charts by agent and by model. */
export function groupTotals(rows: readonly DailyRow[], key: 'agentName' | 'model'): GroupTotal[] {
  const groups = new Map<
    string | null,
    { name: string | null; calls: number; costs: Record<string, number>; trips: number }
  >();
  for (const row of rows) {
    const name = row[key];
    const group = groups.get(name) ?? { name, calls: 0, costs: {}, trips: 0 };
    group.calls += row.calls;
    if (row.currency !== null) group.costs[row.currency] = (group.costs[row.currency] ?? 0) + row.cost;
    for (const count of Object.values(row.trips)) group.trips += count;
    groups.set(name, group);
  }
  const dearest = (group: GroupTotal) => Math.max(0, ...Object.values(group.costs));
  return [...groups.values()].sort((a, b) => dearest(b) - dearest(a) || b.calls - a.calls);
}
