/**
 * The last answers of the API, each kept with the store's latest event id when it was computed: while no
 * event arrives, asking again (a reload, a second tab, a live refresh after a poll) costs one `MAX(id)`
 * instead of the report's queries. The first entries out are the least recently used.
 */
export class AnswerCache<T> {
  readonly #entries = new Map<string, { latestEventId: number; value: T }>();

  constructor(private readonly capacity = 32) {}

  /** The answer for `key` computed at `latestEventId`, or undefined. */
  get(key: string, latestEventId: number): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry || entry.latestEventId !== latestEventId) return undefined;
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, latestEventId: number, value: T): void {
    this.#entries.delete(key);
    this.#entries.set(key, { latestEventId, value });
    while (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next().value as string;
      this.#entries.delete(oldest);
    }
  }
}
