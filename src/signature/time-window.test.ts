import { describe, expect, it } from 'vitest';
import { actionKey } from './action-signature.js';
import { isTimeWindowKey, movesTimeWindow, onlyWindowMoved } from './time-window.js';

describe('time windows', () => {
  it('knows keys that set a span of time by name or by unit, and not look-alikes', () => {
    for (const key of [
      'since_minutes',
      'avg_s',
      'lookback_h',
      'last_n_days',
      'days',
      'window',
      'interval_secs',
    ])
      expect(isTimeWindowKey(key)).toBe(true);
    for (const key of ['last_name', 'depth_m', 'page', 'hours_worked', 'status', 'tag'])
      expect(isTimeWindowKey(key)).toBe(false);
  });

  it('tells a call that moves only its span of time from one that asks about something else', () => {
    const read = (args: Record<string, unknown>) => actionKey({ name: 'live_read', arguments: args });
    expect(movesTimeWindow(read({ tag: 'RES.LEVEL', avg_s: 10 }))).toBe(true);
    expect(movesTimeWindow(read({ tag: 'RES.LEVEL' }))).toBe(false);
    expect(
      onlyWindowMoved(read({ tag: 'RES.LEVEL', avg_s: 15 }), read({ tag: 'RES.LEVEL', avg_s: 10 })),
    ).toBe(true);
    expect(
      onlyWindowMoved(read({ tag: 'RES.LEVEL', avg_s: 10 }), read({ tag: 'RES.LEVEL', avg_s: 10 })),
    ).toBe(false);
    expect(onlyWindowMoved(read({ tag: 'RES.FLOW', avg_s: 15 }), read({ tag: 'RES.LEVEL', avg_s: 10 }))).toBe(
      false,
    );
    expect(onlyWindowMoved(read({ tag: 'RES.LEVEL', avg_s: 15 }), read({ tag: 'RES.LEVEL' }))).toBe(false);
    expect(onlyWindowMoved(read({ tag: 'A', page: 2 }), read({ tag: 'A', page: 1 }))).toBe(false);
    // Another hour is other data, however close its reading.
    const hour = (start: number) => read({ hive: 'H-232', window_h: 1, window_start_h: start });
    expect(movesTimeWindow(hour(-9))).toBe(true);
    expect(onlyWindowMoved(hour(-9), hour(-10))).toBe(false);
  });
});
