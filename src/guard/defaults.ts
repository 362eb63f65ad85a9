/** How long a call's reservation is held when no time limit gives it a deadline (10 minutes). */
export const RESERVATION_TTL_MS = 600_000;

/** How long `run_end` waits for calls still in flight when the run ends (5 seconds). */
export const RUN_END_GRACE_MS = 5_000;
