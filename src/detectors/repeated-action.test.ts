import { describe, expect, it } from 'vitest';
import { detect, times } from '../../test/helpers/steps.js';
import { repeatedAction } from './repeated-action.js';

describe('repeatedAction', () => {
  it('trips on the third identical call with the same result', () => {
    const turns = times(5, (index) => ({
      tool: 'clean_csv',
      args: { path: `/srv/sales.csv${' '.repeat(index % 3)}` },
      result: '980 rows kept',
    }));
    const { detection, step } = detect(repeatedAction(), turns);
    expect(step).toBe(3);
    expect(detection?.rounds).toEqual([1, 2, 3]);
    expect(detection?.signatures).toEqual(['clean_csv({"path":"/srv/sales.csv"})']);
    expect(detection?.previousResult).toBe('980 rows kept');
  });

  it('trips on a parallel set repeated in another order', () => {
    const a = { tool: 'read', args: { path: 'a' }, result: 'A' };
    const b = { tool: 'read', args: { path: 'b' }, result: 'B' };
    const { step } = detect(repeatedAction(), [{ calls: [a, b] }, { calls: [b, a] }, { calls: [a, b] }]);
    expect(step).toBe(3);
  });

  it('trips when a probe repeats with the same result and nothing new in between', () => {
    const turns = times(3, (index) => [
      { tool: 'edit', args: { change: `attempt ${index}` }, result: 'ok' },
      { tool: 'test', result: 'FAIL: expected 3 got 4' },
    ]).flat();
    expect(detect(repeatedAction(), turns).step).toBe(6);
  });

  it('does not trip when the result changes (polling with progress)', () => {
    const turns = ['10%', '40%', '70%', 'done'].map((result) => ({
      tool: 'status',
      args: { id: 'd-1' },
      result,
    }));
    expect(detect(repeatedAction(), turns).detection).toBeUndefined();
  });

  it('does not trip on distinct arguments with the same answer', () => {
    const turns = times(10, (index) => ({
      tool: 'write_chunk',
      args: { offset: index * 4096 },
      result: 'ok',
    }));
    expect(detect(repeatedAction(), turns).detection).toBeUndefined();
  });

  it('does not trip when something new was learned since the previous occurrence', () => {
    const turns = times(3, (index) => [
      { tool: 'open', args: { path: `file-${index}.ts` }, result: `contents ${index}` },
      { tool: 'ls', result: 'src test' },
    ]).flat();
    expect(detect(repeatedAction(), turns).detection).toBeUndefined();
  });

  it('allows two identical calls under the default and trips earlier with maxRepeats 2', () => {
    const turns = times(2, () => ({ tool: 'ls', result: 'src' }));
    expect(detect(repeatedAction(), turns).detection).toBeUndefined();
    expect(detect(repeatedAction({ maxRepeats: 2 }), turns).step).toBe(2);
  });
});
