import type { Config } from "@react-router/dev/config";

/** Prerendered without a server, as our site is (react-router.config.ts at the root). */
export default {
  appDirectory: "app",
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  prerender: ["/"],
} satisfies Config;
