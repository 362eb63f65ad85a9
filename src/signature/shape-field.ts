import { ReturnsOwner } from '../utils/object-memo.js';
import type { ObservationShape } from './observation-shape.js';

/**
 * A result's shape in a private field of its own, not in the memo pairs every derived value shares: shapes are read
 * for every pair of results loop detection compares, and a field only shaped texts carry is read by code that sees
 * those alone, where the shared memo's code sees every kind of object. A frozen owner keeps it in a `WeakMap`.
 */
export class ShapeField extends ReturnsOwner {
  #shape: ObservationShape;

  private constructor(owner: object, shape: ObservationShape) {
    super(owner);
    this.#shape = shape;
  }

  /** The shape kept with `owner`, if any. */
  static get(owner: object): ObservationShape | undefined {
    if (#shape in owner) return (owner as ShapeField).#shape;
    return Object.isExtensible(owner) ? undefined : frozenShapes.get(owner);
  }

  /** Keeps `shape` with `owner` (once: an owner that has one already must not get another). */
  static set(owner: object, shape: ObservationShape): void {
    if (Object.isExtensible(owner)) new ShapeField(owner, shape);
    else frozenShapes.set(owner, shape);
  }
}

const frozenShapes = new WeakMap<object, ObservationShape>();
