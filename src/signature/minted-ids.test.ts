import { describe, expect, it } from 'vitest';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import type { TranscriptMessage } from '../replay/transcript.js';
import { mintedIdsOnly } from './minted-ids.js';

describe('mintedIdsOnly', () => {
  it('reads an acknowledgement with a new id minted for it as the same answer', () => {
    expect(
      mintedIdsOnly(
        'task T-66118 assigned to ops-jes; status=accepted',
        'task T-22866 assigned to ops-jes; status=accepted',
      ),
    ).toBe(true);
    expect(
      mintedIdsOnly(
        '* SEARCH\nA0666 OK SEARCH completed (0.674 secs)',
        '* SEARCH\nA9659 OK SEARCH completed (0.902 secs)',
      ),
    ).toBe(true);
    // A time of day is one token, not three counts.
    expect(
      mintedIdsOnly("1 ticket: #4411 'pause' (open) · 08:45:45", "1 ticket: #4411 'pause' (open) · 08:45:49"),
    ).toBe(true);
  });

  it('keeps a changed count, a changed word and too many new ids apart', () => {
    expect(
      mintedIdsOnly('malicious: 12 of 61 engines, status ok', 'malicious: 9 of 61 engines, status ok'),
    ).toBe(false);
    expect(mintedIdsOnly('task T-66118 assigned to ops-jes', 'task T-66118 assigned to ops-vsam')).toBe(
      false,
    );
    expect(mintedIdsOnly('ids A1 B2 C3 were all created today', 'ids A7 B8 C9 were all created today')).toBe(
      false,
    );
    // An answer that is only its id says nothing beside it.
    expect(mintedIdsOnly('T-66118', 'T-22866')).toBe(false);
  });
});

/** An orchestrator handing one task to two workers in turn, each declining it, the attempt counted in the call. */
function handOffs(count: number): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [
    { role: 'user', content: 'Record 2080337848 fails validation. Fix it.' },
  ];
  let task = 66118;
  for (let attempt = 1; attempt <= count; attempt++) {
    const worker = attempt % 2 === 1 ? 'ops-jes' : 'ops-vsam';
    const other = attempt % 2 === 1 ? 'ops-vsam' : 'ops-jes';
    task = (task * 7919) % 99991;
    messages.push(
      ...callTurn({
        id: `d${attempt}`,
        name: 'delegate_task',
        args: JSON.stringify({ worker, task: 'resolve 2080337848', attempt }),
        result: `task T-${task} assigned to ${worker}; status=accepted`,
      }),
      {
        role: 'user',
        name: worker,
        content: `${worker}: 2080337848 is outside my scope; ${other} owns this record. No changes made.`,
      },
    );
  }
  return messages;
}

describe('a task handed back and forth, each hand-off acknowledged with a new task id', () => {
  it('is a cycle: the attempt counter and the minted task id are no news', () => {
    expect(loopVerdictOf('handoffs', handOffs(8))).toMatchObject({ tripped: true });
  });

  it('is not stopped while each worker answers something new', () => {
    const messages = handOffs(8).map((message, index) =>
      message.role === 'user' && 'name' in message
        ? { ...message, content: `${message.content} Checked ledger page ${index}.` }
        : message,
    );
    expect(loopVerdictOf('handoffs', messages).tripped).toBe(false);
  });
});
