import type Database from 'better-sqlite3';
import type {
  DailyGrouping,
  DailyRow,
  DateRange,
  EventFilter,
  RunTotals,
  StoredEvent,
  ToolRow,
  TripCursor,
  TripRow,
} from '../event-reader.js';
import { toTripRow } from '../event-reader.js';

// The row types belong to the reader interface; re-exported for callers of these functions.
export type { DailyGrouping, DailyRow, DateRange, EventFilter, RunTotals, StoredEvent, ToolRow };

const groupColumns: Record<DailyGrouping, string[]> = {
  agent: ['agent_name'],
  task_type: ['task_type'],
  model: ['model'],
  task_type_agent: ['task_type', 'agent_name'],
};

/** The SQL condition and parameters of a filter: the day range, then each label it names, exactly. */
function filterWhere(filter: EventFilter, table = ''): { where: string; bounds: (string | number)[] } {
  const clauses = [`${table}day >= ?`, `${table}day <= ?`];
  const bounds: (string | number)[] = [filter.since ?? '0000-00-00', filter.until ?? '9999-99-99'];
  for (const [column, value] of [
    ['agent_name', filter.agentName],
    ['task_type', filter.taskType],
    ['model', filter.model],
  ] as const) {
    if (value === undefined) continue;
    clauses.push(`${table}${column} = ?`);
    bounds.push(value);
  }
  return { where: clauses.join(' AND '), bounds };
}

const nullsLast = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a.localeCompare(b);

/** LLM calls, tokens, cost and guard trips per UTC day, group and currency. */
export function queryDaily(
  db: Database.Database,
  range: EventFilter,
  grouping: DailyGrouping = 'task_type_agent',
): DailyRow[] {
  const columns = groupColumns[grouping];
  const group = ['day', ...columns].join(', ');
  const { where, bounds } = filterWhere(range);
  const calls = db
    .prepare(
      `SELECT ${group}, currency AS row_currency, COUNT(*) AS calls, COALESCE(SUM(total_tokens), 0) AS tokens,
        COALESCE(SUM(cost), 0) AS cost
       FROM events WHERE event = 'llm_response' AND ${where} GROUP BY ${group}, currency`,
    )
    .all(...bounds) as Record<string, unknown>[];
  // A trip event carries no cost, so no currency: it takes the currency its run's priced calls were in
  // (one guard, one currency), found through the task index.
  const trips = db
    .prepare(
      `SELECT ${group}, code, COUNT(*) AS count,
         (SELECT response.currency FROM events AS response
          WHERE response.task_id = trip.task_id AND response.run_id = trip.run_id
            AND response.event = 'llm_response' AND response.currency IS NOT NULL LIMIT 1) AS row_currency
       FROM events AS trip
       WHERE event = 'guard_trigger' AND action = 'halt' AND ${where} GROUP BY ${group}, row_currency, code`,
    )
    .all(...bounds) as Record<string, unknown>[];
  const key = (row: Record<string, unknown>) =>
    [row.day, ...columns.map((column) => row[column]), row.row_currency].join('\u0000');
  const rows = new Map<string, DailyRow & { trips: Record<string, number> }>();
  const rowFor = (row: Record<string, unknown>) => {
    let found = rows.get(key(row));
    if (!found) {
      found = {
        date: row.day as string,
        taskType: (row.task_type as string | undefined) ?? null,
        agentName: (row.agent_name as string | undefined) ?? null,
        model: (row.model as string | undefined) ?? null,
        calls: 0,
        tokens: 0,
        cost: 0,
        currency: (row.row_currency as string | null) ?? null,
        trips: {},
      };
      rows.set(key(row), found);
    }
    return found;
  };
  for (const row of calls) {
    Object.assign(rowFor(row), {
      calls: row.calls as number,
      tokens: row.tokens as number,
      cost: row.cost as number,
    });
  }
  for (const row of trips) rowFor(row).trips[String(row.code)] = row.count as number;
  return [...rows.values()].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      String(a.taskType ?? a.model ?? '').localeCompare(String(b.taskType ?? b.model ?? '')) ||
      String(a.agentName ?? '').localeCompare(String(b.agentName ?? '')) ||
      nullsLast(a.currency, b.currency),
  );
}

/** Per tool: calls, distinct argument hashes, repeated signatures, tokens, latency, failures. */
export function queryTools(db: Database.Database): ToolRow[] {
  const calls = db
    .prepare(
      `SELECT tool_name AS tool, COUNT(*) AS calls, COUNT(DISTINCT tool_args_hash) AS distinct_arguments
       FROM events WHERE event = 'tool_call' GROUP BY tool_name HAVING tool_name IS NOT NULL`,
    )
    .all() as { tool: string; calls: number; distinct_arguments: number }[];
  const repeats = new Map<string, number>();
  const repeated = db
    .prepare(
      `SELECT action_signature AS signature, COUNT(*) AS count FROM events
       WHERE event = 'tool_call' GROUP BY run_id, action_signature HAVING count > 1 AND signature IS NOT NULL`,
    )
    .all() as { signature: string; count: number }[];
  for (const row of repeated) {
    const tool = row.signature.slice(0, Math.max(0, row.signature.indexOf('(')));
    repeats.set(tool, (repeats.get(tool) ?? 0) + row.count - 1);
  }
  const tokens = new Map(
    (
      db
        .prepare(
          `SELECT tool_name AS tool, SUM(share) AS tokens FROM (
             SELECT tool_name, CAST(round_tokens AS REAL) / COUNT(*) OVER (PARTITION BY run_id, round) AS share
             FROM events WHERE event = 'tool_call')
           GROUP BY tool_name`,
        )
        .all() as { tool: string; tokens: number | null }[]
    ).map((row) => [row.tool, row.tokens ?? 0]),
  );
  const latency = db.prepare(
    `SELECT COUNT(latency_ms) AS n, AVG(latency_ms) AS average,
       SUM(CASE WHEN status = 'failed' THEN 1 ELSE 0 END) AS failures
     FROM events WHERE event = 'tool_result' AND tool_name = ?`,
  );
  const nth = db.prepare(
    `SELECT latency_ms AS value FROM events WHERE event = 'tool_result' AND tool_name = ? AND latency_ms IS NOT NULL
     ORDER BY latency_ms LIMIT 1 OFFSET ?`,
  );
  return calls
    .map((row) => {
      const stats = latency.get(row.tool) as { n: number; average: number | null; failures: number | null };
      const p95 =
        stats.n > 0
          ? ((nth.get(row.tool, Math.ceil(stats.n * 0.95) - 1) as { value: number }).value ?? null)
          : null;
      return {
        tool: row.tool,
        calls: row.calls,
        distinctArguments: row.distinct_arguments,
        repeatedCalls: repeats.get(row.tool) ?? 0,
        tokens: Math.round(tokens.get(row.tool) ?? 0),
        averageLatencyMs: stats.average,
        p95LatencyMs: p95,
        failures: stats.failures ?? 0,
      };
    })
    .sort((a, b) => b.calls - a.calls || a.tool.localeCompare(b.tool));
}

/** Every event of one task, in the order they happened. */
export function queryTask(db: Database.Database, taskId: string): StoredEvent[] {
  return db.prepare('SELECT * FROM events WHERE task_id = ? ORDER BY id').all(taskId) as StoredEvent[];
}

/** Task ids that start like `prefix`, newest first (for "did you mean"). */
export function similarTaskIds(db: Database.Database, prefix: string, limit = 5): string[] {
  return (
    db
      .prepare(
        `SELECT task_id FROM events WHERE event = 'run_start' AND task_id LIKE ? ESCAPE '\\'
         GROUP BY task_id ORDER BY MAX(id) DESC LIMIT ?`,
      )
      .all(`${prefix.slice(0, 3).replace(/[%_\\]/g, '\\$&')}%`, limit) as { task_id: string }[]
  ).map((row) => row.task_id);
}

/** `largest prompt,model,model…` as the run query gives it; model names hold no comma in any catalogue. */
function callsOf(text: unknown): Pick<RunTotals, 'largestPromptTokens' | 'models'> {
  const [prompt = '', ...models] = typeof text === 'string' ? text.split(',') : [];
  return {
    largestPromptTokens: prompt === '' ? null : Number(prompt),
    models: models.filter((model) => model !== ''),
  };
}

/** Iterates the totals of completed runs (from `run_end` events), without loading them all at once. */
export function* iterateCompletedRuns(db: Database.Database, range: DateRange): Generator<RunTotals> {
  // The run's own calls, through the task index, in one subquery (two doubled its cost): calibration sizes
  // the budget for one worst-case call from the largest prompt and the models.
  const statement = db.prepare(
    `SELECT agent_name, task_type, round, latency_ms, total_tokens, cost, currency,
       (SELECT coalesce(MAX(call.prompt_tokens), '') || ',' || coalesce(group_concat(DISTINCT call.model), '')
        FROM events AS call WHERE call.task_id = e.task_id AND call.run_id = e.run_id
          AND call.event = 'llm_response') AS calls
     FROM events AS e
     WHERE event = 'run_end' AND state = 'completed' AND day >= ? AND day <= ?`,
  );
  for (const row of statement.iterate(range.since ?? '0000-00-00', range.until ?? '9999-99-99') as Iterable<
    Record<string, number | string | null>
  >) {
    yield {
      agentName: row.agent_name as string | null,
      taskType: row.task_type as string | null,
      rounds: row.round as number,
      durationMs: (row.latency_ms as number | null) ?? 0,
      tokens: (row.total_tokens as number | null) ?? 0,
      cost: row.cost as number | null,
      currency: row.currency as string | null,
      ...callsOf(row.calls),
    };
  }
}

/** Number of completed runs in a range (for the progress bar). */
export function countCompletedRuns(db: Database.Database, range: DateRange): number {
  return (
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM events WHERE event = 'run_end' AND state = 'completed' AND day >= ? AND day <= ?`,
      )
      .get(range.since ?? '0000-00-00', range.until ?? '9999-99-99') as { n: number }
  ).n;
}

/** Guard trips (halts) by code in a range. */
export function queryTripCodes(db: Database.Database, range: DateRange): Record<string, number> {
  const rows = db
    .prepare(
      `SELECT code, COUNT(*) AS n FROM events WHERE event = 'guard_trigger' AND action = 'halt' AND day >= ? AND day <= ?
       GROUP BY code`,
    )
    .all(range.since ?? '0000-00-00', range.until ?? '9999-99-99') as { code: string; n: number }[];
  return Object.fromEntries(rows.map((row) => [row.code, row.n]));
}

/** The latest guard trips (halts) a filter selects, newest first. */
export function queryRecentTrips(db: Database.Database, filter: EventFilter, limit = 50): StoredEvent[] {
  const { where, bounds } = filterWhere(filter);
  return db
    .prepare(
      `SELECT * FROM events WHERE event = 'guard_trigger' AND action = 'halt' AND ${where} ORDER BY id DESC LIMIT ?`,
    )
    .all(...bounds, limit) as StoredEvent[];
}

/** The id of the newest event, 0 for an empty store. */
export function queryLatestEventId(db: Database.Database): number {
  return (db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM events').get() as { id: number }).id;
}

/** Trips in `(afterId, untilId]` on or after `since`, oldest first: see {@link EventReader.tripsAfter}. */
export function queryTripsAfter(db: Database.Database, cursor: TripCursor, limit: number): TripRow[] {
  const rows = db
    .prepare(
      `SELECT id, timestamp, agent_name, task_id, run_id, code, error_message FROM events AS trip
       WHERE id > ? AND id <= ? AND day >= ? AND (
         (event = 'guard_trigger' AND action = 'halt') OR
         (event = 'run_end' AND code IS NOT NULL AND NOT EXISTS (
            SELECT 1 FROM events AS halt WHERE halt.task_id = trip.task_id AND halt.run_id = trip.run_id
              AND halt.event = 'guard_trigger' AND halt.action = 'halt')))
       ORDER BY id LIMIT ?`,
    )
    .all(cursor.afterId, cursor.untilId, cursor.since, limit) as Record<string, unknown>[];
  return rows.map(toTripRow);
}
