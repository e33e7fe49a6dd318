import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { createApp } from "../../worker/app";
import type { Bindings } from "../../worker/env";
import { ORIGIN } from "./support/api";
import { useTestClock } from "./support/clock";
import { newIdentity, registerMember } from "./support/members";

/**
 * Whether an address has an account must not show in the time an answer
 * takes: both paths of forgot-password and of sign-up do the same D1 work
 * before answering. Counted like tests/worker/request-cost.test.ts, up to the
 * moment the answer is handed back (mail sent after the answer is not part
 * of it); with a real transport (mocked), as deployed.
 */

function countedEnv() {
  const counts = { d1: 0 };
  const count = <T extends object>(target: T, methods: string[], wrap?: (value: unknown) => unknown): T =>
    new Proxy(target, {
      get(object, prop) {
        const value = Reflect.get(object, prop, object);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          if (methods.includes(String(prop))) counts.d1 += 1;
          const result = (value as (...a: unknown[]) => unknown).apply(object, args);
          return wrap && (prop === "prepare" || prop === "bind") ? wrap(result) : result;
        };
      },
    });
  const statement = (value: unknown): unknown => count(value as D1PreparedStatement, ["first", "all", "run", "raw"], statement);
  const db = count(env.DB, ["batch", "exec"], statement);
  return { counts, env: { ...env, DB: db, EMAIL_TRANSPORT: "resend", RESEND_API_KEY: "re_key" } as Bindings };
}

/** D1 calls made before the answer was handed back. */
async function d1BeforeAnswer(path: string, body: unknown) {
  const { counts, env: counted } = countedEnv();
  const ctx = createExecutionContext();
  const response = await createApp().fetch(
    new Request(`${ORIGIN}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
    counted,
    ctx,
  );
  const before = counts.d1;
  await waitOnExecutionContext(ctx);
  return { status: response.status, d1: before, answer: (await response.json()) as { data: { message: string } } };
}

describe("the same work whether or not an address has an account", () => {
  it("forgot-password: an existing and an unknown address cost the same D1 calls", async () => {
    const clock = useTestClock();
    const member = await registerMember();
    clock.advance(60_000);
    const mails = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 200 }));
    const known = await d1BeforeAnswer("/api/auth/forgot-password", { email: member.email });
    const unknown = await d1BeforeAnswer("/api/auth/forgot-password", { email: newIdentity().email });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.d1).toBe(unknown.d1);
    expect(known.d1).toBeLessThanOrEqual(3);
    // The link did go out, after the answer.
    expect(mails).toHaveBeenCalledTimes(1);
  });

  it("sign-up: a new and an existing address cost the same D1 calls", async () => {
    const clock = useTestClock();
    const member = await registerMember();
    clock.advance(60_000);
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 200 }));
    const fresh = await d1BeforeAnswer("/api/auth/signup", newIdentity());
    const existing = await d1BeforeAnswer("/api/auth/signup", { ...newIdentity(), email: member.email });
    expect(fresh.status).toBe(200);
    expect(existing.status).toBe(200);
    expect(fresh.answer.data.message.replace(/\S+@\S+/, "X")).toBe(existing.answer.data.message.replace(/\S+@\S+/, "X"));
    expect(fresh.d1).toBe(existing.d1);
  });
});
