import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, ORIGIN } from "./support/api";
import { newIdentity, registerMember } from "./support/members";

/**
 * Requests outside /api that reach the Worker (worker/routes/pages.ts): a
 * member's public page answers the SPA shell when the member exists, anything
 * else the not-found page with 404. Tests normally run without a built site
 * (build/client is empty), where the Worker answers its plain-text fallbacks;
 * if a build is present, the same statuses come with the built pages.
 */

let built: { shell: boolean; notFound: boolean };
let member: Awaited<ReturnType<typeof registerMember>>;

beforeAll(async () => {
  built = {
    shell: (await env.ASSETS.fetch(`${ORIGIN}/__spa-fallback`)).ok,
    notFound: (await env.ASSETS.fetch(`${ORIGIN}/404`)).ok,
  };
  member = await registerMember(newIdentity("paged"));
});

function expectNotFound(result: Awaited<ReturnType<typeof call>>) {
  expect(result.status).toBe(404);
  if (built.notFound) {
    expect(result.headers.get("Content-Type")).toMatch(/text\/html/);
  } else {
    expect(result.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(result.body).toBe("Not found");
  }
}

describe("pages outside /api", () => {
  it("an unknown path answers 404", async () => {
    for (const path of ["/no-such-page", "/users", "/users/only-a-name", "/users/a/b/c", "/apix", "/api-docs", "/%ZZ"]) {
      expectNotFound(await call("GET", path));
    }
  });

  it("any method on an unknown path answers 404, never a 5xx", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) expectNotFound(await call(method, "/no-such-page"));
  });

  it("an existing member's page is served (not 404), with any case of the username", async () => {
    for (const name of [member.username, member.username.toUpperCase()]) {
      const result = await call("GET", `/users/${name}/${member.id}`);
      expect(result.status).not.toBe(404);
      if (built.shell) {
        expect(result.status).toBe(200);
        expect(result.headers.get("Content-Type")).toMatch(/text\/html/);
        expect(result.headers.get("Cache-Control")).toBe("no-cache");
        expect(result.headers.get("X-Frame-Options")).toBe("DENY");
      } else {
        expect(result.status).toBe(503);
        expect(result.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
        expect(result.body).toMatch(/has not been built yet/);
      }
    }
  });

  it("a page for a username and id that do not belong together answers 404", async () => {
    const other = await registerMember(newIdentity("otherpage"));
    expectNotFound(await call("GET", `/users/${other.username}/${member.id}`));
    expectNotFound(await call("GET", `/users/${member.username}/${crypto.randomUUID()}`));
    expectNotFound(await call("GET", `/users/nobody-by-this-name/${member.id}`));
  });

  it("a deleted member's page answers 404", async () => {
    const leaving = await registerMember(newIdentity("gonepage"));
    expect((await call("GET", `/users/${leaving.username}/${leaving.id}`)).status).not.toBe(404);
    expect((await call("DELETE", `/api/users/${leaving.id}`, { cookie: leaving.cookie, body: { currentPassword: leaving.password } })).status).toBe(200);
    expectNotFound(await call("GET", `/users/${leaving.username}/${leaving.id}`));
  });

  it("an event's check-in display is the SPA shell for any id (the officers' API is the lock); other paths under it are 404", async () => {
    for (const id of ["ev_abc123", "anything"]) {
      const result = await call("GET", `/profile/admin/events/${id}/check-in`);
      if (built.shell) {
        expect(result.status).toBe(200);
        expect(result.headers.get("Content-Type")).toMatch(/text\/html/);
      } else {
        expect(result.status).toBe(503);
        expect(result.body).toMatch(/has not been built yet/);
      }
    }
    for (const path of ["/profile/admin/events/ev_abc123", "/profile/admin/events/ev_abc123/check-in/more", "/profile/admin/events//check-in"]) {
      expectNotFound(await call("GET", path));
    }
  });
});
