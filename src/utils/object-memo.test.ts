import { describe, expect, it } from 'vitest';
import { objectMemo } from './object-memo.js';

describe('objectMemo', () => {
  it('keeps one value per object and kind, as a WeakMap does', () => {
    const meanings = objectMemo<object, string>('meaning');
    const shapes = objectMemo<object, number>('shape');
    const first = { tool: 'read' };
    const second = { tool: 'read' };
    expect(meanings.get(first)).toBeUndefined();
    meanings.set(first, 'm1');
    shapes.set(first, 7);
    meanings.set(second, 'm2');
    meanings.set(second, 'm2 again');
    expect([meanings.get(first), shapes.get(first), meanings.get(second), shapes.get(second)]).toEqual([
      'm1',
      7,
      'm2 again',
      undefined,
    ]);
  });

  it('is invisible to JSON, keys, spreads and structured clones, so snapshots and copies start without it', () => {
    const memo = objectMemo<Record<string, unknown>, string>('meaning');
    const step = { round: 3, actions: ['a'] };
    memo.set(step, 'kept');
    expect(JSON.stringify(step)).toBe('{"round":3,"actions":["a"]}');
    expect(Reflect.ownKeys({ ...step })).toEqual(['round', 'actions']);
    expect(Object.keys(step)).toEqual(['round', 'actions']);
    expect(memo.get({ ...step })).toBeUndefined();
    expect(memo.get(structuredClone(step))).toBeUndefined();
    expect(memo.get(JSON.parse(JSON.stringify(step)))).toBeUndefined();
    expect(step).toEqual({ round: 3, actions: ['a'] });
  });

  it('remembers values for frozen objects too', () => {
    const memo = objectMemo<object, string>('meaning');
    const frozen = Object.freeze({ tool: 'read' });
    memo.set(frozen, 'kept');
    expect(memo.get(frozen)).toBe('kept');
    expect(memo.get(Object.freeze({ tool: 'read' }))).toBeUndefined();
  });
});
