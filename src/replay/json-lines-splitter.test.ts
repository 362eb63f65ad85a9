import { describe, expect, it } from 'vitest';
import { JsonLinesSplitter } from './json-lines-splitter.js';
import { type RawRecord, recordText } from './raw-record.js';

const limits = { maxRunBytes: 64, maxDepth: 4 };

/** Feeds `text` to a splitter in chunks of `size` bytes, as a file stream would. */
function split(text: string, size: number, splitter = new JsonLinesSplitter(limits)) {
  const bytes = Buffer.from(text);
  const records: RawRecord[] = [];
  for (let start = 0; start < bytes.length; start += size)
    records.push(...splitter.push(bytes.subarray(start, start + size)));
  records.push(...splitter.end());
  return records.map((record) =>
    record.kind === 'json'
      ? { line: record.line, text: recordText(record.bytes) }
      : { line: record.line, issue: record.message },
  );
}

describe('JsonLinesSplitter', () => {
  const text = '{"id":"a"}\n\n  \r\n{"id":"é","x":"\\"\\n"}\r\n{"id":"c"}';

  it('cuts one record per non-blank line whatever the chunk size', () => {
    const expected = [
      { line: 1, text: '{"id":"a"}' },
      { line: 4, text: '{"id":"é","x":"\\"\\n"}\r' },
      { line: 5, text: '{"id":"c"}' },
    ];
    for (const size of [1, 2, 3, 7, 1024]) expect(split(text, size)).toEqual(expected);
  });

  it('skips a line over the size limit as it streams past and reads the next', () => {
    const long = `{"id":"long","pad":"${'x'.repeat(200)}"}`;
    expect(split(`${long}\n{"id":"b"}\n`, 16)).toEqual([
      { line: 1, issue: 'run is larger than 64 bytes; skipped' },
      { line: 2, text: '{"id":"b"}' },
    ]);
  });

  it('skips a line nested deeper than the limit, counting brackets outside strings only', () => {
    const deep = '{"a":[[[[1]]]]}';
    const quoted = '{"a":"[[[[[[[[[["}';
    expect(split(`${deep}\n${quoted}\n`, 3)).toEqual([
      { line: 1, issue: 'run is nested deeper than 4 levels; skipped' },
      { line: 2, text: quoted },
    ]);
  });

  it('ends a broken line at its newline, so an open string does not swallow the next run', () => {
    expect(split('{"id":"open\n{"id":"b"}', 4).map((record) => record.line)).toEqual([1, 2]);
  });
});
