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
