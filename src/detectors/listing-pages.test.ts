import { describe, expect, it } from 'vitest';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import type { TranscriptMessage } from '../replay/transcript.js';

/** A SOAP listing's page: six declarations, each with its own movement reference and lodging time. */
function page(number: number, references: readonly string[], more: boolean): string {
  const rows = references
    .map(
      (reference, row) =>
        `  <c:Declaration mrn="${reference}" lodged="2026-11-${10 + row}T09:33:${20 + number}Z"/>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<soap:Envelope><soap:Body>\n<c:ListOpenResponse page="${number}" hasMore="${more}">\n${rows}\n</c:ListOpenResponse>\n</soap:Body></soap:Envelope>`;
}

/** Reference `row` of page `number`: a fresh id of the registry's form for every row. */
const reference = (number: number, row: number) =>
  `26MK${4000 + number * 97 + row * 13}IM${3654161 + number * 7717 + row * 313}`;

function pagesWalked(count: number, rowsOf: (number: number) => string[]): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [
    { role: 'user', content: 'List every open declaration this month.' },
  ];
  for (let number = 1; number <= count; number++)
    messages.push(
      ...callTurn({
        id: `p${number}`,
        name: 'carina_list_open',
        args: JSON.stringify({ status: 'OPEN', page: number }),
        result: page(number, rowsOf(number), number < count),
      }),
    );
  return messages;
}

describe('pages of a listing whose rows are all other ids', () => {
  it('are other rows, not the same content served again: four pages walked to the end are not stopped', () => {
    const verdict = loopVerdictOf(
      'pages',
      pagesWalked(4, (number) => [0, 1, 2, 3, 4, 5].map((row) => reference(number, row))),
    );
    expect(verdict.tripped).toBe(false);
  });

  it('still read a page served again under other page numbers as a wrap: the same rows, new times', () => {
    const verdict = loopVerdictOf(
      'pages',
      pagesWalked(6, () => [0, 1, 2, 3, 4, 5].map((row) => reference(1, row))),
    );
    expect(verdict.tripped).toBe(true);
  });
});

describe('a JSON listing on one line whose cursor goes round', () => {
  /** A page of work packages, its records one line of JSON, its envelope counting pages served. */
  const records = (first: number) =>
    Array.from({ length: 25 }, (_, at) => ({
      id: `WP-M${200 + first + at}-${(first + at) % 50}`,
      status: (first + at) % 3 === 0 ? 'on_hold' : 'awaiting_certificate',
      received_at: `2026-11-${String(1 + ((first + at) % 28)).padStart(2, '0')}T08:31:00+01:00`,
      min_thickness_mm: 5 + ((first + at) % 30) / 10,
    }));
  const listed = (first: number, served: number, cursor: string) =>
    JSON.stringify({
      data: records(first),
      has_more: true,
      next_cursor: cursor,
      page: served,
      request_id: `req_${(served * 7919).toString(16)}9af00dd4`,
      took_ms: 80 + ((served * 37) % 400),
    });
  const walk = (firstOf: (call: number) => number) => {
    const messages: TranscriptMessage[] = [
      { role: 'user', content: 'List every work package awaiting a certificate.' },
    ];
    const cursors = ['eyJvIjodxfWhTCllICQ94rMdDLX', 'eyJvIjoRvPBhFAESdpVplpZD20i'];
    for (let call = 1; call <= 6; call++)
      messages.push(
        ...callTurn({
          id: `c${call}`,
          name: 'work_packages_list',
          args: JSON.stringify({ limit: 25, cursor: cursors[call % 2] }),
          result: listed(firstOf(call), call, cursors[(call + 1) % 2] as string),
        }),
      );
    return messages;
  };

  it('is a wrap when the same records come back under growing page numbers', () => {
    expect(
      loopVerdictOf(
        'wrap',
        walk((call) => 25 * (call % 2)),
      ).tripped,
    ).toBe(true);
  });

  it('is work when every page holds other records', () => {
    expect(
      loopVerdictOf(
        'walk',
        walk((call) => 25 * call),
      ).tripped,
    ).toBe(false);
  });
});
