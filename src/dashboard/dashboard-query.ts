import { z } from 'zod';
import type { EventFilter } from '../stores/event-reader.js';
import {
  RUN_RANGE_FIELDS,
  type RunCursor,
  type RunQuery,
  type RunRange,
  type RunRangeField,
  type RunRanges,
} from '../stores/run-list.js';
import { DashboardError } from './dashboard-error.js';

const label = z.string().min(1, 'expected a non-empty name').max(200, 'expected at most 200 characters');

const date = z.string().refine((value) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && parsed.toISOString?.().slice(0, 10) === value;
}, 'expected a date YYYY-MM-DD');

const positiveNumber = (max: number) =>
  z.coerce
    .number({ error: 'expected a number' })
    .refine(
      (value) => Number.isFinite(value) && value > 0 && value <= max,
      `expected a number above 0 and at most ${max}`,
    );

/** A bound of a run's figure: 0 or more, a whole number for counts. */
const bound = (whole: boolean) =>
  z.coerce
    .number({ error: 'expected a number' })
    .refine((value) => Number.isFinite(value) && value >= 0, 'expected a number at least 0')
    .refine((value) => !whole || Number.isSafeInteger(value), 'expected a whole number');

/** The parameters of a run figure's range: `minCost`, `maxCost`, … (cost in the run's currency, duration in ms). */
function rangeParameter(end: 'min' | 'max', field: RunRangeField): RangeParameter {
  return `${end}${field.charAt(0).toUpperCase()}${field.slice(1)}` as RangeParameter;
}

/** The name of a range parameter. */
type RangeParameter = `${'min' | 'max'}${Capitalize<RunRangeField>}`;

/** The ten range parameters: counts take whole numbers, cost and duration any number, none below 0. */
const rangeParameters = Object.fromEntries(
  RUN_RANGE_FIELDS.flatMap((field) =>
    (['min', 'max'] as const).map((end) => [
      rangeParameter(end, field),
      bound(field !== 'cost' && field !== 'duration').optional(),
    ]),
  ),
) as Record<RangeParameter, z.ZodOptional<ReturnType<typeof bound>>>;

/** Every query parameter the API routes read, each validated on its own so the error names it. */
const querySchema = z.strictObject({
  since: date.optional(),
  until: date.optional(),
  agent: label.optional(),
  taskType: label.optional(),
  model: label.optional(),
  task: z.string().min(1, 'expected a task id').max(500, 'expected at most 500 characters').optional(),
  limit: z.coerce
    .number()
    .int('expected a whole number')
    .min(1, 'expected at least 1')
    .max(500, 'expected at most 500')
    .optional(),
  percentile: positiveNumber(100).optional(),
  factor: positiveNumber(100).optional(),
  state: z
    .enum(['running', 'completed', 'failed', 'abandoned'], {
      error: 'expected running, completed, failed or abandoned',
    })
    .optional(),
  tripped: z.enum(['yes', 'no'], { error: 'expected yes or no' }).optional(),
  search: z.string().max(200, 'expected at most 200 characters').optional(),
  sort: z.enum(['newest', 'cost', 'duration'], { error: 'expected newest, cost or duration' }).optional(),
  after: z
    .string()
    .regex(/^-?\d+(\.\d+)?(e[+-]?\d+)?~\d+$/, 'expected a cursor from the previous page (value~id)')
    .optional(),
  ...rangeParameters,
});

/** The parsed query of an API request. */
export type DashboardQuery = z.infer<typeof querySchema>;

/**
 * Parses the query string of an API request; an unknown, repeated or malformed parameter is a
 * {@link DashboardError} (400) whose message names it, as `query parameter \`since\`: expected a date…`.
 */
export function parseDashboardQuery(search: URLSearchParams): DashboardQuery {
  const raw: Record<string, string> = {};
  for (const [name, value] of search) {
    if (name in raw) throw badQuery(name, 'is given twice');
    // An empty field of the filter form means "any", as if it were absent.
    if (value !== '') raw[name] = value;
  }
  const parsed = querySchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0] as z.core.$ZodIssue;
    if (issue.code === 'unrecognized_keys')
      throw badQuery(
        issue.keys[0] as string,
        `is not one the dashboard knows (it reads ${Object.keys(querySchema.shape).join(', ')})`,
      );
    const name = String(issue.path[0]);
    throw badQuery(name, `${issue.message.replace(/^Invalid input: /, '')}, got "${raw[name] ?? ''}"`);
  }
  const query = parsed.data;
  if (query.since && query.until && query.since > query.until)
    throw badQuery('since', `${query.since} is after \`until\` ${query.until}`);
  for (const field of RUN_RANGE_FIELDS) {
    const [min, max] = [rangeParameter('min', field), rangeParameter('max', field)];
    const [low, high] = [query[min], query[max]];
    if (low !== undefined && high !== undefined && low > high)
      throw badQuery(min, `${low} is above \`${max}\` ${high}`);
  }
  return query;
}

function badQuery(name: string, message: string): DashboardError {
  return new DashboardError('LOOPGUARD_DASHBOARD_BAD_QUERY', `query parameter \`${name}\` ${message}`, {
    parameter: name,
  });
}

/** The runs query of a parsed query: its filter, state, search, order and the page's cursor. */
export function runQueryOf(query: DashboardQuery): RunQuery {
  const [value, id] = (query.after ?? '').split('~');
  return {
    ...filterOf(query),
    state: query.state === 'running' ? undefined : query.state,
    tripped: query.tripped === undefined ? undefined : query.tripped === 'yes',
    search: query.search,
    ranges: rangesOf(query),
    sort: query.sort ?? 'newest',
    limit: query.limit ?? 50,
    after: query.after ? { value: Number(value), id: Number(id) } : undefined,
  };
}

/** The range filters of a parsed query (`minCost`, `maxDuration`, …), undefined when it gives none. */
export function rangesOf(query: DashboardQuery): RunRanges | undefined {
  const ranges: Partial<Record<RunRangeField, RunRange>> = {};
  for (const field of RUN_RANGE_FIELDS) {
    const [min, max] = [query[rangeParameter('min', field)], query[rangeParameter('max', field)]];
    if (min !== undefined || max !== undefined) ranges[field] = { min, max };
  }
  return Object.keys(ranges).length > 0 ? ranges : undefined;
}

/** A page cursor as the `after` parameter gives it back: `value~id`. */
export function cursorText(cursor: RunCursor | null): string | null {
  return cursor ? `${cursor.value}~${cursor.id}` : null;
}

/** The reader filter of a parsed query: its date range and labels. */
export function filterOf(query: DashboardQuery): EventFilter {
  return {
    since: query.since,
    until: query.until,
    agentName: query.agent,
    taskType: query.taskType,
    model: query.model,
  };
}
