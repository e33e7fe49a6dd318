import { createApp } from "./app";
import { createDb } from "./db/client";
import { purgeExpired } from "./db/maintenance";
import type { Bindings } from "./env";
import { DAY } from "./lib/clock";

const app = createApp();

export default {
  fetch: app.fetch,
  /** Daily tidy-up (cron trigger in wrangler.toml): expired codes, tokens, throttles. */
  async scheduled(_controller, env) {
    await purgeExpired(createDb(env.DB), Date.now(), DAY, 7 * DAY);
  },
} satisfies ExportedHandler<Bindings>;
