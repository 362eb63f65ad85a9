// SQL of the rollups that more than one migration writes. Part of the migration that first wrote it: a
// change to any of it is a new migration.

/**
 * The trip trigger's count of a halt (`NEW`) in daily_trips, with the currency of its run's first priced call
 * before it: the whole trip trigger of v3, and the first statement of v8's. Part of migration v3.
 */
export const rollUpTripInDailyTrips = `    INSERT INTO daily_trips
    SELECT NEW.day, json_array(NEW.task_type, NEW.agent_name, NEW.model, currency, NEW.code), NEW.task_type,
      NEW.agent_name, NEW.model, currency, NEW.code, 1
    FROM (SELECT (SELECT currency FROM events WHERE task_id = NEW.task_id AND run_id = NEW.run_id
      AND event = 'llm_response' AND currency IS NOT NULL AND id < NEW.id ORDER BY id LIMIT 1) AS currency)
    WHERE true ON CONFLICT (day, labels) DO UPDATE SET trips = trips + 1;
`;
