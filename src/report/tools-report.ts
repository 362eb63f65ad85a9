import type { ToolRow } from '../stores/event-reader.js';
import type { TableData } from './render.js';

const ms = (value: number | null) => (value === null ? null : Math.round(value));

/** The per-tool table. */
export function toolsTable(rows: readonly ToolRow[]): TableData {
  return {
    head: ['tool', 'calls', 'distinct args', 'repeated calls', 'tokens', 'avg ms', 'p95 ms', 'failures'],
    rows: rows.map((row) => [
      row.tool,
      row.calls,
      row.distinctArguments,
      row.repeatedCalls,
      row.tokens,
      ms(row.averageLatencyMs),
      ms(row.p95LatencyMs),
      row.failures,
    ]),
  };
}
