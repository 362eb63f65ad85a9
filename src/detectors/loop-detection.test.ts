import { describe, expect, it } from 'vitest';
import { createLoopDetection } from './loop-detection.js';
import type { LoopDetector, Step } from './types.js';

/** A detector that counts the steps it saw (starting from `from`) and reports on the `at`-th. */
function counter(name: string, at: number, from = 0): LoopDetector<number> {
  return {
    name,
    initialState: () => from,
    observe(state) {
      const seen = state + 1;
      return {
        state: seen,
        detection:
          seen === at
            ? {
                detector: name,
                code: 'GUARD_LOOP_DETECTED',
                message: `${name} at ${seen}`,
                rounds: [seen],
                signatures: [],
              }
            : undefined,
      };
    },
  };
}

function step(round: number): Step {
  return {
    round,
    speaker: 'assistant',
    actions: [],
    observations: [],
    actionKey: '',
    observationKey: '',
    text: `turn ${round}`,
    reply: undefined,
    source: 'model',
    novel: true,
    revisit: false,
    waits: false,
    fresh: false,
  };
}

describe('createLoopDetection', () => {
  it('keeps each detector its own state, and the first detection of a step wins', () => {
    const detection = createLoopDetection({ window: 3 }, [counter('a', 3), counter('b', 2)]);
    expect(detection.observe(step(1))).toBeUndefined();
    expect(detection.observe(step(2))?.detector).toBe('b');
    expect(detection.observe(step(3))?.detector).toBe('a');
    expect(detection.snapshot().detectors).toEqual({ a: 3, b: 3 });
    expect(detection.steps.map((seen) => seen.round)).toEqual([1, 2, 3]);
    detection.observe(step(4));
    expect(detection.snapshot().window.map((seen) => seen.round)).toEqual([2, 3, 4]);
  });

  it('continues from a snapshot as if never stopped, an unknown state kept only until the next step', () => {
    const detectors = [counter('a', 5), counter('b', 9)];
    const first = createLoopDetection({}, detectors);
    first.observe(step(1));
    first.observe(step(2));
    const saved = JSON.parse(JSON.stringify(first.snapshot()));
    const restored = createLoopDetection({}, detectors, {
      ...saved,
      detectors: { ...saved.detectors, gone: 7 },
    });
    expect(restored.snapshot().detectors).toEqual({ a: 2, b: 2, gone: 7 });
    for (const round of [3, 4]) expect(restored.observe(step(round))).toEqual(first.observe(step(round)));
    expect(restored.observe(step(5))?.message).toBe('a at 5');
    expect(restored.snapshot().detectors).toEqual({ a: 5, b: 5 });
  });

  it('gives detectors that share a name the one state kept under it, the last written', () => {
    const detection = createLoopDetection({}, [counter('same', 99, 0), counter('same', 99, 10)]);
    expect(detection.snapshot().detectors).toEqual({ same: 10 });
    detection.observe(step(1));
    expect(detection.snapshot().detectors).toEqual({ same: 11 });
    detection.observe(step(2));
    expect(detection.snapshot().detectors).toEqual({ same: 12 });
  });

  it('hands a snapshot of its own: changing it changes nothing', () => {
    const detection = createLoopDetection({}, [counter('a', 99)]);
    detection.observe(step(1));
    const snapshot = detection.snapshot() as { detectors: Record<string, unknown> };
    snapshot.detectors.a = 50;
    expect(detection.snapshot().detectors).toEqual({ a: 1 });
  });
});
