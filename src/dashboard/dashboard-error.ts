import { LoopguardError } from '../errors.js';

const brand = Symbol.for('loopguard.DashboardError');

/** Why the dashboard refused a request; each code has one HTTP status ({@link dashboardErrorStatus}). */
export type DashboardErrorCode =
  | 'LOOPGUARD_DASHBOARD_BAD_QUERY'
  | 'LOOPGUARD_DASHBOARD_BAD_REQUEST'
  | 'LOOPGUARD_DASHBOARD_UNAUTHORIZED'
  | 'LOOPGUARD_DASHBOARD_FORBIDDEN'
  | 'LOOPGUARD_DASHBOARD_NOT_FOUND'
  | 'LOOPGUARD_DASHBOARD_METHOD';

/** The HTTP status of each {@link DashboardErrorCode}. */
export const dashboardErrorStatus: Readonly<Record<DashboardErrorCode, number>> = {
  LOOPGUARD_DASHBOARD_BAD_QUERY: 400,
  LOOPGUARD_DASHBOARD_BAD_REQUEST: 400,
  LOOPGUARD_DASHBOARD_UNAUTHORIZED: 401,
  LOOPGUARD_DASHBOARD_FORBIDDEN: 403,
  LOOPGUARD_DASHBOARD_NOT_FOUND: 404,
  LOOPGUARD_DASHBOARD_METHOD: 405,
};

/** A request the dashboard refuses: a bad query parameter (named in the message), no access, no such page. */
export class DashboardError extends LoopguardError {
  override readonly name = 'DashboardError';
  declare readonly code: DashboardErrorCode;
  readonly [brand] = true;

  constructor(
    code: DashboardErrorCode,
    message: string,
    /** Facts a client can act on, e.g. task ids like the one asked for. */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(code, message);
  }

  /** True for any DashboardError, also one thrown by another copy of this package. */
  static override isInstance(value: unknown): value is DashboardError {
    return LoopguardError.hasBrand(value, brand);
  }
}
