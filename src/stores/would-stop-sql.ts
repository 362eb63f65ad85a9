import type { EventFilter, WouldStopRow } from './event-reader.js';
import type { Dialect, SqlQuery } from './run-list-sql.js';

/**
 * Observe-only mode's would-have-stopped runs, written once for both stores with `?` placeholders: each run's
 * first observed trip (the `events_trips` index finds them by day), then what the run's LLM calls after it
 * came to (the `events_task` index reads them from the trip on). PostgreSQL sums costs through numeric, as
 * the other reports do, so both stores give the same figures.
 */
export function wouldStopQuery(filter: EventFilter, dialect: Dialect): SqlQuery {
  const postgres = dialect === 'postgres';
  const agent = filter.agentName ?? null;
  const taskType = filter.taskType ?? null;
  // PostgreSQL must be told the type of a parameter that may be NULL.
  const maybe = postgres ? '?::text' : '?';
  return {
    sql: `SELECT day, task_type, agent_name, code, currency, COUNT(*)${postgres ? '::int' : ''} AS runs,
        SUM(calls)${postgres ? '::int' : ''} AS calls, SUM(cost)${postgres ? '::float8' : ''} AS cost FROM (
      SELECT trip.day, trip.task_type, trip.agent_name, trip.code,
        (SELECT COUNT(*) FROM events AS call WHERE call.task_id = trip.task_id AND call.id > trip.id
          AND call.run_id = trip.run_id AND call.event = 'llm_response') AS calls,
        (SELECT coalesce(SUM(call.cost${postgres ? '::numeric' : ''}), 0) FROM events AS call
          WHERE call.task_id = trip.task_id AND call.id > trip.id
          AND call.run_id = trip.run_id AND call.event = 'llm_response') AS cost,
        (SELECT call.currency FROM events AS call WHERE call.task_id = trip.task_id AND call.run_id = trip.run_id
          AND call.event = 'llm_response' AND call.currency IS NOT NULL ORDER BY call.id LIMIT 1) AS currency
      FROM events AS trip
      WHERE trip.event = 'guard_trigger' AND trip.action = 'observe' AND trip.day >= ? AND trip.day <= ?
        AND (${maybe} IS NULL OR trip.agent_name = ?) AND (${maybe} IS NULL OR trip.task_type = ?)
        AND NOT EXISTS (SELECT 1 FROM events AS earlier WHERE earlier.task_id = trip.task_id
          AND earlier.id < trip.id AND earlier.run_id = trip.run_id AND earlier.event = 'guard_trigger'
          AND earlier.action = 'observe')) AS first_trips
    GROUP BY day, task_type, agent_name, code, currency
    ORDER BY day, task_type, agent_name, code`,
    values: [filter.since ?? '0000-00-00', filter.until ?? '9999-99-99', agent, agent, taskType, taskType],
  };
}

/** A row of {@link wouldStopQuery} as the reports take it. */
export function toWouldStopRow(row: Record<string, unknown>): WouldStopRow {
  return {
    date: row.day as string,
    taskType: (row.task_type as string | null) ?? null,
    agentName: (row.agent_name as string | null) ?? null,
    code: row.code as string,
    runs: Number(row.runs),
    savedCalls: Number(row.calls),
    savedCost: Number(row.cost),
    currency: (row.currency as string | null) ?? null,
  };
}
