import { describe, expect, it } from 'vitest';
import { JsonArraySplitter } from './json-array-splitter.js';
import { type RawRecord, recordText } from './raw-record.js';

const limits = { maxRunBytes: 64, maxDepth: 4 };

function split(text: string, size: number) {
  const splitter = new JsonArraySplitter(limits);
  const bytes = Buffer.from(text);
  const records: RawRecord[] = [];
  for (let start = 0; start < bytes.length; start += size)
    records.push(...splitter.push(bytes.subarray(start, start + size)));
  records.push(...splitter.end());
  return records.map((record) =>
    record.kind === 'json'
      ? { at: `${record.line}:${record.column}`, text: recordText(record.bytes) }
      : {
          at: `${record.line}${record.column === undefined ? '' : `:${record.column}`}`,
          issue: record.message,
        },
  );
}

const sizes = [1, 2, 5, 1024];

describe('JsonArraySplitter', () => {
  it('cuts each element of a top-level array, naming the line and column where it starts', () => {
    const text = '[\n  {"id":"a","s":"],\\"["},\n  {"id":"b","m":[{"x":[]}]} ,{"id":"c"}\n]\n';
    for (const size of sizes) {
      expect(split(text, size)).toEqual([
        { at: '2:3', text: '{"id":"a","s":"],\\"["}' },
        { at: '3:3', text: '{"id":"b","m":[{"x":[]}]}' },
        { at: '3:30', text: '{"id":"c"}' },
      ]);
    }
  });

  it('reads a file holding one run as one record', () => {
    for (const size of sizes)
      expect(split('\n {"id":"solo"}\n', size)).toEqual([{ at: '2:2', text: '{"id":"solo"}\n' }]);
  });

  it('skips an element over a limit and still reads the next', () => {
    const text = `[{"id":"big","pad":"${'x'.repeat(100)}"},{"id":"deep","m":[[[[[]]]]]},{"id":"c"}]`;
    for (const size of sizes) {
      expect(split(text, size)).toEqual([
        { at: '1', issue: 'run is larger than 64 bytes; skipped' },
        { at: '1', issue: 'run is nested deeper than 4 levels; skipped' },
        { at: '1:153', text: '{"id":"c"}' },
      ]);
    }
  });

  it('judges the complete elements of a truncated file and says where it ends', () => {
    expect(split('[{"id":"a"},\n{"id":"b"}', 3)).toEqual([
      { at: '1:2', text: '{"id":"a"}' },
      { at: '2:1', text: '{"id":"b"}' },
      { at: '2:11', issue: 'invalid JSON: the file ends before the closing `]` of the array' },
    ]);
  });

  it('reports an empty file, a missing element and content after the array', () => {
    expect(split(' \n', 1)).toEqual([{ at: '2:1', issue: 'invalid JSON: the file is empty' }]);
    expect(split('[{"id":"a"},,{"id":"b"}] x', 4)).toEqual([
      { at: '1:2', text: '{"id":"a"}' },
      { at: '1:13', issue: 'invalid JSON: value expected' },
      { at: '1:14', text: '{"id":"b"}' },
      { at: '1:26', issue: 'invalid JSON: unexpected content after the closing `]` of the array' },
    ]);
    expect(split('[]', 1)).toEqual([]);
    expect(split('[1, "a,]", {"id":"x"} {"id":"y"},]', 3)).toEqual([
      { at: '1:2', text: '1' },
      { at: '1:5', text: '"a,]"' },
      { at: '1:12', text: '{"id":"x"}' },
      { at: '1:23', issue: 'invalid JSON: comma expected' },
      { at: '1:23', text: '{"id":"y"}' },
      { at: '1:34', issue: 'invalid JSON: value expected' },
    ]);
  });
});
