import { describe, expect, it } from 'vitest';
import { actionMeaning, equivalentSpelling, movesPager, pagerValues } from './action-meaning.js';
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

  it('is that hash of the equivalent spelling for any ASCII text, control characters and escapes included, whatever the name', () => {
    // A seeded walk over every ASCII unit, weighted towards the ones the one-pass reader treats apart.
    let seed = 7;
    const next = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed >>> 8;
    };
    const special = [...'\\nNrt \t\n\u000b\u001f\u0000AZa"'];
    for (let sample = 0; sample < 400; sample++) {
      let text = '';
      const size = next() % 40;
      for (let unit = 0; unit < size; unit++)
        text +=
          next() % 2 === 0 ? (special[next() % special.length] as string) : String.fromCharCode(next() % 128);
      const tool = 'abcdefg'.slice(0, sample % 8);
      expect(actionMeaning({ tool, arguments: text, argumentsHash: text, hash: `${tool}:${text}` })).toBe(
        hashString(
          `${tool}\u0000${equivalentSpelling(text)
            .toLowerCase()
            .replace(/\\[nrt]|\s+/g, '')}`,
        ),
      );
    }
  });

  it('is kept for a frozen action as for any other', () => {
    const action = actionKey({ name: 'read_file', arguments: { path: 'src/A.ts' } });
    const frozen = Object.freeze({ ...action });
    expect(actionMeaning(frozen)).toBe(actionMeaning(action));
    expect(actionMeaning(frozen)).toBe(actionMeaning({ ...action }));
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

describe('equivalentSpelling', () => {
  it('sets tracking parameters of a URL aside and keeps the ones that name the page', () => {
    const page = meaning('fetch_page', { url: 'https://docs.example.org/guide/install?lang=en' });
    expect(
      meaning('fetch_page', {
        url: 'https://docs.example.org/guide/install?utm_source=feed&lang=en&utm_medium=rss',
      }),
    ).toBe(page);
    expect(
      meaning('fetch_page', { url: 'https://docs.example.org/guide/install?lang=en&fbclid=AbC12xYz' }),
    ).toBe(page);
    expect(meaning('fetch_page', { url: 'https://docs.example.org/guide/install?lang=de' })).not.toBe(page);
    expect(meaning('fetch_page', { url: 'https://docs.example.org/guide/install?gclid=Q1&lang=en' })).toBe(
      page,
    );
  });

  it("reads a URL's scheme, www. and fragment, and a ref= tag, as the same page, and another host or path as another", () => {
    const job = meaning('browser_navigate', { url: 'https://www.jobmatch.work/jobs/88165' });
    for (const url of [
      'https://www.jobmatch.work/jobs/88165/',
      'http://jobmatch.work/jobs/88165#details',
      'https://www.jobmatch.work/jobs/88165?ref=list&utm_source=dashboard',
    ])
      expect(meaning('browser_navigate', { url })).toBe(job);
    expect(meaning('browser_navigate', { url: 'https://www.jobmatch.work/jobs/88166' })).not.toBe(job);
    expect(meaning('browser_navigate', { url: 'https://api.jobmatch.work/jobs/88165' })).not.toBe(job);
  });

  it('reads ./, // and a trailing / in a path as the same path, never a URL scheme', () => {
    const file = meaning('open_doc', { path: 'contracts/2026/msa.md' });
    for (const path of ['./contracts/2026/msa.md', 'contracts//2026/msa.md', 'contracts/./2026/msa.md/']) {
      expect(meaning('open_doc', { path })).toBe(file);
    }
    expect(meaning('open_doc', { path: 'contracts/2025/msa.md' })).not.toBe(file);
    expect(equivalentSpelling('{"url":"https://host/a"}')).toBe('{"url":"https://host/a"}');
  });

  it('sets aside comments before a query or a command, not a heading in a text', () => {
    const query = meaning('sql', { query: 'select sku, qty from stock where bin = 7' });
    expect(meaning('sql', { query: '/* session 19 */ select sku, qty from stock where bin = 7' })).toBe(
      query,
    );
    expect(
      meaning('sql', { query: '-- checking bin 7 again\nselect sku, qty from stock where bin = 7' }),
    ).toBe(query);
    expect(meaning('shell', { command: '# list it once more\nls -la build' })).toBe(
      meaning('shell', { command: 'ls -la build' }),
    );
    expect(meaning('write_note', { body: '# Monday\nbuy milk' })).not.toBe(
      meaning('write_note', { body: '# Tuesday\nbuy milk' }),
    );
    expect(meaning('find_files', { glob: 'src/**/*.ts' })).not.toBe(
      meaning('find_files', { glob: 'src/*.ts' }),
    );
  });

  it('reads a flag spelled out as false or null as the default it is, and true as a request', () => {
    const plain = meaning('get_order', { order_id: 'ORD-7' });
    expect(meaning('get_order', { order_id: 'ORD-7', include_history: false })).toBe(plain);
    expect(meaning('get_order', { expand: null, order_id: 'ORD-7' })).toBe(plain);
    expect(meaning('get_order', { order_id: 'ORD-7', include_history: true })).not.toBe(plain);
  });
});

describe('movesPager', () => {
  const call = (args: Record<string, unknown>) =>
    actionKey({ name: 'doc_read', arguments: JSON.stringify(args) });

  it('reads a cursor, a page, an offset or a line window as a move of a pager', () => {
    for (const args of [
      { cursor: 'QVFI' },
      { page: 3 },
      { offset: 40, limit: 20 },
      { start_line: 1, n_lines: 40 },
      { from_line: 43, to_line: 84 },
    ])
      expect(movesPager(call(args)), JSON.stringify(args)).toBe(true);
  });

  it('reads the page in Italian, Spanish, Portuguese and German as a page', () => {
    for (const args of [{ pagina: 4 }, { página: 2 }, { Seite: 3 }, { numero_pagina: 5 }])
      expect(movesPager(call(args)), JSON.stringify(args)).toBe(true);
    expect(pagerValues(call({ deposito: 'DF-SI-0042', pagina: 4 }))).toEqual(['4']);
  });

  it('reads other arguments as no pager', () => {
    expect(movesPager(call({ id: 'CI-77182', fields: 'lines' }))).toBe(false);
  });
});
