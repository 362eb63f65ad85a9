import { createRequire } from 'node:module';

// The package's root entry loads everything it exports; the heavy libraries behind some of those exports (the
// option schemas' validator, the price catalogue, the JSONC and SSE parsers) are loaded here on first use
// instead, so `import('loopguard')` stays cheap for code that never reaches them. `require` keeps first use
// synchronous for the APIs that are.
const require = createRequire(import.meta.url);

/**
 * A loader of a CommonJS (or dual) package that requires it on its first call and returns the same module
 * after. The type parameter is the package's module type (`typeof import('name')`).
 */
export function requireOnFirstUse<Module>(specifier: string): () => Module {
  let loaded: Module | undefined;
  return () => {
    loaded ??= require(specifier) as Module;
    return loaded;
  };
}

/**
 * An object that stands for the one `build` returns, built on its first use (a property read, a call of one
 * of its methods, `instanceof`, `in`, spreading): for a value a module must export but that is costly to make.
 */
export function builtOnFirstUse<Value extends object>(build: () => Value): Value {
  let built: Value | undefined;
  const value = (): Value => {
    built ??= build();
    return built;
  };
  return new Proxy(Object.create(null) as Value, {
    get: (_, key) => Reflect.get(value(), key),
    set: (_, key, next) => Reflect.set(value(), key, next),
    has: (_, key) => Reflect.has(value(), key),
    deleteProperty: (_, key) => Reflect.deleteProperty(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    getPrototypeOf: () => Reflect.getPrototypeOf(value()),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(value(), key, descriptor),
    // A proxy may not report a property as non-configurable when its own target lacks it: the built value's
    // properties are reported as configurable, with their values as they are.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(value(), key);
      return descriptor === undefined ? undefined : { ...descriptor, configurable: true };
    },
  });
}
