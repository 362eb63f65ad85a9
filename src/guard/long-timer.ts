/** The longest delay `setTimeout` keeps: a larger one overflows and fires after 1 ms. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** A timer that may be cancelled; the handle stays the same while a long delay is re-armed in steps. */
export interface LongTimer {
  cancel(): void;
}

/**
 * Calls `fire` after `ms`, for any delay: past 24.8 days the timer is armed in steps of at most
 * {@link MAX_TIMER_MS}, since Node clamps a larger delay to 1 ms (a `callTimeoutMs: 3e9` aborted every call).
 * The timer never holds the process open.
 */
export function startLongTimer(ms: number, fire: () => void): LongTimer {
  let handle: ReturnType<typeof setTimeout> | undefined;
  const dueAt = Date.now() + Math.max(0, ms);
  const arm = (delay: number) => {
    handle = setTimeout(
      () => {
        const left = dueAt - Date.now();
        if (left > 0) arm(left);
        else fire();
      },
      Math.min(Math.max(0, delay), MAX_TIMER_MS),
    );
    handle.unref?.();
  };
  arm(ms);
  return {
    cancel() {
      if (handle !== undefined) clearTimeout(handle);
      handle = undefined;
    },
  };
}
