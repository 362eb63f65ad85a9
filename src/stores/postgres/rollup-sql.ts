// SQL of the rollups of schema v3 (see the migration in schema.ts) that is written more than once: by the
// migration's trigger and backfill, and by prune. Part of migration v3: a change to any of it is a new migration.

/**
 * Fills the tools report's rollups from the events (they must be empty): by migration v3, and again after a
 * prune, as they cover the whole store. Part of migration v3: a change to it is a new migration.
 */
export const rebuildPostgresToolRollups = `INSERT INTO tool_arguments
  SELECT DISTINCT tool_name, json_build_array(tool_args_hash)::text, tool_args_hash FROM events
  WHERE event = 'tool_call' AND tool_name IS NOT NULL;
  INSERT INTO tool_totals
  SELECT tool_name, COUNT(*), 0 FROM events WHERE event = 'tool_call' AND tool_name IS NOT NULL GROUP BY tool_name;
  INSERT INTO tool_totals
  SELECT left(signature, greatest(strpos(signature, '(') - 1, 0)), 0, SUM(n - 1)
  FROM (SELECT action_signature AS signature, COUNT(*) AS n FROM events
    WHERE event = 'tool_call' AND action_signature IS NOT NULL GROUP BY run_id, action_signature HAVING COUNT(*) > 1)
    AS signatures
  GROUP BY 1
  ON CONFLICT (tool) DO UPDATE SET repeats = excluded.repeats;
  INSERT INTO tool_shares
  SELECT tool_name, round_calls, SUM(COALESCE(round_tokens, 0))
  FROM (SELECT tool_name, round_tokens, COUNT(*) OVER (PARTITION BY run_id, round) AS round_calls FROM events
    WHERE event = 'tool_call') AS calls
  WHERE tool_name IS NOT NULL GROUP BY tool_name, round_calls;
  INSERT INTO tool_results
  SELECT tool_name, json_build_array(latency_ms)::text, latency_ms, COUNT(*), COUNT(*) FILTER (WHERE status = 'failed')
  FROM events WHERE event = 'tool_result' AND tool_name IS NOT NULL GROUP BY tool_name, latency_ms;`;

/**
 * Fills run_calls for the runs `runs` (an SQL condition on the events' task_id and run_id) from their
 * calls: by migration v3 for every run, and after a prune for the runs that lost calls. Part of migration
 * v3: a change to it is a new migration.
 */
export const fillPostgresRunCalls = (runs: string): string => `INSERT INTO run_calls
  SELECT task_id, run_id, MAX(largest), COALESCE(string_agg(model, ',' ORDER BY first), '')
  FROM (SELECT task_id, run_id, model, MIN(id) AS first, MAX(prompt_tokens) AS largest
    FROM events WHERE event = 'llm_response' AND ${runs} GROUP BY task_id, run_id, model) AS calls
  GROUP BY task_id, run_id`;

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
