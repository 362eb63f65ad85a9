/**
 * A view of `target` whose `key` reads `value`; everything else reads from the target itself, with methods
 * bound to it (so SDK classes with private fields keep working).
 */
export function overrideProperty<Target extends object>(target: Target, key: PropertyKey, value: unknown): Target {
  return new Proxy(target, {
    get(object, property) {
      if (property === key) return value;
      const found = Reflect.get(object, property, object);
      return typeof found === 'function' ? found.bind(object) : found;
    },
  });
}
