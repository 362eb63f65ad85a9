import type { DailyGrouping, DailyRow } from '../stores/event-reader.js';
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

/** The cost cell: blank for calls without a known price. */
function costCell(row: DailyRow): string | null {
  return row.currency === null && row.cost === 0 ? null : formatMoney(row.cost);
}

/**
 * The daily table: date, group columns, LLM calls, tokens, estimated cost and its currency, guard trips by
 * code. A group that spent in two currencies has a row for each: amounts in different currencies are never
 * added together.
 */
export function dailyTable(rows: readonly DailyRow[], grouping: DailyGrouping): TableData {
  const groupHead =
    grouping === 'task_type_agent'
      ? ['task type', 'agent']
      : grouping === 'task_type'
        ? ['task type']
        : [grouping];
  return {
    head: ['date', ...groupHead, 'LLM calls', 'tokens', 'est. cost', 'currency', 'guard trips'],
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
      costCell(row),
      row.currency,
      tripsText(row.trips),
    ]),
  };
}

/** Calls, tokens and cost per currency over all rows; `null` gathers the calls without a known price. */
export function currencyTotals(
  rows: readonly DailyRow[],
): { currency: string | null; calls: number; tokens: number; cost: number }[] {
  const totals = new Map<
    string | null,
    { currency: string | null; calls: number; tokens: number; cost: number }
  >();
  for (const row of rows) {
    if (row.calls === 0) continue;
    const total = totals.get(row.currency) ?? { currency: row.currency, calls: 0, tokens: 0, cost: 0 };
    total.calls += row.calls;
    total.tokens += row.tokens;
    total.cost += row.cost;
    totals.set(row.currency, total);
  }
  return [...totals.values()].sort((a, b) =>
    a.currency === null ? 1 : b.currency === null ? -1 : a.currency.localeCompare(b.currency),
  );
}

/** One line per currency: `total: 9.600 USD over 8 LLM calls, 8800 tokens`. */
export function currencyTotalLines(rows: readonly DailyRow[]): string[] {
  return currencyTotals(rows).map((total) =>
    total.currency === null
      ? `total without a known price: ${total.calls} LLM calls, ${total.tokens} tokens`
      : `total: ${formatMoney(total.cost)} ${total.currency} over ${total.calls} LLM calls, ${total.tokens} tokens`,
  );
}

/** Per day: LLM calls, guard trips, and cost per currency, for the charts. */
export function dailyTotals(
  rows: readonly DailyRow[],
): { date: string; calls: number; trips: number; costs: Record<string, number> }[] {
  const days = new Map<
    string,
    { date: string; calls: number; trips: number; costs: Record<string, number> }
  >();
  for (const row of rows) {
    const day = days.get(row.date) ?? { date: row.date, calls: 0, trips: 0, costs: {} };
    if (row.currency !== null) day.costs[row.currency] = (day.costs[row.currency] ?? 0) + row.cost;
    day.calls += row.calls;
    day.trips += Object.values(row.trips).reduce((sum, count) => sum + count, 0);
    days.set(row.date, day);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** Plain-text bar charts: cost per day, one chart per currency, and guard trips per day. */
export function dailyChart(rows: readonly DailyRow[]): string {
  const totals = dailyTotals(rows);
  const currencies = [...new Set(totals.flatMap((day) => Object.keys(day.costs)))].sort();
  return [
    ...currencies.map((currency) =>
      barChart(
        `cost per day (${currency})`,
        totals.map((day) => ({ label: day.date, value: day.costs[currency] ?? 0 })),
        { format: formatMoney },
      ),
    ),
    barChart(
      'guard trips per day',
      totals.map((day) => ({ label: day.date, value: day.trips })),
    ),
  ].join('\n\n');
}
