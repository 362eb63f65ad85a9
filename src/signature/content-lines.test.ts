import { describe, expect, it } from 'vitest';
import { contentLines, linesSeenIn } from './content-lines.js';

const documentLines = Array.from(
  { length: 40 },
  (_, line) => `${line + 1}  1.${line} Measure the wear pin protrusion ${line}`,
);
const windowOf = (from: number, to: number, fetched: string) =>
  [
    `=== AMM 32-42 | lines ${from + 1}-${to} of 40 | fetched ${fetched} ===`,
    ...documentLines.slice(from, to),
  ].join('\n');

describe('contentLines', () => {
  it('hashes lines of 12 characters or more, white space collapsed, and none for a result of fewer than four', () => {
    expect(contentLines('a\nb\nc')).toBeUndefined();
    expect(contentLines('one line of text that is long\ntwo')).toBeUndefined();
    const spaced = contentLines(
      'alpha beta gamma 1\nalpha beta gamma 2\nalpha beta gamma 3\nalpha beta gamma 4',
    );
    expect(spaced?.split(',')).toHaveLength(4);
    expect(
      contentLines('alpha   beta gamma 1\nalpha beta gamma 2\n  alpha beta gamma 3\nalpha beta gamma 4'),
    ).toBe(spaced);
  });
});

describe('linesSeenIn', () => {
  // Two windows read before: a line counts as seen when either showed it.
  const seen = [
    new Set((contentLines(windowOf(0, 25, '2026-10-13T13:58:10.687Z')) as string).split(',')),
    new Set((contentLines(windowOf(25, 40, '2026-10-13T13:58:16.835Z')) as string).split(',')),
  ];

  it('reads a shifted window over a document read before as seen, whatever its header says', () => {
    expect(linesSeenIn(contentLines(windowOf(7, 30, '2026-10-13T13:58:21.729Z')) as string, seen)).toBe(true);
  });

  it('reads a window with one changed line (an edit) as news', () => {
    const edited = windowOf(7, 30, '2026-10-13T13:58:31.218Z').replace(
      'protrusion 12',
      'protrusion 12 (revised: 43 mm)',
    );
    expect(linesSeenIn(contentLines(edited) as string, seen)).toBe(false);
  });
});

describe('a document inside a JSON answer', () => {
  // `{"data":{"offset":7,…,"content":"8  1.7 …\n9  1.8 …"}}`: its lines broken by the escape, not a line feed.
  const jsonWindow = (from: number, to: number) =>
    JSON.stringify({
      data: {
        article: 'AMM 32-42',
        offset: from,
        limit: to - from,
        content: documentLines.slice(from, to).join('\n'),
      },
    });

  it('is read line by line, the envelope around it aside: a shifted window is seen, an edited one news', () => {
    const seen = [new Set((contentLines(jsonWindow(0, 25)) as string).split(','))];
    expect(linesSeenIn(contentLines(jsonWindow(5, 20)) as string, seen)).toBe(true);
    const edited = jsonWindow(5, 20).replace('protrusion 12', 'protrusion 12 (revised: 43 mm)');
    expect(linesSeenIn(contentLines(edited) as string, seen)).toBe(false);
  });
});

describe('records of a JSON listing on one line', () => {
  // `{"data":[{…},{…}],"has_more":true,"next_cursor":"…","page":4}`: each record, ended by `},`, is a line.
  const record = (index: number) => ({
    id: `WP-M${100 + index}-0${index % 10}`,
    status: index % 3 === 0 ? 'on_hold' : 'awaiting_certificate',
    counterparty: index % 2 === 0 ? 'M/Y Nereide (54 m)' : 'S/Y Tramontana (36 m)',
    min_thickness_mm: 5 + (index % 30) / 10,
  });
  const page = (from: number, to: number, pageNumber: number, requestId: string) =>
    JSON.stringify({
      data: Array.from({ length: to - from }, (_, at) => record(from + at)),
      has_more: true,
      next_cursor: 'eyJvIjoRvPBhFAESdpVplpZD20iHGUL4O',
      page: pageNumber,
      request_id: requestId,
    });

  it('reads each record as a line: a page served again under another page number is seen', () => {
    const seen = [new Set((contentLines(page(25, 50, 2, 'req_c6f4931af0')) as string).split(','))];
    expect(linesSeenIn(contentLines(page(25, 50, 4, 'req_652023beb9')) as string, seen)).toBe(true);
  });

  it('finds a record not read before, and reads no records in JSON whose first character is not a brace', () => {
    const seen = [new Set((contentLines(page(0, 25, 1, 'req_1')) as string).split(','))];
    expect(linesSeenIn(contentLines(page(20, 45, 2, 'req_2')) as string, seen)).toBe(false);
    expect(contentLines(`ok: ${page(0, 25, 1, 'req_1')}`)).toBeUndefined();
  });
});

describe('a last line that is content', () => {
  it('is compared: a config whose last setting changed is news', () => {
    const config = (wal: string) =>
      `# generated 2024-11-02\nmax_connections = 200\nshared_buffers = 4GB\nwork_mem = 32MB\nwal_buffers = ${wal}`;
    const seen = [new Set((contentLines(config('-1')) as string).split(','))];
    expect(linesSeenIn(contentLines(config('16MB')) as string, seen)).toBe(false);
    expect(linesSeenIn(contentLines(config('-1')) as string, seen)).toBe(true);
  });
});
