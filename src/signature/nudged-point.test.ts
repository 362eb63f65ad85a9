import { describe, expect, it } from 'vitest';
import { actionKey } from './action-signature.js';
import { NUDGE_PIXELS, nudgedPoint } from './nudged-point.js';

const call = (args: Record<string, unknown>, tool = 'computer') => actionKey({ name: tool, arguments: args });

describe('nudgedPoint', () => {
  it('takes a point moved by a few pixels, in an array or as x and y, as the same place', () => {
    expect(
      nudgedPoint(
        call({ action: 'left_click', coordinate: [1000, 701] }),
        call({ action: 'left_click', coordinate: [998, 702] }),
      ),
    ).toBe(true);
    expect(
      nudgedPoint(call({ action: 'click', x: 412, y: 96 }), call({ action: 'click', x: 409, y: 99 })),
    ).toBe(true);
    expect(
      nudgedPoint(
        call({ action: 'drag', start_coordinate: [10, 10], end_coordinate: [300, 40] }),
        call({ action: 'drag', start_coordinate: [12, 9], end_coordinate: [300, 40] }),
      ),
    ).toBe(true);
  });

  it('takes a point moved further, another argument changed or another tool as another call', () => {
    const at = (x: number) => call({ action: 'left_click', coordinate: [x, 702] });
    expect(nudgedPoint(at(998 + NUDGE_PIXELS + 1), at(998))).toBe(false);
    expect(
      nudgedPoint(
        call({ action: 'double_click', coordinate: [1000, 701] }),
        call({ action: 'left_click', coordinate: [998, 702] }),
      ),
    ).toBe(false);
    expect(
      nudgedPoint(
        call({ action: 'left_click', coordinate: [1000, 701] }, 'browser'),
        call({ action: 'left_click', coordinate: [998, 702] }),
      ),
    ).toBe(false);
    expect(nudgedPoint(at(998), at(998))).toBe(false);
    expect(nudgedPoint(call({ page: 3 }), call({ page: 4 }))).toBe(false);
  });
});
