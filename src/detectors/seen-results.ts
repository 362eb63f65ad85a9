import { hashString } from '../signature/hash.js';

/** Distinct results and texts remembered for novelty. @default 1024 */
export const SEEN_RESULTS_LIMIT = 1_024;

/** Length of an action or text key as earlier snapshots wrote them: a kind letter and a 14-digit hash. */
const PREFIXED_KEY_LENGTH = 15;

/**
 * The results and texts a run has seen, by hash, for "is this new information?". Bounded: past the limit
 * the oldest are forgotten (a result last seen over a thousand distinct results ago counts as new again),
 * so a run's memory does not grow with its length.
 *
 * Results, actions and texts share one set under their own hashes, without a prefix per kind: a prefixed key
 * was a new string to build and hash on every call of a guard round. Each is a 53-bit hash of its own input,
 * so a result meeting an action is as unlikely as two results colliding.
 */
export class SeenResults {
  private readonly hashes = new Set<string>();
  /**
   * The keys in the order they were added, from `oldest` on: the one to forget is read here, not as the set's
   * first value, which a set that forgets a key for each one it adds finds only past the ones it forgot.
   */
  private order: string[] = [];
  private oldest = 0;

  constructor(
    private readonly limit = SEEN_RESULTS_LIMIT,
    /** Keys from an earlier {@link SeenResults.snapshot}, oldest first. */
    keys: readonly string[] = [],
  ) {
    for (const key of keys.slice(-limit)) {
      // Earlier snapshots prefixed actions with `a` and texts with `t`.
      const kind = key.length === PREFIXED_KEY_LENGTH ? key.charCodeAt(0) : 0;
      this.add(kind === 97 || kind === 116 ? key.slice(1) : key);
    }
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
    return this.add(hash);
  }

  /** Remembers a normalised text by its hash; true when it was not remembered yet. */
  addText(text: string): boolean {
    return this.add(hashString(text));
  }

  /**
   * Remembers a request first heard as someone's answer to the model (a person's message after a report); true
   * when it was not remembered yet. Kept apart from texts: the same words heard first as the run's task are none.
   */
  addRequest(text: string): boolean {
    return this.add(hashString(`\u0001${text}`));
  }

  /** True when {@link SeenResults.addRequest} remembers `text`. */
  hasRequest(text: string): boolean {
    return this.hashes.has(hashString(`\u0001${text}`));
  }

  get size(): number {
    return this.hashes.size;
  }

  private add(key: string): boolean {
    const hashes = this.hashes;
    if (hashes.has(key)) return false;
    hashes.add(key);
    this.order.push(key);
    if (hashes.size > this.limit) hashes.delete(this.order[this.oldest++] as string);
    // The forgotten keys' places are let go once they are as many as the limit.
    if (this.oldest >= this.limit) {
      this.order = this.order.slice(this.oldest);
      this.oldest = 0;
    }
    return true;
  }
}
