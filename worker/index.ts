import { createApp } from "./app";
import type { Bindings } from "./env";

const app = createApp();

export default {
  fetch: app.fetch,
  /**
   * The cron triggers (wrangler.toml), run by scheduled.ts: loaded by the first run in an isolate,
   * so a request's cold start does not compile the jobs (decision 163).
   */
  async scheduled(controller, env) {
    const { runScheduled } = await import("./scheduled");
    await runScheduled(controller, env);
  },
} satisfies ExportedHandler<Bindings>;
