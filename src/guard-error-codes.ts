/** Every reason a guard refuses a call. Part of the stored schema: never renamed. */
export const guardErrorCodes = [
  'GUARD_ROUND_LIMIT',
  'GUARD_TIME_LIMIT',
  'GUARD_TOKEN_LIMIT',
  'GUARD_BUDGET_LIMIT',
  'GUARD_LOOP_DETECTED',
  'GUARD_RETRY_STORM',
  'GUARD_RUN_CLOSED',
] as const;

/** A guard trip code. `GUARD_RUN_CLOSED` means a call was attempted after the run completed or failed. */
export type GuardErrorCode = (typeof guardErrorCodes)[number];
