import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Bindings } from "../../worker/env";
import { callWithEnv, expectError } from "./support/api";
import { SoftwareAuthenticator } from "./support/authenticator";
import { registerMember } from "./support/members";
import { passkeyCookie } from "./support/passkeys";

/**
 * The relying party (RP ID and origin) comes from SITE_URL. Only a local
 * setup (mail to the local outbox) may fall back to the request's address;
 * a deployed Worker without SITE_URL refuses passkeys.
 */

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
  it("is SITE_URL's host and origin when set, whatever address the request came to", async () => {
    const vars = { SITE_URL: "https://members.chapter.test/" };
    const page = { origin: "https://members.chapter.test" };
    const { options, registered, authenticator } = await ceremonies(vars, page);
    expect(options.body.data.rp.id).toBe("members.chapter.test");
    expect(registered.status).toBe(201);
    expect((await passkeySignIn(vars, authenticator, page)).status).toBe(200);
    // The request's own address (https://chapter.test) is not the site's: refused.
    expectError(await passkeySignIn(vars, authenticator, { origin: "https://chapter.test" }), 400, "PASSKEY_INVALID");
    expectError(await passkeySignIn(vars, authenticator, { ...page, rpId: "chapter.test" }), 400, "PASSKEY_INVALID");
  });

  it("falls back to the request's address only with the local outbox (dev, preview, tests)", async () => {
    const { options, registered } = await ceremonies({ SITE_URL: "", EMAIL_TRANSPORT: "outbox" });
    expect(options.body.data.rp.id).toBe("chapter.test");
    expect(registered.status).toBe(201);
  });

  it("allows http only for localhost", async () => {
    const { options } = await ceremonies({ SITE_URL: "http://localhost:8787" });
    expect(options.body.data.rp.id).toBe("localhost");
    expectError((await ceremonies({ SITE_URL: "http://chapter.test" })).options, 503, "PASSKEYS_UNAVAILABLE");
  });

  it("fails closed in a deployed Worker without a usable SITE_URL, and says so in the log", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const SITE_URL of ["", "   ", "not a url"]) {
      const vars = { SITE_URL, EMAIL_TRANSPORT: "resend" };
      const { options } = await ceremonies(vars);
      expectError(options, 503, "PASSKEYS_UNAVAILABLE");
      expect(options.cookies).toEqual([]);
      expectError(await callWithEnv(vars, "POST", "/api/auth/passkeys/login/options"), 503, "PASSKEYS_UNAVAILABLE");
    }
    expect(error).toHaveBeenCalledWith("passkeys are off: SITE_URL must be the site's https address", expect.anything());
  });
});
