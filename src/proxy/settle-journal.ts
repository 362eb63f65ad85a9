import { setTimeout as sleep } from 'node:timers/promises';

/** Options of {@link createSettleJournal}. */
export interface SettleJournalOptions {
  /** Told of each write that failed and was kept to try again, and of those given up at close. */
  readonly onError: (error: unknown) => void;
  /** Pause between two passes over the kept writes, ms. @default 500 */
  readonly retryMs?: number;
  /** Most writes kept at once; past it the oldest is given up (and reported). @default 100000 */
  readonly maxEntries?: number;
}

/**
 * Writes of a call's end (its usage to the run store, its cost to the shared budgets) that the store could
 * not take: kept in this process and tried again until the store is back, so a call the upstream answered,
 * and billed, is delivered to its client and charged later instead of failing with a retryable 500 and
 * never being charged. Every write must be safe to repeat (settling and releasing are once per id).
 */
export interface SettleJournal {
  /** Runs `write`; when it fails, keeps it for the next pass and resolves anyway. */
  write(write: () => Promise<void>): Promise<void>;
  /** Writes kept, not yet taken by the store. */
  readonly pending: number;
  /** One last pass; reports what is still kept as lost. */
  close(): Promise<void>;
}

/** A {@link SettleJournal} in this process's memory, retried in the background. */
export function createSettleJournal(options: SettleJournalOptions): SettleJournal {
  const retryMs = options.retryMs ?? 500;
  const maxEntries = options.maxEntries ?? 100_000;
  let kept: (() => Promise<void>)[] = [];
  let draining = false;
  let closed = false;

  const keep = (write: () => Promise<void>, error: unknown) => {
    options.onError(error);
    kept.push(write);
    if (kept.length > maxEntries) {
      kept.shift();
      options.onError(new Error('the settle journal is full: the oldest unrecorded call end was given up'));
    }
    if (draining) return;
    draining = true;
    void drain().finally(() => {
      draining = false;
    });
  };

  /** Passes over the kept writes until none is left; a write that fails again stays for the next pass. */
  async function drain(): Promise<void> {
    while (kept.length > 0 && !closed) {
      await sleep(retryMs, undefined, { ref: false });
      await pass();
    }
  }

  async function pass(): Promise<void> {
    const batch = kept;
    kept = [];
    for (const write of batch) {
      try {
        await write();
      } catch {
        kept.push(write);
      }
    }
  }

  return {
    async write(write) {
      try {
        await write();
      } catch (error) {
        if (closed) throw error;
        keep(write, error);
      }
    },
    get pending() {
      return kept.length;
    },
    async close() {
      closed = true;
      await pass();
      if (kept.length > 0)
        options.onError(
          new Error(
            `${kept.length} call ends could not be recorded before the proxy closed (store unreachable)`,
          ),
        );
    },
  };
}
