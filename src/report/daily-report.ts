import type { DailyGrouping, DailyRow } from '../stores/sqlite/queries.js';
import { barChart, type TableData } from './render.js';

/** Formats money with enough digits to show small agent costs. */
export function formatMoney(value: number): string {
  return value >= 100 ? value.toFixed(2) : value >= 1 ? value.toFixed(3) : value.toFixed(4);
}

function tripsText(trips: Readonly<Record<string, number>>): string {
  return Object.entries(trips)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, count]) => `${code.replace(/^GUARD_/, '')} ${count}`)
    .join(', ');
}

/** The daily table: date, group columns, LLM calls, tokens, estimated cost, guard trips by code. */
export function dailyTable(rows: readonly DailyRow[], grouping: DailyGrouping): TableData {
  const currency = rows.find((row) => row.currency)?.currency ?? 'USD';
  const groupHead =
    grouping === 'task_type_agent'
      ? ['task type', 'agent']
      : grouping === 'task_type'
        ? ['task type']
        : [grouping];
  return {
    head: ['date', ...groupHead, 'LLM calls', 'tokens', `est. cost (${currency})`, 'guard trips'],
    rows: rows.map((row) => [
      row.date,
      ...(grouping === 'task_type_agent'
        ? [row.taskType, row.agentName]
        : grouping === 'task_type'
          ? [row.taskType]
          : grouping === 'agent'
            ? [row.agentName]
            : [row.model]),
      row.calls,
      row.tokens,
      formatMoney(row.cost),
      tripsText(row.trips),
    ]),
  };
}

/** Totals per day: cost and trips, for the charts. */
export function dailyTotals(
  rows: readonly DailyRow[],
): { date: string; cost: number; trips: number; calls: number }[] {
  const days = new Map<string, { date: string; cost: number; trips: number; calls: number }>();
  for (const row of rows) {
    const day = days.get(row.date) ?? { date: row.date, cost: 0, trips: 0, calls: 0 };
    day.cost += row.cost;
    day.calls += row.calls;
    day.trips += Object.values(row.trips).reduce((sum, count) => sum + count, 0);
    days.set(row.date, day);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** Two plain-text bar charts: cost per day and guard trips per day. */
export function dailyChart(rows: readonly DailyRow[]): string {
  const currency = rows.find((row) => row.currency)?.currency ?? 'USD';
  const totals = dailyTotals(rows);
  return [
    barChart(
      `cost per day (${currency})`,
      totals.map((day) => ({ label: day.date, value: day.cost })),
      { format: formatMoney },
    ),
    barChart(
      'guard trips per day',
      totals.map((day) => ({ label: day.date, value: day.trips })),
    ),
  ].join('\n\n');
}
