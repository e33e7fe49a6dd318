import type { Plugin } from "vite";

/** A replacement in one of React Router's built files: `from` must occur exactly `count` times. */
type Cut = { from: string; to: string; count: number };

/**
 * What this site's browser never runs in React Router (issue 37, decision 162), written out of its
 * production build so that the bundler drops the code behind it. Each cut holds because of how the
 * site is built, which router-unused-paths.test.ts (beside this file) checks:
 *   - lazy route discovery ("fog of war": fetching the manifest route by route, and the links'
 *     discovery as they enter the screen) runs only when `ssr` is true and `routeDiscovery.mode` is
 *     "lazy" (its isFogOfWarEnabled); react-router.config.ts has `ssr: false`, so the whole manifest
 *     ships and the discovery code only ever returned at its first line;
 *   - the custom route discovery of the unstable future flag `unstable_customRouteDiscovery`, which
 *     react-router.config.ts does not set (its `future` is absent, and the flag is read from it);
 *   - the router's instrumentation, which runs only with `instrumentations` given to
 *     <HydratedRouter>, and src/app/entry.client.tsx gives none.
 * 4,960 B of gzip from the framework's file every page loads (111,428 → 106,468). Should an upgrade of React
 * Router change any of these lines, the build fails here, naming the file: look at the new code
 * and cut again, or drop the cut.
 */
const CUTS: Record<string, readonly Cut[]> = {
  "lib/dom-export/hydrated-router.js": [
    { from: "ssrInfo.context.future.unstable_customRouteDiscovery", to: "false", count: 2 },
    {
      from: "UNSAFE_getPatchRoutesOnNavigationFunction(() => router, ssrInfo.manifest, ssrInfo.routeModules, ssr, ssrInfo.context.routeDiscovery, ssrInfo.context.isSpaMode, ssrInfo.context.basename, fetchImplementation, ssrInfo.context.unstable_apiServerOrigin, isApiOnly)",
      to: "void 0",
      count: 1,
    },
    { from: "if (discoveryRuntime) discoveryState = UNSAFE_useCustomRouteDiscovery(discoveryRuntime, props.onError);", to: "", count: 1 },
    {
      from: "else UNSAFE_useFogOFWarDiscovery(router, ssrInfo.manifest, ssrInfo.routeModules, ssr, ssrInfo.context.routeDiscovery, ssrInfo.context.isSpaMode, fetchImplementation, ssrInfo.context.unstable_apiServerOrigin, ssrInfo.context.unstable_apiOnly === true);",
      to: "",
      count: 1,
    },
    { from: "instrumentations: props.instrumentations,", to: "", count: 1 },
  ],
  "lib/router/router.js": [
    { from: "if (init.instrumentations)", to: "if (false)", count: 2 },
    // What <HydratedRouter> gives the router once the discovery above is cut: no patchRoutesOnNavigation, the flag false.
    { from: "init.patchRoutesOnNavigation", to: "void 0", count: 4 },
    { from: "future.unstable_customRouteDiscovery", to: "false", count: 13 },
  ],
};

const PRODUCTION_BUILD = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/](.+)$/;

/** Applies `cuts` to `code`, or throws naming what no longer matches. */
export function applyCuts(file: string, code: string, cuts: readonly Cut[]): string {
  let out = code;
  for (const { from, to, count } of cuts) {
    const found = out.split(from).length - 1;
    if (found !== count) {
      throw new Error(
        `router-unused-paths: react-router's ${file} has ${found} of "${from.slice(0, 80)}…", expected ${count}; see scripts/vite/router-unused-paths.ts`,
      );
    }
    out = out.replaceAll(from, to);
  }
  return out;
}

/** The cuts, by file of react-router/dist/production/. */
export const ROUTER_CUTS = CUTS;

/** The browser build's React Router without the paths above (the Worker, the prerendering and dev read it as it is). */
export function routerUnusedPaths(): Plugin {
  return {
    name: "router-unused-paths",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      const file = PRODUCTION_BUILD.exec(id.split("?")[0] ?? "")?.[1]?.replaceAll("\\", "/");
      const cuts = file ? CUTS[file] : undefined;
      return cuts && file ? { code: applyCuts(file, code, cuts), map: null } : null;
    },
  };
}
