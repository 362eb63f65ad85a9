/**
 * A first-in first-out queue with a capacity: pushing beyond it drops the oldest item. Push, peek and
 * remove are amortised O(1), so a full queue of a failing store costs the agent nothing per event (an
 * `Array.prototype.splice` at the front would copy the whole buffer on every event).
 */
export class RowQueue<T> {
  private items: T[] = [];
  private head = 0;

  constructor(readonly capacity: number) {}

  /** Items queued. */
  get length(): number {
    return this.items.length - this.head;
  }

  /** Adds an item at the back; returns how many of the oldest were dropped to stay within capacity. */
  push(item: T): number {
    this.items.push(item);
    if (this.length <= this.capacity) return 0;
    this.remove(1);
    return 1;
  }

  /** The oldest `count` items, still queued. */
  peek(count: number): T[] {
    return this.items.slice(this.head, this.head + count);
  }

  /** Removes the oldest `count` items. */
  remove(count: number): void {
    this.head += Math.min(count, this.length);
    // Compacts once the dead prefix is at least half the array: each item is copied O(1) times overall.
    if (this.head >= 1_024 && this.head * 2 >= this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
  }

  /** Empties the queue; returns how many items it held. */
  clear(): number {
    const count = this.length;
    this.items = [];
    this.head = 0;
    return count;
  }
}
