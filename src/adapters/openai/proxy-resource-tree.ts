/** What {@link proxyResourceTree} asks about each method read from a resource of the tree. */
export type MethodReplacer = (path: string, method: (...args: never[]) => unknown, owner: object) => unknown;

function isResource(value: unknown): value is object {
  // Stainless resources (openai, @anthropic-ai/sdk) hold their client as `_client`.
  return typeof value === 'object' && value !== null && '_client' in value;
}

/**
 * A view of an SDK client in which every resource, however deep (`client.beta.threads.runs`), is a view
 * too, and every method read from a resource goes through `replace` with its path (`beta.threads.runs.create`):
 * what it returns is used instead, `undefined` keeps the method. Resource views answer `_client` with the
 * client's view and run kept methods on themselves, so SDK helpers that call `this.create` or
 * `this._client.responses.create` take the replaced paths too. The client's own methods (`post`,
 * `withOptions`, …) run bound to the client, which has private fields; so do the methods of resources listed
 * in `bound` (OpenAI's `webhooks` has private fields too). Views are made once per resource, and `replace` is
asked once per method (again only if the resource's method itself changes).
 */
export function proxyResourceTree<Root extends object>(
  root: Root,
  replace: MethodReplacer,
  rootOverrides: Readonly<Record<string, unknown>> = {},
  bound: ReadonlySet<string> = new Set(),
): Root {
  const views = new WeakMap<object, object>();
  let rootView: Root;
  const view = <Target extends object>(target: Target, path: string): Target => {
    const known = views.get(target);
    if (known) return known as Target;
    const isRoot = path === '';
    const bindMethods = isRoot || bound.has(path.split('.')[0] ?? '');
    // Asked once per method: a hot path reads `client.chat.completions.create` on every call.
    const replacements = new Map<string, { readonly method: unknown; readonly value: unknown }>();
    const proxy = new Proxy(target, {
      get(object, property, receiver) {
        if (isRoot && typeof property === 'string' && Object.hasOwn(rootOverrides, property))
          return rootOverrides[property];
        if (!isRoot && property === '_client') return rootView;
        const value = Reflect.get(object, property, bindMethods ? object : receiver);
        if (typeof property !== 'string' || property.startsWith('_'))
          return bindMethods && typeof value === 'function' ? value.bind(object) : value;
        const name = isRoot ? property : `${path}.${property}`;
        if (typeof value === 'function') {
          if (!isRoot) {
            let entry = replacements.get(property);
            if (entry?.method !== value) {
              entry = { method: value, value: replace(name, value as (...args: never[]) => unknown, object) };
              replacements.set(property, entry);
            }
            if (entry.value !== undefined) return entry.value;
          }
          return bindMethods ? value.bind(object) : value;
        }
        return isResource(value) ? view(value, name) : value;
      },
    });
    views.set(target, proxy);
    return proxy;
  };
  rootView = view(root, '');
  return rootView;
}
