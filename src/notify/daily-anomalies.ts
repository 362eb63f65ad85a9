import { formatMoney } from '../report/daily-report.js';
import type { DailyRow } from '../stores/event-reader.js';
import type { ChatLine } from './chat-message.js';

/** Thresholds of {@link dailyAnomalies}. */
export interface AnomalyOptions {
  /** Days before the day whose median is the agent's usual level; a day without events counts as 0. @default 7 */
  readonly baselineDays?: number;
  /** The day's trips must exceed the median by at least this many: 0 → 1 is noise, 0 → 5 is not. @default 3 */
  readonly minTripIncrease?: number;
  /** The day's cost must exceed the median by at least this much, in the cost's own currency. @default 1 */
  readonly minCostIncrease?: number;
  /** And be at least this many times the median (so 40 → 43 trips is not news). @default 2 */
  readonly factor?: number;
}

/** An agent whose trips or cost on a day jumped against its own recent days. */
export interface Anomaly {
  readonly agent: string | null;
  readonly day: string;
  readonly metric: 'trips' | 'cost';
  /** The cost's currency; null for trips. */
  readonly currency: string | null;
  readonly value: number;
  readonly median: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The `count` UTC days before `day`, as `YYYY-MM-DD`. */
export function daysBefore(day: string, count: number): string[] {
  const start = Date.parse(`${day}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(start - (index + 1) * 86_400_000).toISOString().slice(0, 10),
  );
}

/**
 * The agents whose trips or cost on `day` jumped against the median of their previous `baselineDays` days:
 * a jump is at least `minTripIncrease` trips (`minCostIncrease` of cost) above that median and at least
 * `factor` times it. Rows must be grouped by agent and cover the day and the days before it; costs in
 * different currencies are compared each on its own.
 * @example dailyAnomalies(await reader.daily({ since: '2026-11-23', until: '2026-11-30' }, 'agent'), '2026-11-30')
 */
export function dailyAnomalies(
  rows: readonly DailyRow[],
  day: string,
  options: AnomalyOptions = {},
): Anomaly[] {
  const baseline = daysBefore(day, options.baselineDays ?? 7);
  const factor = options.factor ?? 2;
  const series = new Map<
    string,
    { agent: string | null; metric: 'trips' | 'cost'; currency: string | null; byDay: Map<string, number> }
  >();
  const add = (
    agent: string | null,
    metric: 'trips' | 'cost',
    currency: string | null,
    date: string,
    value: number,
  ) => {
    const key = JSON.stringify([agent, metric, currency]);
    let entry = series.get(key);
    if (!entry) {
      entry = { agent, metric, currency, byDay: new Map() };
      series.set(key, entry);
    }
    entry.byDay.set(date, (entry.byDay.get(date) ?? 0) + value);
  };
  for (const row of rows) {
    add(
      row.agentName,
      'trips',
      null,
      row.date,
      Object.values(row.trips).reduce((sum, count) => sum + count, 0),
    );
    if (row.currency !== null) add(row.agentName, 'cost', row.currency, row.date, row.cost);
  }
  const anomalies: Anomaly[] = [];
  for (const entry of series.values()) {
    const value = entry.byDay.get(day) ?? 0;
    const usual = median(baseline.map((date) => entry.byDay.get(date) ?? 0));
    const minIncrease =
      entry.metric === 'trips' ? (options.minTripIncrease ?? 3) : (options.minCostIncrease ?? 1);
    if (value - usual >= minIncrease && value >= factor * usual) {
      anomalies.push({
        agent: entry.agent,
        day,
        metric: entry.metric,
        currency: entry.currency,
        value,
        median: usual,
      });
    }
  }
  return anomalies.sort(
    (a, b) => String(a.agent).localeCompare(String(b.agent)) || a.metric.localeCompare(b.metric),
  );
}

function describe(anomaly: Anomaly): string {
  const times = anomaly.median > 0 ? `, ${(anomaly.value / anomaly.median).toFixed(1)}×` : '';
  return anomaly.metric === 'trips'
    ? `${anomaly.value} trips (usually ${anomaly.median}${times})`
    : `cost ${formatMoney(anomaly.value)} ${anomaly.currency} (usually ${anomaly.median === 0 ? 0 : formatMoney(anomaly.median)}${times})`;
}

/** One line per agent: `unusual day for cleaner on 2026-11-30: 5 trips (usually 0); cost …`. */
export function anomalyLines(anomalies: readonly Anomaly[], baselineDays = 7): ChatLine[] {
  const byAgent = new Map<string | null, Anomaly[]>();
  for (const anomaly of anomalies)
    byAgent.set(anomaly.agent, [...(byAgent.get(anomaly.agent) ?? []), anomaly]);
  return [...byAgent].map(([agent, list]) => [
    'unusual day for ',
    { code: agent ?? '(no agent)' },
    ` on ${list[0]?.day}: ${list.map(describe).join('; ')}, against the median of the ${baselineDays} days before`,
  ]);
}
