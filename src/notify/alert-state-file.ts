import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { LoopguardError } from '../errors.js';
import { createTripGroupsState, type TripGroupsState } from './trip-groups.js';

/**
 * What `loopguard alert` remembers between runs, kept in a JSON state file beside the store (not in it: the
 * read commands never write a byte of the store, and the store may be on a read-only mount).
 */
export interface AlertState {
  readonly version: 1;
  /** The store this state follows, as given. */
  readonly store: string;
  /** Trips before this UTC day are never posted. */
  since: string;
  /** The id of the last event read: later runs start after it, so no trip is posted twice. */
  cursor: number;
  /** Trips waiting for their window, and when each agent and code was last posted. */
  trips: TripGroupsState;
  /** Anomalies already posted, by day: `agent|metric|currency` keys. */
  anomaliesPosted: Record<string, string[]>;
  /** Observe-only mode's would-have-stopped trips, grouped and rate-limited apart from the trips. */
  observed: TripGroupsState;
  /** Budget thresholds already posted, by day: `scope@percent` keys, as `crossingKey` writes them. */
  budgetsPosted: Record<string, string[]>;
}

const alertStateErrorBrand = Symbol.for('loopguard.AlertStateError');

/** A state file that cannot be read or written; names the file. */
export class AlertStateError extends LoopguardError {
  override readonly name = 'AlertStateError';
  declare readonly code: 'LOOPGUARD_ALERT_STATE';
  readonly [alertStateErrorBrand] = true;

  constructor(message: string, options?: { cause?: unknown }) {
    super('LOOPGUARD_ALERT_STATE', message, options);
  }

  /** True for any AlertStateError, also one thrown by another copy of this package. */
  static override isInstance(value: unknown): value is AlertStateError {
    return LoopguardError.hasBrand(value, alertStateErrorBrand);
  }
}

const groupSchema = z.object({
  agent: z.string().nullable(),
  code: z.string(),
  count: z.number().int().nonnegative(),
  firstAt: z.number(),
  lastAt: z.number(),
  runs: z.array(z.string()),
  message: z.string().optional(),
});

const tripGroupsSchema = z.object({
  groups: z.record(z.string(), groupSchema),
  lastSentAt: z.record(z.string(), z.number()),
  overflow: z.number().int().nonnegative(),
});

// `observed` and `budgetsPosted` came later: a state file written before them reads as having none.
const stateSchema = z.object({
  version: z.literal(1),
  store: z.string(),
  since: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  cursor: z.number().int().nonnegative(),
  trips: tripGroupsSchema,
  anomaliesPosted: z.record(z.string(), z.array(z.string())),
  observed: tripGroupsSchema.default(createTripGroupsState),
  budgetsPosted: z.record(z.string(), z.array(z.string())).default(() => ({})),
});

/** A fresh state for a store: nothing read yet, trips from `since` on. */
export function createAlertState(store: string, since: string): AlertState {
  return {
    version: 1,
    store,
    since,
    cursor: 0,
    trips: createTripGroupsState(),
    anomaliesPosted: {},
    observed: createTripGroupsState(),
    budgetsPosted: {},
  };
}

/** Reads a state file; undefined when there is none yet. A damaged one is an {@link AlertStateError}. */
export function loadAlertState(path: string): AlertState | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new AlertStateError(`cannot read the alert state ${path}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new AlertStateError(
      `${path} is not an alert state file (${(error as Error).message}); delete it to start over`,
    );
  }
  const parsed = stateSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AlertStateError(
      `${path} is not an alert state file (${issue?.path.join('.') || 'top level'}: ${issue?.message}); delete it to start over`,
    );
  }
  return parsed.data as AlertState;
}

/** Writes the state whole or not at all: a temporary file renamed over the old one, so a kill never leaves half. */
export function saveAlertState(path: string, state: AlertState): void {
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, `${JSON.stringify(state, null, 2)}\n`);
    renameSync(temporary, path);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new AlertStateError(
      `cannot write the alert state ${path} (${reason}); give --state FILE in a writable place`,
    );
  }
}
