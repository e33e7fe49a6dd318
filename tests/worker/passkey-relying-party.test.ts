import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { site } from "../../src/site.config";
import { relyingParty } from "../../worker/features/passkeys/services/relying-party";
import { createServiceContext } from "../../worker/services/context";
import type { Bindings } from "../../worker/env";
import { callWithEnv, expectError } from "./support/api";
import { SoftwareAuthenticator } from "./support/authenticator";
import { registerMember } from "./support/members";
import { passkeyCookie } from "./support/passkeys";

/**
 * The relying party (RP ID and origin) comes from the site's address, `url`
 * in src/site.config.ts (decision 075). Only a local setup (mail to the local
 * outbox) uses the request's address; a deployed Worker whose address is
 * not https refuses passkeys.
 */
const SITE = new URL(site.url);
/** A deployed Worker: a real mail transport, so nothing comes from the request. */
const deployed = { EMAIL_TRANSPORT: "resend", RESEND_API_KEY: "re_key" };

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

/** A passkey ceremony end to end against a Worker configured with `vars`. */
async function ceremonies(vars: Partial<Bindings>, page: { origin?: string; rpId?: string } = {}) {
  const member = await registerMember();
  const authenticator = new SoftwareAuthenticator();
  const options = await callWithEnv(vars, "POST", "/api/auth/passkeys/register/options", { cookie: member.cookie });
  const registered =
    options.status === 200
      ? await callWithEnv(vars, "POST", "/api/auth/passkeys/register/verify", {
          cookie: `${member.cookie}; ${passkeyCookie(options)}`,
          body: { response: await authenticator.register(options.body.data, page) },
        })
      : options;
  return { member, authenticator, options, registered };
}

async function passkeySignIn(vars: Partial<Bindings>, authenticator: SoftwareAuthenticator, page: { origin?: string; rpId?: string } = {}) {
  const options = await callWithEnv(vars, "POST", "/api/auth/passkeys/login/options");
  if (options.status !== 200) return options;
  const response = await authenticator.signIn(options.body.data, page);
  return callWithEnv(vars, "POST", "/api/auth/passkeys/login/verify", { cookie: passkeyCookie(options), body: { response } });
}

describe("relying party", () => {
  it("is the site's host and origin in a deployed Worker, whatever address the request came to", async () => {
    const page = { origin: SITE.origin };
    // The passkey notice goes to Resend: answered here, nothing leaves.
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 200 }));
    const { options, registered, authenticator } = await ceremonies(deployed, page);
    expect(options.body.data.rp.id).toBe(SITE.hostname);
    expect(registered.status).toBe(201);
    expect((await passkeySignIn(deployed, authenticator, page)).status).toBe(200);
    // The request's own address (https://chapter.test) is not the site's: refused.
    expectError(await passkeySignIn(deployed, authenticator, { origin: "https://chapter.test" }), 400, "PASSKEY_INVALID");
    expectError(await passkeySignIn(deployed, authenticator, { ...page, rpId: "chapter.test" }), 400, "PASSKEY_INVALID");
  });

  it("falls back to the request's address only with the local outbox (dev, preview, tests)", async () => {
    const { options, registered } = await ceremonies({ EMAIL_TRANSPORT: "outbox" });
    expect(options.body.data.rp.id).toBe("chapter.test");
    expect(registered.status).toBe(201);
  });

  it("fails closed without an https address, and says so in the log", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const ctx = createServiceContext({ ...env, ...deployed } as Bindings, drizzle(env.DB), "https://evil.example/api");
    expect(relyingParty(ctx).id).toBe(SITE.hostname);
    for (const siteOrigin of [null, "http://chapter.test"]) {
      expect(() => relyingParty({ ...ctx, siteOrigin })).toThrow(expect.objectContaining({ code: "PASSKEYS_UNAVAILABLE" }));
    }
    expect(relyingParty({ ...ctx, siteOrigin: "http://localhost:8787" }).id).toBe("localhost");
    expect(error).toHaveBeenCalledWith("passkeys are off: `url` in src/site.config.ts must be the site's https address", expect.anything());
  });
});
