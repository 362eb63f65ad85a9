import { hashString } from '../signature/hash.js';

/** Distinct results and texts remembered for novelty. @default 1024 */
export const SEEN_RESULTS_LIMIT = 1_024;

/**
 * The results and texts a run has seen, by hash, for "is this new information?". Bounded: past the limit
 * the oldest are forgotten (a result last seen over a thousand distinct results ago counts as new again),
 * so a run's memory does not grow with its length.
 */
export class SeenResults {
  private readonly hashes: Set<string>;

  constructor(
    private readonly limit = SEEN_RESULTS_LIMIT,
    /** Keys from an earlier {@link SeenResults.snapshot}, oldest first. */
    keys: readonly string[] = [],
  ) {
    this.hashes = new Set(keys.slice(-limit));
  }

  /** The remembered keys, oldest first, for a run snapshot. */
  snapshot(): string[] {
    return [...this.hashes];
  }

  /** Remembers a result hash; true when it was not remembered yet. */
  addResult(hash: string): boolean {
    return this.add(hash);
  }

  /** Remembers an action (its signature hash); true when it was not remembered yet. */
  addAction(hash: string): boolean {
    return this.add(`a${hash}`);
  }

  /** Remembers a normalised text by its hash; true when it was not remembered yet. */
  addText(text: string): boolean {
    return this.add(`t${hashString(text)}`);
  }

  get size(): number {
    return this.hashes.size;
  }

  private add(key: string): boolean {
    if (this.hashes.has(key)) return false;
    this.hashes.add(key);
    if (this.hashes.size > this.limit) {
      const oldest = this.hashes.values().next().value;
      if (oldest !== undefined) this.hashes.delete(oldest);
    }
    return true;
  }
}
