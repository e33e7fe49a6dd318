import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, INVALID_RESPONSE_MESSAGE } from "~/lib/api-error";
import { SETUP_SETTINGS, type SetupReport } from "~/shared/setup";
import { getSetup } from "./get-setup";

const BEFORE_ADMIN: SetupReport = {
  adminExists: false,
  settings: SETUP_SETTINGS.map((name) => ({ name, present: name === "ADMIN_EMAILS" })),
  transport: "your mailbox over SMTP",
  mail: { id: "mail", title: "E-mail", status: "ok", summary: "Mail goes through your mailbox over SMTP.", action: null, link: null },
  admins: { id: "admins", title: "Admins", status: "error", summary: "No account is an admin yet.", action: "Sign up.", link: null },
  lastMailFailure: null,
};

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("getSetup (GET /api/setup, zod only for the report before the first admin)", () => {
  it("takes a site with an admin's short answer as the contract does, other keys dropped", async () => {
    answer(200, { data: { adminExists: true, extra: 1 } });
    await expect(getSetup()).resolves.toEqual({ adminExists: true });
  });

  it("checks the report of a site without an admin with the contract's schema", async () => {
    answer(200, { data: BEFORE_ADMIN });
    await expect(getSetup()).resolves.toEqual(BEFORE_ADMIN);
    const { transport: _, ...withoutTransport } = BEFORE_ADMIN;
    answer(200, { data: withoutTransport });
    await expect(getSetup()).rejects.toThrow(INVALID_RESPONSE_MESSAGE);
    answer(200, { data: { adminExists: "yes" } });
    await expect(getSetup()).rejects.toThrow(INVALID_RESPONSE_MESSAGE);
  });

  it("raises the envelope's error of a failed answer", async () => {
    answer(503, { error: { errCode: "UNAVAILABLE", errMsg: "Try later." } });
    const failure = await getSetup().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(503);
  });
});
