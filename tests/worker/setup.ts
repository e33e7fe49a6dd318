import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, vi } from "vitest";

// Runs before each test file; applying is idempotent, so the files sharing one database (decision 065)
// apply the migrations once.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// Every test starts on the real clock with nothing mocked (see support/clock.ts).
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
