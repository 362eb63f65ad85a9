import type { WouldStopRow } from '../stores/event-reader.js';
import { formatMoney } from './daily-report.js';
import type { TableData } from './render.js';

/**
 * Observe-only mode's table, apart from the stops: per day, task type and agent, the runs that would have
 * stopped by code, and the calls and money a stop would have saved (what those runs did after the trip).
 */
export function wouldStopTable(rows: readonly WouldStopRow[]): TableData {
  return {
    head: ['date', 'task type', 'agent', 'would stop', 'runs', 'calls saved', 'cost saved', 'currency'],
    rows: rows.map((row) => [
      row.date,
      row.taskType,
      row.agentName,
      row.code.replace(/^GUARD_/, ''),
      row.runs,
      row.savedCalls,
      row.currency === null && row.savedCost === 0 ? null : formatMoney(row.savedCost),
      row.currency,
    ]),
  };
}

/** One line per currency: `would have saved: 0.4200 USD and 31 LLM calls in 4 runs (observe mode)`. */
export function wouldStopTotalLines(rows: readonly WouldStopRow[]): string[] {
  const totals = new Map<string | null, { runs: number; calls: number; cost: number }>();
  for (const row of rows) {
    const total = totals.get(row.currency) ?? { runs: 0, calls: 0, cost: 0 };
    total.runs += row.runs;
    total.calls += row.savedCalls;
    total.cost += row.savedCost;
    totals.set(row.currency, total);
  }
  return [...totals].map(([currency, total]) =>
    currency === null
      ? `would have saved: ${total.calls} LLM calls without a known price in ${total.runs} runs (observe mode)`
      : `would have saved: ${formatMoney(total.cost)} ${currency} and ${total.calls} LLM calls in ${total.runs} runs (observe mode)`,
  );
}
