import { describe, expect, it } from 'vitest';
import { canonicalizeArguments } from './canonicalize.js';
import { hashObservation } from './observation.js';
import { RawTextWriter, rawText, safeStringify } from './raw-text.js';

function nested(depth: number, leaf: unknown = 'x'): unknown {
  let value: unknown = leaf;
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
}

describe('rawText', () => {
  it('writes sorted JSON like JSON.stringify for plain values', () => {
    expect(rawText({ b: 1, a: [true, null, 'x'] })).toBe('{"a":[true,null,"x"],"b":1}');
  });

  it('writes 100,000 levels of nesting without recursion', () => {
    const text = rawText(nested(100_000));
    expect(text.length).toBeGreaterThan(500_000);
  });

  it('writes the same text a few values at a time as at once, cycles, BigInt and getters included', () => {
    const value: Record<string, unknown> = { n: 12n, list: [1, 'two', { three: [3] }], deep: nested(300) };
    value.self = value;
    Object.defineProperty(value, 'boom', {
      enumerable: true,
      get() {
        throw new Error('no');
      },
    });
    for (const step of [1, 2, 7]) {
      const writer = new RawTextWriter(value);
      let runs = 1;
      while (!writer.run(step)) runs++;
      expect(writer.text()).toBe(rawText(value));
      expect(runs).toBeGreaterThan(10);
    }
  });

  it('writes a circular value and a BigInt', () => {
    const value: Record<string, unknown> = { n: 12n };
    value.self = value;
    expect(rawText(value)).toBe('{"n":12n,"self":"<circular>"}');
  });

  it('reads a throwing getter as unreadable', () => {
    const value = Object.defineProperty({}, 'boom', {
      enumerable: true,
      get() {
        throw new Error('no');
      },
    });
    expect(rawText(value)).toBe('{"boom":"<unreadable>"}');
  });

  it('keeps JSON.stringify where it works and falls back where it throws', () => {
    expect(safeStringify({ b: 1, a: 2 })).toBe('{"b":1,"a":2}');
    expect(safeStringify(1n)).toBe('1n');
    expect(safeStringify(undefined)).toBe('null');
  });
});

describe('canonicalisation of hostile shapes', () => {
  it('canonicalises 4,000 levels of nested arguments, as object or JSON text, the same way each time', () => {
    const deep = nested(4_000);
    const first = canonicalizeArguments(deep);
    expect(canonicalizeArguments(nested(4_000))).toBe(first);
    expect(canonicalizeArguments(JSON.stringify(deep))).toBe(first);
    expect(first.length).toBeLessThan(1_000);
    expect(canonicalizeArguments(nested(4_000, 'y'))).not.toBe(first);
  });

  it('canonicalises circular values, BigInt, symbols, functions and throwing proxies without throwing', () => {
    const circular: Record<string, unknown> = { path: '/a' };
    circular.self = circular;
    const revocable = Proxy.revocable({}, {});
    revocable.revoke();
    const values: unknown[] = [
      circular,
      { n: 10n },
      { s: Symbol('s') },
      { f: () => 1 },
      revocable.proxy,
      { inner: revocable.proxy },
      new Map([[1, 2]]),
    ];
    for (const value of values) {
      expect(() => canonicalizeArguments(value)).not.toThrow();
      expect(canonicalizeArguments(value)).toBe(canonicalizeArguments(value));
    }
    expect(canonicalizeArguments({ n: 10n })).not.toBe(canonicalizeArguments({ n: 11n }));
  });

  it('hashes hostile results without throwing', () => {
    const circular: Record<string, unknown> = { ok: true };
    circular.self = circular;
    for (const value of [circular, 5n, nested(100_000), { n: 1n }]) {
      expect(() => hashObservation(value)).not.toThrow();
    }
    expect(hashObservation(nested(100_000, 1))).not.toBe(hashObservation(nested(100_000, 2)));
  });
});
