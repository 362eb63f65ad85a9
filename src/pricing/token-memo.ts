/** Slots a memo starts with: 64 × 12 bytes. */
const initialSlots = 64;
/** Slots it grows to at most: 2,048 × 12 bytes = 24 KiB, 1,024 entries (it is never more than half full). */
export const TOKEN_MEMO_MAX_ENTRIES = 1_024;
const maximumSlots = TOKEN_MEMO_MAX_ENTRIES * 2;

/**
 * Token counts by content hash ({@link contentHash}), in an open-addressing table of typed arrays: 12 bytes a
 * slot and nothing for the collector to trace, since every live run holds one. Bounded: once it holds
 * {@link TOKEN_MEMO_MAX_ENTRIES}, it starts again empty (a conversation longer than that is counted again
 * from then on, each message once per refill).
 */
export class TokenMemo {
  private keys = new Float64Array(initialSlots);
  private values = new Uint32Array(initialSlots);
  private entries = 0;

  /** How many counts it holds. */
  get size(): number {
    return this.entries;
  }

  get(hash: number): number | undefined {
    const mask = this.keys.length - 1;
    for (let slot = hash % this.keys.length; ; slot = (slot + 1) & mask) {
      const key = this.keys[slot];
      if (key === hash) return this.values[slot];
      if (key === 0) return undefined;
    }
  }

  set(hash: number, tokens: number): void {
    if ((this.entries + 1) * 2 > this.keys.length) {
      if (this.keys.length >= maximumSlots) this.reset(this.keys.length);
      else this.grow();
    }
    this.place(hash, tokens);
  }

  private place(hash: number, tokens: number): void {
    const mask = this.keys.length - 1;
    for (let slot = hash % this.keys.length; ; slot = (slot + 1) & mask) {
      const key = this.keys[slot];
      if (key === hash) {
        this.values[slot] = tokens;
        return;
      }
      if (key === 0) {
        this.keys[slot] = hash;
        this.values[slot] = tokens;
        this.entries++;
        return;
      }
    }
  }

  private grow(): void {
    const { keys, values } = this;
    this.reset(keys.length * 2);
    for (let slot = 0; slot < keys.length; slot++) {
      const key = keys[slot] as number;
      if (key !== 0) this.place(key, values[slot] as number);
    }
  }

  private reset(slots: number): void {
    this.keys = new Float64Array(slots);
    this.values = new Uint32Array(slots);
    this.entries = 0;
  }
}
