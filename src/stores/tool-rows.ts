import type { ToolRow } from './event-reader.js';

// The tools report from the rows of the tool rollups (schema v3), one builder for both stores, so both turn
// the same rows into the same report.

/** A row of the `tool_shares` rollup: the tokens of one tool's calls in rounds of `round_calls` calls. */
export interface ToolShareRow {
  readonly tool_name: string;
  readonly round_calls: number;
  readonly tokens: number;
}

/**
 * Each tool's share of the tokens of the LLM calls that asked for it: every sum divided by its round size,
 * added in the order given (both stores give them ordered by tool and size, so both add alike).
 */
function toolTokens(rows: readonly ToolShareRow[]): Map<string, number> {
  const tokens = new Map<string, number>();
  for (const row of rows) {
    tokens.set(
      row.tool_name,
      (tokens.get(row.tool_name) ?? 0) + Number(row.tokens) / Number(row.round_calls),
    );
  }
  return tokens;
}

/** A tool's results in the `tool_results` rollup: failures, and the count and sum of known latencies. */
export interface ToolLatencyRow {
  readonly tool: string;
  readonly failures: number;
  readonly n: number;
  readonly latency_sum: number | null;
}

/** A tool's p95 latency as read off the `tool_results` histogram. */
export interface ToolP95Row {
  readonly tool: string;
  readonly p95: number;
}

/** Each tool's average and p95 latency and failures, from the rows of both stores' latency queries. */
function toolLatencies(
  totals: readonly ToolLatencyRow[],
  p95s: readonly ToolP95Row[],
): Map<string, { averageLatencyMs: number | null; p95LatencyMs: number | null; failures: number }> {
  const p95 = new Map(p95s.map((row) => [row.tool, Number(row.p95)]));
  return new Map(
    totals.map((row) => [
      row.tool,
      {
        averageLatencyMs: Number(row.n) > 0 ? Number(row.latency_sum) / Number(row.n) : null,
        p95LatencyMs: p95.get(row.tool) ?? null,
        failures: Number(row.failures),
      },
    ]),
  );
}

/** A tool's row in the `tool_totals` rollup, with its count of distinct argument hashes. */
export interface ToolTotalRow {
  readonly tool: string;
  readonly calls: number;
  readonly repeats: number;
  readonly distinct_arguments: number;
}

/** The tools report from the rows of both stores' tool rollup queries, most called first. */
export function toToolRows(rows: {
  readonly totals: readonly ToolTotalRow[];
  readonly shares: readonly ToolShareRow[];
  readonly latencies: readonly ToolLatencyRow[];
  readonly p95s: readonly ToolP95Row[];
}): ToolRow[] {
  const tokens = toolTokens(rows.shares);
  const latency = toolLatencies(rows.latencies, rows.p95s);
  return rows.totals
    .map((row) => ({
      tool: row.tool,
      calls: Number(row.calls),
      distinctArguments: Number(row.distinct_arguments),
      repeatedCalls: Number(row.repeats),
      tokens: Math.round(tokens.get(row.tool) ?? 0),
      averageLatencyMs: latency.get(row.tool)?.averageLatencyMs ?? null,
      p95LatencyMs: latency.get(row.tool)?.p95LatencyMs ?? null,
      failures: latency.get(row.tool)?.failures ?? 0,
    }))
    .sort((a, b) => b.calls - a.calls || a.tool.localeCompare(b.tool));
}
