/**
 * Values worked out once per object (a call's meaning, a result's shape) and kept with the object itself.
 *
 * Why not a `WeakMap`: loop detection derives a few values from every step, call and result it sees, and those
 * objects live only as long as a run's window. Each entry of a `WeakMap` keyed by a short-lived object is an
 * ephemeron the garbage collector must revisit on every mark, and setting one costs more than a property
 * (the guard round of `npm run bench` is a little faster this way). Here every object gets at most one private
 * field holding its memos: JSON, `Object.keys`, `Reflect.ownKeys`, spreads, `structuredClone` and snapshots never
 * see it, and an object restored from a snapshot (a new object) starts with none, as with a `WeakMap`. A frozen
 * object falls back to a `WeakMap`.
 *
 * Why a private field and not a hidden (non-enumerable) symbol property: `Object.defineProperty` goes through
 * the runtime on every call, and a guard round gives three new objects their memos; a private field is added as
 * a plain store by a constructor (the base class hands back the object it is given, and the subclass puts its
 * field on that object).
 */

/**
 * Each memo's slot followed by its value, one pair per kind: an object holds a handful of kinds, and a scan of a
 * short array costs less than a `Map`'s hashing, and making one less than making a `Map`.
 */
type MemoPairs = unknown[];

/**
 * A constructor that hands back the object it is given, so that a subclass's field lands on that object: also for
 * a memo that keeps one hot value in a field of its own, read by code that sees one kind of owner.
 */
export class ReturnsOwner {
  constructor(owner: object) {
    // biome-ignore lint/correctness/noConstructorReturn: how a private field is put on an object made elsewhere
    return owner as ReturnsOwner;
  }
}

/** The private field holding an object's memo pairs. */
class MemoField extends ReturnsOwner {
  #pairs: MemoPairs;

  private constructor(owner: object, pairs: MemoPairs) {
    super(owner);
    this.#pairs = pairs;
  }

  /** Gives `owner` its memo pairs (once: an object that has them already must not get them again). */
  static attach(owner: object, pairs: MemoPairs): void {
    new MemoField(owner, pairs);
  }

  /** The memo pairs of `owner`, or `undefined` when it has none. */
  static pairsOf(owner: object): MemoPairs | undefined {
    return #pairs in owner ? (owner as MemoField).#pairs : undefined;
  }
}

/** A cache of one derived value per object, with a `WeakMap`'s `get` and `set`. */
export interface ObjectMemo<K extends object, V> {
  get(owner: K): V | undefined;
  set(owner: K, value: V): void;
}

/**
 * A memo of one kind of derived value (`name` only tells memos apart when debugging).
 * @example const meanings = objectMemo<ActionKey, string>('meaning'); meanings.set(action, key); meanings.get(action)
 */
export function objectMemo<K extends object, V>(name: string): ObjectMemo<K, V> {
  const slot = Symbol(name);
  const frozen = new WeakMap<K, V>();
  return {
    get(owner) {
      const memos = MemoField.pairsOf(owner);
      if (memos !== undefined) {
        for (let index = 0; index < memos.length; index += 2) {
          if (memos[index] === slot) return memos[index + 1] as V;
        }
        return undefined;
      }
      return Object.isExtensible(owner) ? undefined : frozen.get(owner);
    },
    set(owner, value) {
      const memos = MemoField.pairsOf(owner);
      if (memos === undefined) {
        if (!Object.isExtensible(owner)) {
          frozen.set(owner, value);
          return;
        }
        MemoField.attach(owner, [slot, value]);
        return;
      }
      for (let index = 0; index < memos.length; index += 2) {
        if (memos[index] === slot) {
          memos[index + 1] = value;
          return;
        }
      }
      memos.push(slot, value);
    },
  };
}
