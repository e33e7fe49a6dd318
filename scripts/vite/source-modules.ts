// The project's TypeScript modules (written for the bundlers: no file
// endings, `~/` paths, `?raw` imports) loaded from a Node script through
// Vite's module runner, as the build will load them: the content check and
// the doctor read the site's own code this way rather than copies of it.
import { createServer, createServerModuleRunner } from "vite";

/** Runs `use` with a loader of modules under `root`, then closes the runner and its server. */
export async function withSourceModules<T>(root: string, use: (load: <M>(file: string) => Promise<M>) => Promise<T>): Promise<T> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: "silent",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
  try {
    return await use((file) => runner.import(file));
  } finally {
    await runner.close();
    await server.close();
  }
}
