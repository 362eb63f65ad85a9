import type { EventFilter, WouldStopRow } from '../event-reader.js';
import type { SqliteDatabase } from './sqlite-database.js';

// Each run's first observed trip (the `events_trips` index finds them by day), then what the run's LLM calls
// after it came to (the `events_task` index reads them from the trip on).
const wouldStopQuery = `SELECT day, task_type, agent_name, code, currency, COUNT(*) AS runs,
    SUM(calls) AS calls, SUM(cost) AS cost FROM (
  SELECT trip.day, trip.task_type, trip.agent_name, trip.code,
    (SELECT COUNT(*) FROM events AS call WHERE call.task_id = trip.task_id AND call.id > trip.id
      AND call.run_id = trip.run_id AND call.event = 'llm_response') AS calls,
    (SELECT coalesce(SUM(call.cost), 0) FROM events AS call WHERE call.task_id = trip.task_id AND call.id > trip.id
      AND call.run_id = trip.run_id AND call.event = 'llm_response') AS cost,
    (SELECT call.currency FROM events AS call WHERE call.task_id = trip.task_id AND call.run_id = trip.run_id
      AND call.event = 'llm_response' AND call.currency IS NOT NULL ORDER BY call.id LIMIT 1) AS currency
  FROM events AS trip
  WHERE trip.event = 'guard_trigger' AND trip.action = 'observe' AND trip.day >= ? AND trip.day <= ?
    AND (? IS NULL OR trip.agent_name = ?) AND (? IS NULL OR trip.task_type = ?)
    AND NOT EXISTS (SELECT 1 FROM events AS earlier WHERE earlier.task_id = trip.task_id
      AND earlier.id < trip.id AND earlier.run_id = trip.run_id AND earlier.event = 'guard_trigger'
      AND earlier.action = 'observe'))
GROUP BY day, task_type, agent_name, code, currency
ORDER BY day, task_type, agent_name, code`;

/** Observe-only mode's would-have-stopped runs: see {@link EventReader.wouldHaveStopped}. */
export function queryWouldStop(db: SqliteDatabase, filter: EventFilter): WouldStopRow[] {
  const agent = filter.agentName ?? null;
  const taskType = filter.taskType ?? null;
  const rows = db
    .prepare(wouldStopQuery)
    .all(
      filter.since ?? '0000-00-00',
      filter.until ?? '9999-99-99',
      agent,
      agent,
      taskType,
      taskType,
    ) as Record<string, unknown>[];
  return rows.map((row) => ({
    date: row.day as string,
    taskType: (row.task_type as string | null) ?? null,
    agentName: (row.agent_name as string | null) ?? null,
    code: row.code as string,
    runs: Number(row.runs),
    savedCalls: Number(row.calls),
    savedCost: Number(row.cost),
    currency: (row.currency as string | null) ?? null,
  }));
}
