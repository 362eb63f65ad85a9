// SQL of the rollups of schema v3 (see the migration in schema.ts) that is written more than once: by the
// migration's trigger and backfill, and by prune. Part of migration v3: a change to any of it is a new migration.

import { fillRunCallsSql, rebuildToolRollupsV3Sql } from '../backfill-sql.js';

/**
 * Fills the tools report's rollups of v3 from the events (they must be empty), as SQLite's (backfill-sql.ts).
 * Part of migration v3.
 */
export const rebuildPostgresToolRollups = rebuildToolRollupsV3Sql('postgres');

/**
 * Fills run_calls for the runs `runs` (an SQL condition on the events' task_id and run_id) from their
 * calls: by migration v3 for every run, and after a prune for the runs that lost calls. Part of migration
 * v3: a change to it is a new migration.
 */
export const fillPostgresRunCalls = (runs: string): string => fillRunCallsSql('postgres', runs);

/**
 * The daily_calls rows of the LLM calls in `source` (the new rows of a statement, or every event). Part of
 * migration v3: a change to it is a new migration.
 */
export const dailyCallsOf = (source: string): string => `SELECT day,
    json_build_array(task_type, agent_name, model, currency)::text, task_type, agent_name, model, currency,
    COUNT(*), COALESCE(SUM(total_tokens), 0),
    COALESCE(SUM(trunc(COALESCE(cost, 0) * 1e12::float8 + 0.5::float8)::numeric), 0)
  FROM ${source} WHERE event = 'llm_response' GROUP BY day, task_type, agent_name, model, currency`;

/**
 * The daily_trips rows of the trips (halts) in `source`, each with the currency of its run's first priced
 * call before it. Part of migration v3: a change to it is a new migration.
 */
export const dailyTripsOf = (source: string): string => `SELECT day,
    json_build_array(task_type, agent_name, model, currency, code)::text, task_type, agent_name, model,
    currency, code, COUNT(*)
  FROM (SELECT trip.day, trip.task_type, trip.agent_name, trip.model, trip.code,
      (SELECT response.currency FROM events AS response
       WHERE response.task_id = trip.task_id AND response.run_id = trip.run_id
         AND response.event = 'llm_response' AND response.currency IS NOT NULL AND response.id < trip.id
       ORDER BY response.id LIMIT 1) AS currency
    FROM ${source} AS trip WHERE trip.event = 'guard_trigger' AND trip.action = 'halt') AS trips
  GROUP BY day, task_type, agent_name, model, currency, code`;

/**
 * The statements of the rollup trigger function that keep daily_calls, daily_trips and run_calls from a
 * statement's new rows (`new_events`): the function of migration v3, and its replacement in v7, which changes
 * only the tool rollups. Part of migration v3: a change to it is a new migration.
 */
export const rollUpDailyAndRunCalls = `    INSERT INTO daily_calls ${dailyCallsOf('new_events')} ORDER BY 1, 2
    ON CONFLICT (day, labels) DO UPDATE SET calls = daily_calls.calls + excluded.calls,
      tokens = daily_calls.tokens + excluded.tokens, cost_pico = daily_calls.cost_pico + excluded.cost_pico;
    -- A trip takes the currency of its run's first priced call before it (an AFTER trigger sees its own
    -- statement's rows; the id keeps a later call of the same batch out, as SQLite's row trigger does).
    INSERT INTO daily_trips ${dailyTripsOf('new_events')} ORDER BY 1, 2
    ON CONFLICT (day, labels) DO UPDATE SET trips = daily_trips.trips + excluded.trips;
    -- A run's models: distinct, first use first, merged with those of its earlier statements.
    INSERT INTO run_calls
    SELECT task_id, run_id, MAX(largest), COALESCE(string_agg(model, ',' ORDER BY first), '')
    FROM (SELECT task_id, run_id, model, MIN(id) AS first, MAX(prompt_tokens) AS largest
      FROM new_events WHERE event = 'llm_response' GROUP BY task_id, run_id, model) AS calls
    GROUP BY task_id, run_id ORDER BY 1, 2
    ON CONFLICT (task_id, run_id) DO UPDATE SET
      largest_prompt = GREATEST(run_calls.largest_prompt, excluded.largest_prompt),
      models = (SELECT COALESCE(string_agg(model, ',' ORDER BY position), '') FROM (
        SELECT model, MIN(position) AS position
        FROM unnest(string_to_array(run_calls.models, ',') || string_to_array(excluded.models, ','))
          WITH ORDINALITY AS listed(model, position)
        WHERE model <> '' GROUP BY model) AS merged);
`;
