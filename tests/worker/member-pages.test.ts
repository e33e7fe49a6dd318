import { beforeAll, describe, expect, it } from "vitest";
import { call, callWithEnv } from "./support/api";
import { newIdentity, registerMember, type Member } from "./support/members";
import { measure } from "./support/cost";
import { builtSite, headOf, NOT_FOUND, SHELL } from "./support/pages";
import { patchUser } from "./support/resumes";
import { site } from "../../src/site.config";

/**
 * /users/{username}/{id}: the Worker writes the member's name, what they
 * chose to show and the share tags into the SPA shell, and the public view
 * as JSON for the page (worker/features/members/services/member-pages.ts).
 */

const built = builtSite({ "/__spa-fallback": SHELL, "/404": NOT_FOUND });
const page = (path: string) => callWithEnv({ ASSETS: built }, "GET", path);

let shown: Member;
beforeAll(async () => {
  shown = await registerMember(newIdentity("shown"));
  const patched = await patchUser(shown, {
    firstName: "Mei",
    lastName: "Chen",
    major: "Computer Science",
    graduationTerm: "spring-2028",
    degree: "master",
    bio: "I build solar weather stations with SET.\nAsk me about sensors.",
    links: { github: "https://github.com/mei-chen" },
    showMajor: true,
    showGraduationYear: true,
    showBio: true,
    showLinks: true,
  });
  expect(patched.status).toBe(200);
});

describe("a member's public page", () => {
  it("serves the shell with the member's title, description, canonical URL, Open Graph and Twitter tags", async () => {
    const result = await page(`/users/${shown.username.toUpperCase()}/${shown.id}`);
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(result.headers.get("Content-Security-Policy")).toContain("x-page /__spa-fallback");
    expect(result.headers.get("Cache-Control")).toBe("no-cache");
    expect(result.headers.get("ETag")).toBeNull();
    const head = headOf(result.body);
    const title = `Mei Chen | ${site.productName}`;
    // The address as the member spells it, whatever case the link used.
    const url = `https://chapter.test/users/${shown.username}/${shown.id}`;
    const description = `Member of ${site.shortName} · Computer Science · Class of 2028. I build solar weather stations with SET. Ask me about sensors.`;
    expect(head.titles).toEqual([title]);
    expect(head.canonical).toEqual([url]);
    expect(head.meta("description")).toEqual([description]);
    expect(head.meta("robots")).toEqual(["noindex"]);
    expect(head.meta("og:type")).toEqual(["profile"]);
    expect(head.meta("og:title")).toEqual([title]);
    expect(head.meta("og:description")).toEqual([description]);
    expect(head.meta("og:url")).toEqual([url]);
    expect(head.meta("og:image")).toEqual(["https://chapter.test/og/users-username-id.png"]);
    expect(head.meta("profile:first_name")).toEqual(["Mei"]);
    expect(head.meta("profile:last_name")).toEqual(["Chen"]);
    expect(head.meta("profile:username")).toEqual([shown.username]);
    expect(head.meta("twitter:card")).toEqual(["summary"]);
    expect(head.meta("twitter:title")).toEqual([title]);
    // The shell's own page tags are replaced, not left beside the member's.
    expect(result.body).not.toContain(`Home | ${site.productName}`);
    expect(result.body).not.toContain("The home page.");
    expect(result.body).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it("carries the public view itself, exactly what GET /api/users/public/… answers, and nothing private", async () => {
    const head = headOf((await page(`/users/${shown.username}/${shown.id}`)).body);
    const [data] = head.scripts("application/json");
    const api = await call("GET", `/api/users/public/${shown.username}/${shown.id}`);
    expect(JSON.parse(data!)).toEqual(api.body.data);
    expect(JSON.parse(data!)).toMatchObject({ major: "Computer Science", graduationYear: 2028, links: { github: "https://github.com/mei-chen" } });
    expect(data).not.toContain("master");
    expect(data).not.toContain(shown.email);
  });

  it("says only what the member chose to show", async () => {
    const hidden = await registerMember(newIdentity("hidden"));
    await patchUser(hidden, {
      firstName: "Jun",
      lastName: "",
      major: "Physics",
      // A year no generated name or id can hold: the username's random part is letters and digits.
      graduationTerm: "fall-2097",
      bio: "Secret bio",
      showMajor: false,
      showBio: false,
    });
    const result = await page(`/users/${hidden.username}/${hidden.id}`);
    const head = headOf(result.body);
    expect(head.titles).toEqual([`Jun | ${site.productName}`]);
    expect(head.meta("description")).toEqual([`Member of ${site.shortName}.`]);
    expect(result.body).not.toContain("Physics");
    expect(result.body).not.toContain("Secret bio");
    expect(result.body).not.toMatch(/fall-2097|Fall 2097|\b2097\b/);
    expect(head.meta("profile:last_name")).toEqual([]);
  });

  it("escapes everything: no markup from a name or bio gets out of its tag, and the data cannot close its script", async () => {
    const hostile = await registerMember(newIdentity("hostile"));
    const name = `</script><img src=x onerror=alert(1)>"&'`;
    const bio = "<!-- x --> </SCRIPT> done";
    expect((await patchUser(hostile, { firstName: name.slice(0, 50), bio, showBio: true })).status).toBe(200);
    const result = await page(`/users/${hostile.username}/${hostile.id}`);
    const head = headOf(result.body);
    expect(head.titles).toEqual([`${name.slice(0, 50)} | ${site.productName}`]);
    expect(result.body).not.toMatch(/<img/i);
    // The shell's module script and the data: no other script element.
    expect(result.body.match(/<script/gi)).toHaveLength(2);
    const [data] = head.scripts("application/json");
    expect(data).not.toMatch(/[<>]/);
    expect(JSON.parse(data!)).toMatchObject({ firstName: name.slice(0, 50), bio: bio.trim() });
  });

  it("a username and id that do not belong together answer the not-found page with 404", async () => {
    const other = await registerMember(newIdentity("otherpage"));
    for (const path of [`/users/${other.username}/${shown.id}`, `/users/${shown.username}/${crypto.randomUUID()}`]) {
      const result = await page(path);
      expect(result.status).toBe(404);
      expect(result.body).toContain("Not found page");
    }
  });

  it("without a build: the plain-text answers with the right statuses", async () => {
    const empty = builtSite({});
    expect((await callWithEnv({ ASSETS: empty }, "GET", `/users/${shown.username}/${shown.id}`)).status).toBe(503);
    expect((await callWithEnv({ ASSETS: empty }, "GET", `/users/nobody/${shown.id}`)).status).toBe(404);
  });

  it("costs one D1 query and no KV, for a member and for a pair that does not belong together", async () => {
    // The test environment's assets (whatever the build left) are served as they are: only the bindings are counted.
    expect(await measure(`/users/${shown.username}/${shown.id}`)).toMatchObject({ d1: 1, kvReads: 0, kvWrites: 0 });
    expect(await measure(`/users/nobody/${shown.id}`)).toMatchObject({ d1: 1, kvReads: 0, kvWrites: 0 });
  });
});
