import { beforeAll, describe, expect, it } from "vitest";
import { call, callWithEnv, type ApiResult } from "./support/api";
import { newIdentity, registerMember } from "./support/members";
import { builtSite, NOT_FOUND, SHELL } from "./support/pages";

/**
 * Requests outside /api that reach the Worker (worker/features/members/routes/pages.ts): a
 * member's public page answers the SPA shell when the member exists, anything
 * else the not-found page with 404. Each case runs against a stand-in for the
 * built site and against an empty one (before `npm run build`, where the
 * Worker answers its plain-text fallbacks), so nothing depends on whether
 * build/ exists.
 */

const sites = { built: builtSite({ "/__spa-fallback": SHELL, "/404": NOT_FOUND }), unbuilt: builtSite({}) };
type Site = keyof typeof sites;
const both: Site[] = ["built", "unbuilt"];

/** The Worker's answer with the given site as its ASSETS binding. */
const visit = (site: Site, method: string, path: string, options: Parameters<typeof call>[2] = {}) =>
  callWithEnv({ ASSETS: sites[site] }, method, path, options);

let member: Awaited<ReturnType<typeof registerMember>>;

beforeAll(async () => {
  member = await registerMember(newIdentity("paged"));
});

function expectNotFound(result: ApiResult, site: Site) {
  expect(result.status).toBe(404);
  if (site === "built") {
    expect(result.headers.get("Content-Type")).toMatch(/text\/html/);
    expect(result.body).toContain("Not found page");
  } else {
    expect(result.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(result.body).toBe("Not found");
  }
}

/** The SPA shell when the site is built, the plain-text "not built" answer otherwise. */
function expectShell(result: ApiResult, site: Site) {
  if (site === "built") {
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Type")).toMatch(/text\/html/);
    expect(result.body).toContain('<main id="main">');
  } else {
    expect(result.status).toBe(503);
    expect(result.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(result.body).toMatch(/has not been built yet/);
  }
}

describe("pages outside /api", () => {
  it.each(both)("an unknown path answers 404 (%s)", async (site) => {
    for (const path of ["/no-such-page", "/users", "/users/only-a-name", "/users/a/b/c", "/apix", "/api-docs", "/%ZZ"]) {
      expectNotFound(await visit(site, "GET", path), site);
    }
  });

  it.each(both)("any method on an unknown path answers 404, never a 5xx (%s)", async (site) => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) expectNotFound(await visit(site, method, "/no-such-page"), site);
  });

  it.each(both)("an existing member's page is served (not 404), with any case of the username (%s)", async (site) => {
    for (const name of [member.username, member.username.toUpperCase()]) {
      const result = await visit(site, "GET", `/users/${name}/${member.id}`);
      expectShell(result, site);
      if (site === "built") {
        expect(result.headers.get("Cache-Control")).toBe("no-cache");
        expect(result.headers.get("X-Frame-Options")).toBe("DENY");
      }
    }
  });

  it.each(both)("a page for a username and id that do not belong together answers 404 (%s)", async (site) => {
    const other = await registerMember(newIdentity("otherpage"));
    expectNotFound(await visit(site, "GET", `/users/${other.username}/${member.id}`), site);
    expectNotFound(await visit(site, "GET", `/users/${member.username}/${crypto.randomUUID()}`), site);
    expectNotFound(await visit(site, "GET", `/users/nobody-by-this-name/${member.id}`), site);
  });

  it("a deleted member's page answers 404", async () => {
    const leaving = await registerMember(newIdentity("gonepage"));
    expectShell(await visit("built", "GET", `/users/${leaving.username}/${leaving.id}`), "built");
    expect((await call("DELETE", `/api/users/${leaving.id}`, { cookie: leaving.cookie, body: { currentPassword: leaving.password } })).status).toBe(200);
    expectNotFound(await visit("built", "GET", `/users/${leaving.username}/${leaving.id}`), "built");
  });

  it.each(both)("an event's check-in display is the SPA shell for any id (the officers' API is the lock); other paths under it are 404 (%s)", async (site) => {
    for (const id of ["ev_abc123", "anything"]) expectShell(await visit(site, "GET", `/profile/admin/events/${id}/check-in`), site);
    for (const path of ["/profile/admin/events/ev_abc123", "/profile/admin/events/ev_abc123/check-in/more", "/profile/admin/events//check-in"]) {
      expectNotFound(await visit(site, "GET", path), site);
    }
  });

  it("the deployed Worker (its real ASSETS binding, built or not) answers these paths as the app does", async () => {
    for (const path of ["/no-such-page", `/users/${member.username}/${member.id}`, "/profile/admin/events/ev_abc123/check-in"]) {
      const deployed = await call("GET", path);
      const app = await callWithEnv({}, "GET", path);
      expect([deployed.status, deployed.body], path).toEqual([app.status, app.body]);
    }
  });
});
