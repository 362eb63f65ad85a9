import { RUN_RANGE_FIELDS, type RunRange, type RunRangeField, type RunRanges } from './run-list.js';

// The runs view's range filters as conditions on a run's `run_end` row, written once for both stores. Cost
// and duration are the expressions their order indexes are keyed by, and every order index holds every
// figure (schema v11): a range is read from its figure's index when few runs match, else checked in the
// order's index (see run-range-index.ts). Trips are not on the `run_end`: a run's halts are counted in the
// halts index of v11.

/** Each figure as an expression over the unaliased `events` row of a `run_end`, as `toRunRow` reads it. */
export const figureSql: Readonly<Record<RunRangeField, string>> = {
  calls: 'round',
  tokens: 'COALESCE(total_tokens, 0)',
  cost: 'COALESCE(cost, 0)',
  duration: 'COALESCE(latency_ms, 0)',
  trips: `(SELECT COUNT(*) FROM events AS h WHERE h.task_id = events.task_id AND h.run_id = events.run_id
      AND h.event = 'guard_trigger' AND h.action = 'halt')`,
};

/** Figures that are whole numbers: a bound of one is rounded inward, which keeps the same runs. */
const whole = new Set<RunRangeField>(['calls', 'tokens', 'trips']);

/** A whole-number figure's bound, rounded inward and kept within the integers both stores hold exactly. */
function wholeBound(value: number, round: (value: number) => number): number {
  return Math.min(Math.max(round(value), -Number.MAX_SAFE_INTEGER), Number.MAX_SAFE_INTEGER);
}

/**
 * The conditions of the ranges given, with their values in order. A whole-number figure's bounds are rounded
 * inward (`calls >= 1.5` is `calls >= 2`, the same runs), so PostgreSQL compares integers with integers.
 */
export function rangeWhere(ranges: RunRanges | undefined): { clauses: string[]; values: number[] } {
  const clauses: string[] = [];
  const values: number[] = [];
  // Trips last: a walk checks them by a seek in the halts index, only on runs whose other figures hold.
  for (const field of [...RUN_RANGE_FIELDS.filter((field) => field !== 'trips'), 'trips'] as const) {
    const one = figureWhere(field, ranges?.[field]);
    clauses.push(...one.clauses);
    values.push(...one.values);
  }
  return { clauses, values };
}

/** The conditions of one figure's range (none without a bound), as {@link rangeWhere} writes them. */
export function figureWhere(
  field: RunRangeField,
  range: RunRange | undefined,
): { clauses: string[]; values: number[] } {
  const clauses: string[] = [];
  const values: number[] = [];
  if (range?.min !== undefined) {
    clauses.push(`${figureSql[field]} >= ?`);
    values.push(whole.has(field) ? wholeBound(range.min, Math.ceil) : range.min);
  }
  if (range?.max !== undefined) {
    clauses.push(`${figureSql[field]} <= ?`);
    values.push(whole.has(field) ? wholeBound(range.max, Math.floor) : range.max);
  }
  return { clauses, values };
}
