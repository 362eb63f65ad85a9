/**
 * A view of `target` whose listed properties read the given values. Other properties read from the target;
 * with `bind` (for classes with private fields) methods are bound to the target, without it (for SDK
 * resources whose helpers call `this.create` or `this._client`) they run on the view, so the helpers go
 * through the overrides too.
 */
export function overrideProperties<Target extends object>(
  target: Target,
  overrides: Readonly<Record<PropertyKey, unknown>>,
  options: { bind?: boolean } = {},
): Target {
  return new Proxy(target, {
    get(object, property, receiver) {
      if (Object.hasOwn(overrides, property)) return overrides[property];
      if (!options.bind) return Reflect.get(object, property, receiver);
      const found = Reflect.get(object, property, object);
      return typeof found === 'function' ? found.bind(object) : found;
    },
  });
}
