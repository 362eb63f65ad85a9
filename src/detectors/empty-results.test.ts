import { describe, expect, it } from 'vitest';
import { detect } from '../../test/helpers/steps.js';
import { emptyResults } from './empty-results.js';

describe('emptyResults', () => {
  it('trips on rephrased searches that all return nothing', () => {
    const turns = ['sales Q3', 'Q3 sales numbers', 'third quarter sales'].map((query) => ({
      tool: 'search',
      args: { query },
      result: 'No results found.',
    }));
    const { detection, step } = detect(emptyResults(), turns);
    expect(step).toBe(3);
    expect(detection?.signatures).toHaveLength(3);
  });

  it('resets when the tool finds something', () => {
    const turns = ['a', 'b', 'c', 'd'].map((query, index) => ({
      tool: 'search',
      args: { query },
      result: index === 2 ? '2 results' : '[]',
    }));
    expect(detect(emptyResults(), turns).detection).toBeUndefined();
  });

  it('does not count the same query sent to different sources', () => {
    const turns = ['web', 'docs', 'tickets', 'wiki'].map((source) => ({
      tool: `search_${source}`,
      args: { query: 'outage' },
      result: 'No results found.',
    }));
    expect(detect(emptyResults(), turns).detection).toBeUndefined();
  });

  it('does not count empty successes such as an empty string', () => {
    const turns = ['mkdir a', 'mkdir b', 'touch c', 'cp d e'].map((command) => ({
      tool: 'bash',
      args: { command },
      result: '',
    }));
    expect(detect(emptyResults(), turns).detection).toBeUndefined();
  });
});
