/**
 * A schema built when first used rather than when its module loads (issue 37, decision 147). The
 * Worker evaluates every contract it imports on a cold start, before its first answer, though a
 * request uses the schemas of one route: building them all is most of its startup. Wrapped here, a
 * schema costs nothing until something reads it (a route's validator parsing a request, the SPA's
 * form checking a field), and is then built once and used as itself: same type, same methods
 * (`safeParse`, `shape`, `extend`…), `instanceof` as the schema it builds.
 *
 * For a schema that stands at a module's top level and only some routes or pages need; one built
 * from others (`base.extend(…)`, `.partial()`) is lazy too, or it would build them at load.
 */
// No side effects: Rollup (the SPA's build) drops a lazy schema that a page imports with its module and never uses.
// esbuild (the Worker's) honours this within one file only: the Worker keeps the code of the answers' schemas, unbuilt.
/* @__NO_SIDE_EFFECTS__ */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => {
    built ??= build();
    return built;
  };
  return new Proxy({} as T, {
    get(_, key) {
      const target = schema();
      const value: unknown = Reflect.get(target, key, target);
      // A method runs on the schema itself, not on this stand-in.
      return typeof value === "function" ? value.bind(target) : value;
    },
    has: (_, key) => Reflect.has(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    // Its own properties as the schema's (spread, Object.keys), each reported configurable, as the stand-in has none of its own.
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor(_, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
