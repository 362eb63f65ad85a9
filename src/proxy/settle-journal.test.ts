import { describe, expect, it } from 'vitest';
import { createSettleJournal } from './settle-journal.js';

describe('the settle journal', () => {
  it('keeps a write the store refused and makes it once the store is back, reporting the failure', async () => {
    const errors: unknown[] = [];
    const journal = createSettleJournal({ onError: (error) => errors.push(error), retryMs: 5 });
    let up = false;
    let written = 0;
    await journal.write(async () => {
      if (!up) throw new Error('store unreachable');
      written++;
    });
    expect(written).toBe(0);
    expect(journal.pending).toBe(1);
    expect(errors.map(String)).toEqual(['Error: store unreachable']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(journal.pending).toBe(1);
    up = true;
    for (let wait = 0; wait < 100 && journal.pending > 0; wait++)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(written).toBe(1);
    expect(journal.pending).toBe(0);
    await journal.close();
  });

  it('says at close how many ends it could not write', async () => {
    const errors: unknown[] = [];
    const journal = createSettleJournal({ onError: (error) => errors.push(error), retryMs: 60_000 });
    await journal.write(() => Promise.reject(new Error('down')));
    await journal.write(() => Promise.reject(new Error('down')));
    await journal.close();
    expect(String(errors.at(-1))).toContain('2 call ends could not be recorded before the proxy closed');
  });

  it('gives up the oldest write past its size and says so', async () => {
    const errors: unknown[] = [];
    const journal = createSettleJournal({
      onError: (error) => errors.push(error),
      retryMs: 60_000,
      maxEntries: 2,
    });
    for (let write = 0; write < 3; write++) await journal.write(() => Promise.reject(new Error('down')));
    expect(journal.pending).toBe(2);
    expect(errors.map(String)).toContain(
      'Error: the settle journal is full: the oldest unrecorded call end was given up',
    );
    await journal.close();
  });
});
