import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, afterEach, vi } from "vitest";
import { answersChecked } from "./support/openapi";

// Runs before each test file; applying is idempotent, so the files sharing one database (decision 065)
// apply the migrations once.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// Every test starts on the real clock with nothing mocked (see support/clock.ts).
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// How many answers this file checked against the OpenAPI document (support/openapi.ts); the config
// shows the line only with OPENAPI_REPORT=1.
const checkedBefore = answersChecked();
afterAll(() => {
  console.log(`[openapi] ${answersChecked() - checkedBefore} answers checked`);
});
