import { describe, expect, it } from 'vitest';
import { actionMeaning } from './action-meaning.js';
import { actionKey } from './action-signature.js';
import { hashString } from './hash.js';

const meaning = (name: string, args: unknown) => actionMeaning(actionKey({ name, arguments: args }));

describe('actionMeaning', () => {
  it('is the hash of the lower-cased arguments with escapes and white space cut, read in one pass', () => {
    const texts = [
      '',
      'a',
      'ab',
      '{"path":"SRC/Lib/a.TS"}',
      '{"cell":"x = 1\\nprint(x)\\N\\t\\R"}',
      'ends in a backslash \\',
      '\\\\n two backslashes, then n',
      'tabs\tand\u000bvertical\ftabs\r\n',
      'Ünïcode Straße \u00a0 space',
      'odd',
      'even',
    ];
    for (const text of texts) {
      for (const tool of ['t', 'read_file', 'Tool\u00e9']) {
        expect(actionMeaning({ tool, arguments: text, argumentsHash: text, hash: `${tool}:${text}` })).toBe(
          hashString(`${tool}\u0000${text.toLowerCase().replace(/\\[nrt]|\s+/g, '')}`),
        );
      }
    }
  });

  it('is the same for one request spelled another way', () => {
    expect(meaning('read_file', { path: 'src/lib/dateRange.ts' })).toBe(
      meaning('read_file', { path: 'src/lib/DateRange.TS' }),
    );
    expect(meaning('update_ticket', { id: 'T-4', tags: ['refund', 'damaged'] })).toBe(
      meaning('update_ticket', { tags: ['damaged', 'refund'], id: 'T-4' }),
    );
    expect(meaning('run', { cell: 'x = 1\nprint(x)' })).toBe(
      meaning('run', { cell: 'x  =  1\n\nprint(x)  ' }),
    );
  });

  it('differs for another item, another number or another tool', () => {
    expect(meaning('refund', { order_id: 'ORD-922365' })).not.toBe(
      meaning('refund', { order_id: 'ORD-128617' }),
    );
    expect(meaning('query', { sql: 'select 1 offset 500' })).not.toBe(
      meaning('query', { sql: 'select 1 offset 1000' }),
    );
    expect(meaning('read_file', { path: 'a.ts' })).not.toBe(meaning('write_file', { path: 'a.ts' }));
  });
});
