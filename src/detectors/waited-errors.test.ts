import { describe, expect, it } from 'vitest';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import type { TranscriptMessage } from '../replay/transcript.js';

/** Retries of one upload, each after a back-off that doubles, answered by `errorOf(attempt)`. */
function backedOff(errorOf: (attempt: number) => string, attempts: number): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [
    { role: 'user', content: 'Publish the tiles of sheet 5531-NE to the map server.' },
  ];
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0)
      messages.push(
        ...callTurn({
          id: `s${attempt}`,
          name: 'sleep',
          args: JSON.stringify({ seconds: 15 * 2 ** attempt }),
          result: `slept ${15 * 2 ** attempt}s`,
        }),
      );
    messages.push(
      ...callTurn({
        id: `u${attempt}`,
        name: 'tiles_publish',
        args: '{"sheet":"5531-NE","target":"prod"}',
        result: errorOf(attempt),
      }),
    );
  }
  return messages;
}

const forbidden = (attempt: number) =>
  `Error 403 Forbidden: token ci-publisher lacks scope tiles:write (request ${(attempt * 7919 + 4211).toString(16)}a9f)`;
const unavailable = (attempt: number) =>
  `Error 503 Service Unavailable: upstream tile store busy, retry later (request ${(attempt * 7919 + 4211).toString(16)}a9f)`;

describe('retries that wait first', () => {
  it('stop on the same permanent error after the tries of a status poll: a back-off cannot grant a scope', () => {
    const verdict = loopVerdictOf('forbidden', backedOff(forbidden, 5));
    expect(verdict.detector).toBe('retry_storm');
  });

  it('go on through four outages in a row, each after its wait', () => {
    expect(loopVerdictOf('busy', backedOff(unavailable, 4)).tripped).toBe(false);
  });
});
