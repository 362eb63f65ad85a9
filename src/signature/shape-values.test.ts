import { describe, expect, it } from 'vitest';
import { observationShape } from './observation-shape.js';
import { progressValues } from './shape-values.js';

describe('progressValues', () => {
  it('joins the values marked as progress, in order', () => {
    expect(progressValues(['3', '+40', '7', '+2'])).toBe('+40 +2');
    expect(progressValues(['+1'])).toBe('+1');
  });

  it('is empty when no value reports progress', () => {
    expect(progressValues(['3', '-4', '2026-11-02'])).toBe('');
    expect(progressValues([])).toBe('');
  });
});

describe('KeptShape.values', () => {
  // The values are read back from `numbers` when first asked for; they must be the list kept while reading.
  it('reads back the values kept, in order, with none hashed past them', () => {
    const shape = observationShape('[pid 2731] exit=0 elapsed=2.45s progress 40%');
    expect(shape.values).toEqual(['2731', '0', '2.45', '+40']);
    expect(shape.valueCount).toBe(4);
    expect(shape.restHash).toBe('');
    expect(observationShape('no values here at all').values).toEqual([]);
  });

  it('reads back the first values of a long text, not the hash of the rest', () => {
    const rows = Array.from({ length: 50 }, (_, row) => `row ${row}: ${row * 7} units`).join('\n');
    const shape = observationShape(rows);
    expect(shape.restHash).not.toBe('');
    expect(shape.valueCount).toBe(32);
    expect(shape.values).toHaveLength(32);
    expect(shape.values.slice(0, 6)).toEqual(['0', '0', '1', '7', '2', '14']);
    expect(shape.values.at(-1)).toBe('105');
  });

  it('keeps a value that holds a `|` whole, also before a hashed rest', () => {
    expect(observationShape('request_id: r-88|x done').values).toEqual(['r-88|x']);
    const counts = Array.from({ length: 40 }, (_, at) => `${at + 1}`).join(' ');
    const shape = observationShape(`request_id: r-88|x done ${counts}`);
    expect(shape.restHash).not.toBe('');
    expect(shape.values[0]).toBe('r-88|x');
    expect(shape.values).toHaveLength(32);
  });
});
