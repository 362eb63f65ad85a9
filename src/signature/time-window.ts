import type { ActionKey } from './action-signature.js';
import { onlyArgumentsMoved } from './moved-arguments.js';

/**
 * A key that sets the span of time a call reads over: named for it (`since_minutes`, `lookback_h`, `last_n_days`,
 * `avg_s`, `window_sec`, `days`; not `last_name`) or for its unit (`period_s`, `interval_secs`). A call that moves only such a key
 * asks about the same thing over another stretch of time: the same events, the same reading averaged otherwise.
 * A single-letter unit other than seconds and hours (`depth_m`: metres, `_d`: a diameter) is left out.
 */
const timeWindowKey =
  /^(?:(?:since|lookback|look_back|avg|average|window)(?:_[a-z]+)*|(?:last|past)_(?:n_)?(?:[smhd]|secs?|mins?|hrs?|seconds|minutes|hours|days)|(?:[a-z]+_)*(?:window|minutes|mins|hours|hrs|seconds|secs|days)|[a-z]+(?:_[a-z]+)*_(?:s|sec|secs|min|h|hr))$/i;

/** The same test on a call's canonical arguments text (`"since_minutes":`), read without parsing them. */
const timeWindowArgument =
  /"(?:(?:since|lookback|look_back|avg|average|window)(?:_[a-z]+)*|(?:last|past)_(?:n_)?(?:[smhd]|secs?|mins?|hrs?|seconds|minutes|hours|days)|(?:[a-z]+_)*(?:window|minutes|mins|hours|hrs|seconds|secs|days)|[a-z]+(?:_[a-z]+)*_(?:s|sec|secs|min|h|hr))"\s*:/i;

/** True when a key sets the span of time a call reads over (see {@link timeWindowKey}). */
export function isTimeWindowKey(key: string): boolean {
  return timeWindowKey.test(key);
}

/** True when a call sets a span of time to read over: it can be served again what another span showed. */
export function movesTimeWindow(action: ActionKey): boolean {
  return timeWindowArgument.test(action.arguments);
}

/**
 * A key that places a window rather than sizing it (`window_start_h`, `from_days`, `end_offset_min`): moved, it
 * reads another stretch of time (the hour before), whose values are other data however close.
 */
const slotKey = /start|end|from|until|begin|offset|before|after|ago/i;

/**
 * True when two calls of one tool differ only in how long a span of time ending now they read over (`avg_s` 10 →
 * 15, `since_minutes` 60 → 75): every other argument is the same, and one such length changed. They ask about the
 * same thing; a window placed elsewhere (`window_start_h` -10 → -9) asks about another hour.
 */
export function onlyWindowMoved(action: ActionKey, earlier: ActionKey): boolean {
  return onlyArgumentsMoved(
    action,
    earlier,
    (key, value, was) =>
      isTimeWindowKey(key) && !slotKey.test(key) && typeof value === 'number' && typeof was === 'number',
  );
}
