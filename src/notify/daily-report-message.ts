import { currencyTotalLines, dailyChart, dailyTable } from '../report/daily-report.js';
import type { DailyRow } from '../stores/event-reader.js';
import type { ChatLine, ChatMessage } from './chat-message.js';

/**
 * The daily report as a chat message: a row per task type and agent (calls, tokens, cost, trips), the
 * totals per currency, the text charts, then a line per agent whose day was unusual.
 */
export function dailyReportMessage(
  day: string,
  rows: readonly DailyRow[],
  anomalies: readonly ChatLine[],
): ChatMessage {
  const unusual = anomalies.length > 0 ? [{ kind: 'lines' as const, lines: anomalies }] : [];
  if (rows.length === 0) {
    return {
      title: `loopguard daily report ${day}: no LLM calls`,
      severity: anomalies.length > 0 ? 'alert' : 'info',
      sections: unusual,
      data: { kind: 'daily_report', day, rows: [], anomalies: anomalies.length },
    };
  }
  // The day is in the title: the date column would repeat it on every row.
  const table = dailyTable(rows, 'task_type_agent');
  return {
    title: `loopguard daily report ${day}`,
    severity: anomalies.length > 0 ? 'alert' : 'info',
    sections: [
      {
        kind: 'table',
        keyColumns: 2,
        table: { head: table.head.slice(1), rows: table.rows.map((row) => row.slice(1)) },
      },
      { kind: 'lines', lines: currencyTotalLines(rows).map((line) => [line]) },
      { kind: 'chart', text: dailyChart(rows) },
      ...unusual,
    ],
    data: { kind: 'daily_report', day, rows, anomalies: anomalies.length },
  };
}
