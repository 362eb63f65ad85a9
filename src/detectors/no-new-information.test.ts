import { describe, expect, it } from 'vitest';
import { detect } from '../../test/helpers/steps.js';
import { noNewInformation } from './no-new-information.js';

const read = (page: number) => ({
  tool: 'read_page',
  args: { page },
  result: `page ${page}: ${'text '.repeat(40)}${page}`,
});

describe('noNewInformation', () => {
  it('trips on a second pass over pages already read, in another order', () => {
    const { detection, step } = detect(noNewInformation(), [
      read(1),
      read(2),
      read(3),
      read(4),
      read(3),
      read(1),
      read(4),
      read(2),
    ]);
    expect(detection?.detector).toBe('no_new_information');
    expect(step).toBe(7);
  });

  it('does not trip on a first pass, nor on distinct calls that answer with the same acknowledgement', () => {
    expect(detect(noNewInformation(), [1, 2, 3, 4, 5, 6].map(read)).detection).toBeUndefined();
    const writes = [1, 2, 3, 4, 5, 6].map((item) => ({
      tool: 'clean_csv',
      args: { path: `/srv/region-${item}.csv` },
      result: `cleaned: ${'ok '.repeat(60)}`,
    }));
    expect(detect(noNewInformation(), writes).detection).toBeUndefined();
  });

  it('resets on a new result and ignores polls that wait', () => {
    const turns = [
      read(1),
      read(2),
      read(1),
      read(2),
      { tool: 'edit_file', args: { path: 'a' }, result: 'edited a: now v2' },
      read(1),
      { tool: 'sleep', args: { seconds: 30 }, result: 'slept 30s' },
      read(2),
    ];
    expect(detect(noNewInformation(), turns).detection).toBeUndefined();
  });
});

describe('noNewInformation after a parallel read', () => {
  it('trips when files read together are read again one by one', () => {
    const batch = { calls: [read(1), read(2), read(3)] };
    const { detection } = detect(noNewInformation(), [batch, read(3), read(1), read(2), batch]);
    expect(detection?.detector).toBe('no_new_information');
  });
});
