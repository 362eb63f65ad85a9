import { rebuildTripsSql } from '../backfill-sql.js';
import { createTable } from '../schema-tables.js';
import { rollUpDailyAndRunCalls } from './rollup-sql.js';
import { rollUpToolDays } from './tool-day-rollups.js';

// Schema v8: a trip takes the currency of its run's first priced call, also when that call is written after
// the trip, as in SQLite (see stores/sqlite/trip-currency.ts). Part of migration v8: a change to any of it is
// a new migration.

/** The runs whose first priced call in the statement's new rows is there, with that call's currency. */
const pricedRuns = `SELECT DISTINCT ON (task_id, run_id) task_id, run_id, currency FROM new_events
      WHERE event = 'llm_response' AND currency IS NOT NULL ORDER BY task_id, run_id, id`;

/**
 * The trigger function's first trip statement after v3's: a trip with no priced call before it waits in
 * unpriced_trips. Part of migration v8 (v10's function writes its own: tool-batch-rollups.ts).
 */
const waitUnpricedTrips = `    INSERT INTO unpriced_trips
    SELECT trip.task_id, trip.run_id, trip.day,
      json_build_array(trip.task_type, trip.agent_name, trip.model, NULL::text, trip.code)::text, trip.task_type,
      trip.agent_name, trip.model, trip.code, COUNT(*)
    FROM new_events AS trip
    WHERE trip.event = 'guard_trigger' AND trip.action = 'halt' AND NOT EXISTS (
      SELECT 1 FROM events AS response WHERE response.task_id = trip.task_id AND response.run_id = trip.run_id
        AND response.event = 'llm_response' AND response.currency IS NOT NULL AND response.id < trip.id)
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4
    ON CONFLICT (task_id, run_id, day, labels) DO UPDATE SET trips = unpriced_trips.trips + excluded.trips;
`;

/**
 * The trigger function's statements that move waiting trips: a statement's priced calls move their runs'
 * waiting trips to their currency (a count off the row without a currency, onto the row with it, in key order)
 * and drop rows left at 0. Part of migration v8, and of v10's function.
 */
export const moveWaitingTrips = `    -- Most statements find no trip waiting: one probe of a small table, and the moves are skipped.
    IF EXISTS (SELECT 1 FROM unpriced_trips) THEN
      WITH waiting AS (
        SELECT waiting.*, priced.currency AS priced_currency FROM unpriced_trips AS waiting
        JOIN (${pricedRuns}) AS priced USING (task_id, run_id))
      INSERT INTO daily_trips
      SELECT day, labels, task_type, agent_name, model, NULL, code, -SUM(trips) FROM waiting
      GROUP BY day, labels, task_type, agent_name, model, code
      UNION ALL
      SELECT day, json_build_array(task_type, agent_name, model, priced_currency, code)::text, task_type, agent_name,
        model, priced_currency, code, SUM(trips) FROM waiting
      GROUP BY 1, 2, 3, 4, 5, 6, 7
      ORDER BY 1, 2
      ON CONFLICT (day, labels) DO UPDATE SET trips = daily_trips.trips + excluded.trips;
      DELETE FROM daily_trips USING unpriced_trips AS waiting
      WHERE daily_trips.trips = 0 AND daily_trips.day = waiting.day AND daily_trips.labels = waiting.labels
        AND (waiting.task_id, waiting.run_id) IN (SELECT task_id, run_id FROM new_events
          WHERE event = 'llm_response' AND currency IS NOT NULL);
      DELETE FROM unpriced_trips WHERE (task_id, run_id) IN (SELECT task_id, run_id FROM new_events
        WHERE event = 'llm_response' AND currency IS NOT NULL);
    END IF;
`;

/** The trip statements of v8's trigger function. Part of migration v8. */
const priceTrips = `${waitUnpricedTrips}${moveWaitingTrips}`;

/** Migration v8: unpriced_trips, the trigger function with the trip statements, the backfill (backfill-sql.ts). */
export const postgresTripCurrencyMigration = `${createTable('unpriced_trips', 'postgres')};
  CREATE OR REPLACE FUNCTION loopguard_roll_up_daily() RETURNS trigger LANGUAGE plpgsql AS $roll_up$
  BEGIN
${rollUpDailyAndRunCalls}${priceTrips}${rollUpToolDays}    RETURN NULL;
  END
  $roll_up$;
  DELETE FROM daily_trips;
  ${rebuildTripsSql('postgres')}`;
