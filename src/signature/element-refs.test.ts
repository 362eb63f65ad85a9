import { describe, expect, it } from 'vitest';
import { shapesAlike } from './observation-compare.js';

const result = (text: string) => ({ hash: text, text });

/** An accessibility snapshot as browser tools print one: every element gets a fresh ref on every snapshot. */
const snapshot = (firstRef: number, heading: string, clock: string) =>
  result(
    [
      'url: https://intranet.example/docs/handbook',
      `captured: 2026-12-02T${clock}.120Z  scrollY=1600`,
      '- banner:',
      ...['Home', 'Alarms', 'Schedules', 'Trends'].map(
        (name, index) => `  - link "${name}" [ref=e${firstRef + index}]`,
      ),
      `- main:\n  - heading "${heading}" [level=1]`,
      '  - text: Economiser enabled when outside air is between 10 and 18 °C.',
      `  - button "Print" [ref=e${firstRef + 4}]`,
    ].join('\n'),
  );

describe('element refs of a browser snapshot', () => {
  it('takes the same page renumbered for the same answer to a repeat', () => {
    expect(
      shapesAlike(snapshot(703, 'HVAC limits', '12:13:31'), snapshot(820, 'HVAC limits', '12:14:06')),
    ).toBe(true);
    const node = (id: number) =>
      result(`{"backendNodeId":${id},"role":"button","name":"Import now","disabled":true}`);
    expect(shapesAlike(node(412), node(977))).toBe(true);
  });

  it('still reads another page under fresh refs as news', () => {
    expect(
      shapesAlike(snapshot(703, 'HVAC limits', '12:13:31'), snapshot(820, 'Fire dampers', '12:14:06')),
    ).toBe(false);
  });
});
