import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Worker tests run inside workerd (the Workers runtime) with the bindings of
// wrangler.toml, fresh storage per test file, and the D1 migrations applied
// by tests/worker/setup.ts.
mkdirSync("build/client", { recursive: true });
const migrations = await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url)));

export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: { EMAIL_TRANSPORT: "outbox", TEST_MIGRATIONS: migrations },
      },
    }),
  ],
  test: {
    include: ["tests/worker/**/*.test.ts", "worker/**/*.test.ts"],
    setupFiles: ["./tests/worker/setup.ts"],
    // The dev outbox prints every mail; the tests read them from the outbox instead.
    onConsoleLog: (log) => !log.includes("📧 To:"),
  },
});
