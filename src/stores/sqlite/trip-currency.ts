import { rebuildTripsSql } from '../backfill-sql.js';
import { createTable } from '../schema-tables.js';
import { rollUpTripInDailyTrips } from './rollup-sql.js';

// Schema v8: a trip takes the currency of its run's first priced call, also when that call is written after
// the trip. The gateway records a trip made mid-stream (a content loop cut, a budget passed) before the
// call's answer and its price are written; the trip then found no priced call before it, and the agent's day
// showed two rows, one of them without a currency. A trip written before its run's first priced call waits in
// `unpriced_trips`; that call moves it to its currency. Part of migration v8: a change to it is a new migration.

/** Migration v8: unpriced_trips, the trip trigger that fills it, the call trigger that empties it, the backfill. */
export const tripCurrencyMigration = `${createTable('unpriced_trips', 'sqlite')};
  DROP TRIGGER events_roll_up_trip;
  CREATE TRIGGER events_roll_up_trip AFTER INSERT ON events
  WHEN NEW.event = 'guard_trigger' AND NEW.action = 'halt' BEGIN
${rollUpTripInDailyTrips}    INSERT INTO unpriced_trips
    SELECT NEW.task_id, NEW.run_id, NEW.day, json_array(NEW.task_type, NEW.agent_name, NEW.model, NULL, NEW.code),
      NEW.task_type, NEW.agent_name, NEW.model, NEW.code, 1
    WHERE NOT EXISTS (SELECT 1 FROM events WHERE task_id = NEW.task_id AND run_id = NEW.run_id
      AND event = 'llm_response' AND currency IS NOT NULL AND id < NEW.id)
    ON CONFLICT (task_id, run_id, day, labels) DO UPDATE SET trips = trips + 1;
  END;
  -- A priced call moves its run's waiting trips to its currency; a run with none costs one key probe.
  CREATE TRIGGER events_price_trips AFTER INSERT ON events
  WHEN NEW.event = 'llm_response' AND NEW.currency IS NOT NULL
    AND EXISTS (SELECT 1 FROM unpriced_trips WHERE task_id = NEW.task_id AND run_id = NEW.run_id) BEGIN
    INSERT INTO daily_trips
    SELECT day, labels, task_type, agent_name, model, NULL, code, -trips FROM unpriced_trips
    WHERE task_id = NEW.task_id AND run_id = NEW.run_id
    UNION ALL
    SELECT day, json_array(task_type, agent_name, model, NEW.currency, code), task_type, agent_name, model,
      NEW.currency, code, trips FROM unpriced_trips
    WHERE task_id = NEW.task_id AND run_id = NEW.run_id
    ON CONFLICT (day, labels) DO UPDATE SET trips = trips + excluded.trips;
    DELETE FROM daily_trips WHERE trips = 0 AND (day, labels) IN (
      SELECT day, labels FROM unpriced_trips WHERE task_id = NEW.task_id AND run_id = NEW.run_id);
    DELETE FROM unpriced_trips WHERE task_id = NEW.task_id AND run_id = NEW.run_id;
  END;
  DELETE FROM daily_trips;
  ${rebuildTripsSql('sqlite')}`;
