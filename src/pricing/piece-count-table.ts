/** Longest ASCII piece a {@link PieceCountTable} keeps: eight 7-bit codes, four in each half of its key. */
export const TABLE_PIECE_LENGTH = 8;

const SLOT_BITS = 15;
const SLOTS = 1 << SLOT_BITS;
const SLOT_MASK = SLOTS - 1;
/** Pieces kept before the table is emptied: half its slots, so that a probe ends soon. */
const MOST_PIECES = SLOTS >>> 1;

/**
 * Token counts of short ASCII pieces (up to {@link TABLE_PIECE_LENGTH} characters), found by the piece's
 * character codes in place: no string is cut out of the text, hashed or compared, and no `Map` is called. Tool
 * results cut into many short pieces (digits, keys, punctuation), each looked up once per occurrence, so the look-up
 * is most of a count's time. Open addressing over typed arrays; emptied when half full, as a bounded cache is.
 *
 * A piece's key is two integers: the codes of its first four characters behind a leading 1 (`low`), and, past
 * four, those of the rest behind a leading 1 (`high`, 0 for a piece of four or fewer). The leading 1 says how
 * many codes follow, so no two pieces share a key.
 */
export class PieceCountTable {
  private readonly lows = new Int32Array(SLOTS);
  private readonly highs = new Int32Array(SLOTS);
  /** A kept count plus one; 0 marks an empty slot. */
  private readonly counts = new Uint8Array(SLOTS);
  private size = 0;
  // The key and the free slot of the last piece looked up and not found, for `remember`.
  private low = 0;
  private high = 0;
  private slot = -1;

  /**
   * The kept count of `text` from `at` to `end` (1 to {@link TABLE_PIECE_LENGTH} ASCII characters), or -1; after
   * -1, {@link remember} keeps the piece's count.
   */
  find(text: string, at: number, end: number): number {
    const split = end - at > 4 ? at + 4 : end;
    let low = 1;
    for (let index = at; index < split; index++) low = (low << 7) | text.charCodeAt(index);
    let high = 0;
    if (split < end) {
      high = 1;
      for (let index = split; index < end; index++) high = (high << 7) | text.charCodeAt(index);
    }
    let slot = (Math.imul(low ^ Math.imul(high, 0x27d4eb2d), 0x9e3779b1) >>> (32 - SLOT_BITS)) & SLOT_MASK;
    for (let count = this.counts[slot] as number; count !== 0; count = this.counts[slot] as number) {
      if (this.lows[slot] === low && this.highs[slot] === high) return count - 1;
      slot = (slot + 1) & SLOT_MASK;
    }
    this.low = low;
    this.high = high;
    this.slot = slot;
    return -1;
  }

  /** Keeps `tokens` as the count of the piece {@link find} just did not find. */
  remember(tokens: number): void {
    if (this.slot < 0 || tokens < 0 || tokens > 254) return;
    if (this.size >= MOST_PIECES) {
      this.counts.fill(0);
      this.size = 0;
      // The emptied table's first free slot for this key is its home slot.
      this.slot =
        (Math.imul(this.low ^ Math.imul(this.high, 0x27d4eb2d), 0x9e3779b1) >>> (32 - SLOT_BITS)) & SLOT_MASK;
    }
    this.lows[this.slot] = this.low;
    this.highs[this.slot] = this.high;
    this.counts[this.slot] = tokens + 1;
    this.size++;
    this.slot = -1;
  }
}
