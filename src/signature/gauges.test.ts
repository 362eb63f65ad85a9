import { describe, expect, it } from 'vitest';
import { shapesAlike } from './observation-compare.js';
import { observationShape } from './observation-shape.js';

const result = (text: string) => ({ hash: text, text });

describe("a gauge's reading", () => {
  it('reads a percentage after a gauge word as a reading, not progress', () => {
    expect(observationShape('Station JACE-01 · uptime 26d · CPU 14%').progress).toBe('');
    expect(observationShape('battery 71% · disk 40%').progress).toBe('');
    expect(observationShape('export progress 14%').progress).toBe('+14');
    expect(observationShape('rendered 14% of frames').progress).toBe('+14');
  });

  it('takes the same page whose footer gauge moved for the same page', () => {
    const page = (cpu: number, clock: string) =>
      result(
        `# FM Handbook — HVAC limits\nAHU economiser enabled when outside air is between 10 and 18 °C.\nSmoke control points are read-only.\nStation JACE-01 · ${clock} · CPU ${cpu}%`,
      );
    expect(shapesAlike(page(14, '12:13:31'), page(47, '12:14:06'))).toBe(true);
  });
});
