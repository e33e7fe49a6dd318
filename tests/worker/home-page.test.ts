import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { HOME_LISTS, type HomeListName } from "../../src/shared/content/lists/home";
import { CONTENT_DATA_ELEMENT_ID, type ContentPageData, type EventListPageData } from "../../src/shared/content/pages";
import { EVENT_LIST_DATA_ELEMENT_ID, EVENT_LIST_LIMIT, listFrom } from "../../src/shared/event-list";
import { FRESH_MS } from "../../worker/features/content/services/content-pages";
import { eventTimes, eventTimesKey, whenLabels } from "../../src/shared/time/event-when";
import { site } from "../../src/site.config";
import { call, callWithEnv } from "./support/api";
import { useTestClock } from "./support/clock";
import { changeUnseen, editContentMeasured, HOME_PAGE_TIER, validFields } from "./support/content";
import { measure, measureCost } from "./support/cost";
import { createEvent, eventBody, registerOfficer } from "./support/events";
import type { Member } from "./support/members";
import { builtSite, SHELL } from "./support/pages";

/**
 * The home page as the Worker serves it (decision 089): the program cards, the sponsor strip and the
 * chapter's photo written in from D1 (each in the element named for it), and the visitors' list of
 * events, so a view is one Worker request that asks the API nothing; at most one D1 query
 * uncached, none while fresh. The collections and events are shared by the run: each test finds
 * its own items by a name no other test uses.
 */

/** The home page's file as the build writes it: its three places, empty. */
const HOME_SHELL = SHELL.replace(
  '<main id="main"></main>',
  '<main id="main"><div class="group relative"><div data-content-list="photo"></div></div><div data-content-list="programs" class="mt-6"></div><div data-content-list="sponsors" class="mt-6"></div></main>',
);
const bindings = { ASSETS: builtSite({ "/": HOME_SHELL }) };

let officer: Member;
beforeAll(async () => {
  officer = await registerOfficer();
});

const unique = (prefix: string) => `${prefix} ${crypto.randomUUID().slice(0, 8)}`;

async function add(collection: "programs" | "sponsors" | "albums", fields: Record<string, unknown>, status = "published"): Promise<string> {
  const result = await call("POST", `/api/content/${collection}`, { cookie: officer.cookie, body: { status, fields } });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.data.id as string;
}

/** What the Worker wrote into the element named `name`. */
function placeOf(html: string, name: HomeListName): string {
  const place = new RegExp(`<div data-content-list="${name}"[^>]*>([\\s\\S]*?)</div>(?:</div>)?(?=<div data-content-list|</main>)`).exec(html);
  expect(place, name).not.toBeNull();
  return place![1]!;
}

function scriptData<T>(html: string, id: string): T {
  const found = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html);
  expect(found, id).not.toBeNull();
  return JSON.parse(found![1]!) as T;
}

const home = async () => (await callWithEnv(bindings, "GET", "/")).body;
const homeSponsor = (name: string) => ({ ...validFields("sponsors", name), tier: HOME_PAGE_TIER });

describe("/: the programs, the sponsors and the photo from D1", () => {
  it("are the published items, as the very HTML the renderers write from the page's own JSON", async () => {
    const program = unique("Robot <league>");
    const draft = unique("Unready program");
    await add("programs", validFields("programs", program));
    await add("programs", validFields("programs", draft), "draft");
    const onHome = unique("Strip Sponsor");
    const offHome = unique("Listed Sponsor");
    await add("sponsors", homeSponsor(onHome));
    await add("sponsors", validFields("sponsors", offHome));
    const photo = { src: "/images/gallery/fall-2024/welcome-social-1440.webp", alt: unique("Members at the newest fair"), caption: "The fair." };
    const album = await add("albums", { title: unique("Newest album"), term: "fall-2199", photos: [photo, { ...photo, alt: "A second photo" }] });

    const page = await callWithEnv(bindings, "GET", "/");
    expect(page.status).toBe(200);
    const programs = placeOf(page.body, "programs");
    expect(programs).toContain(program.replace("<", "&lt;").replace(">", "&gt;"));
    expect(programs).toContain(`href="/page-robot-league-`);
    expect(programs).not.toContain(draft);
    const sponsors = placeOf(page.body, "sponsors");
    expect(sponsors).toContain(`${onHome}<span class="sr-only"> (opens in a new tab)</span>`);
    expect(sponsors).not.toContain(offHome);
    const shown = placeOf(page.body, "photo");
    expect(shown).toContain(`alt="${photo.alt}"`);
    expect(shown).not.toContain("A second photo");

    const data = scriptData<ContentPageData>(page.body, CONTENT_DATA_ELEMENT_ID);
    expect(data.path).toBe("/");
    // The page carries only what it shows: the home page's sponsors and the one photo.
    expect(JSON.stringify(data.collections.sponsors)).not.toContain(offHome);
    expect(data.collections.albums).toHaveLength(1);
    for (const name of Object.keys(HOME_LISTS) as HomeListName[]) {
      expect(placeOf(page.body, name), name).toBe(HOME_LISTS[name](data.collections).markup);
    }
    // The newest term's album goes with the test: /gallery's test makes its own the newest (a shuffled run met this one).
    expect((await call("DELETE", `/api/content/albums/${album}`, { cookie: officer.cookie })).status).toBe(200);
  });

  it("an officer's edit shows at the next view, and the write purges the edge's copies of the page", async () => {
    const id = await add("programs", validFields("programs", unique("Before program")));
    const sponsor = await add("sponsors", validFields("sponsors", unique("Promoted Sponsor")));
    await home();
    const renamed = unique("After program");
    const edit = await editContentMeasured(officer.cookie, "programs", id, { name: renamed });
    expect(edit.status).toBe(200);
    expect(edit.purges).toEqual([["content:programs"]]);
    const promoted = await editContentMeasured(officer.cookie, "sponsors", sponsor, { tier: HOME_PAGE_TIER });
    expect(promoted.status).toBe(200);
    expect(promoted.purges).toEqual([["content:sponsors"]]);
    const page = await home();
    expect(placeOf(page, "programs")).toContain(renamed);
    expect(placeOf(page, "sponsors")).toContain("Promoted Sponsor");
  });

  it("is edge-cached for a minute under its collections' tags and the events'", async () => {
    const page = await callWithEnv(bindings, "GET", "/");
    expect(page.headers.get("Cache-Control")).toBe("no-cache");
    expect(page.headers.get("Cloudflare-CDN-Cache-Control")).toBe("public, max-age=60");
    expect(page.headers.get("Cache-Tag")).toBe("content:programs,content:sponsors,content:albums,events");
    const created = await measureCost("/api/events", {
      method: "POST",
      headers: { Cookie: officer.cookie, "Content-Type": "application/json" },
      body: JSON.stringify(eventBody({ title: unique("Purged Potluck") })),
    });
    expect(created.status).toBe(201);
    expect(created.purges).toEqual([["events"]]);
  });
});

describe("/: the events in the page", () => {
  it("carries the visitors' list exactly as GET /api/events answers it, without the terms", async () => {
    const event = await createEvent(officer.cookie, { title: unique("Home Hike <dawn>") });
    const page = await home();
    const data = scriptData<EventListPageData>(page, EVENT_LIST_DATA_ELEMENT_ID);
    expect(data.path).toBe("/");
    expect(data.terms).toBeUndefined();
    expect((data.events as { data: { title: string }[] }).data.map((one) => one.title)).toContain(event.title);
    const api = await call("GET", `/api/events?from=${listFrom(new Date())}&limit=${EVENT_LIST_LIMIT}`);
    expect(data.events).toEqual({ data: api.body.data, meta: api.body.meta });
  });
});

describe("/: the events' times in the page (decision 164)", () => {
  it("are those of the events that have not ended, as the cards show them in the chapter's zone", async () => {
    const past = new Date(Date.now() - 2 * 86_400_000);
    const ended = await createEvent(officer.cookie, {
      title: unique("Ended Evening"),
      startsAt: new Date(past.getTime() - 3_600_000).toISOString(),
      endsAt: past.toISOString(),
    });
    const coming = await createEvent(officer.cookie, { title: unique("Coming Concert") });
    const data = scriptData<EventListPageData>(await home(), EVENT_LIST_DATA_ELEMENT_ID);
    const events = (data.events as { data: { id: string; startsAt: string; endsAt: string }[] }).data;
    expect(events.map((one) => one.id)).toEqual(expect.arrayContaining([ended.id, coming.id]));
    const upcoming = events.filter((one) => Date.parse(one.endsAt) > Date.now());
    expect(Object.keys(data.times ?? {}).sort()).toEqual([...new Set(upcoming.map(eventTimesKey))].sort());
    expect(data.times?.[eventTimesKey(coming)]).toEqual({ ...eventTimes(coming, site.timeZone) });
    expect(data.times?.[eventTimesKey(coming)]?.briefDate).toBe(whenLabels(coming, site.timeZone, true).date);
  });
});

describe("/ after a write to one of its collections (decision 169)", () => {
  it("reads that collection again at the next view, and keeps the others' items and the events as read", async () => {
    const program = unique("Kept program");
    const programId = await add("programs", validFields("programs", program));
    const sponsor = await add("sponsors", homeSponsor(unique("Edited Sponsor")));
    const event = await createEvent(officer.cookie, { title: unique("Kept Concert") });
    const before = await home();
    expect(placeOf(before, "programs")).toContain(program);
    // Changed with their versions put back: a view that read the programs or the events again would show these.
    const unread = unique("Unread program");
    const unreadEvent = unique("Unread Concert");
    await changeUnseen("content:programs", "UPDATE content_items SET fields = json_set(fields, '$.name', ?) WHERE id = ?", unread, programId);
    await changeUnseen("events", "UPDATE events SET title = ? WHERE id = ?", unreadEvent, event.id);

    const renamed = unique("Renamed Sponsor");
    expect((await editContentMeasured(officer.cookie, "sponsors", sponsor, { organisation: renamed })).status).toBe(200);
    const after = await measureCost("/", {}, { bindings });
    expect(after).toMatchObject({ status: 200, d1: 1 });
    const page = await after.response.text();
    expect(placeOf(page, "sponsors")).toContain(renamed);
    expect(placeOf(page, "programs")).toContain(program);
    expect(page).not.toContain(unread);
    expect(page).not.toContain(unreadEvent);
    // The page is the one a full read writes from the same items: its data and its lists agree.
    const data = scriptData<ContentPageData>(page, CONTENT_DATA_ELEMENT_ID);
    for (const name of Object.keys(HOME_LISTS) as HomeListName[]) expect(placeOf(page, name), name).toBe(HOME_LISTS[name](data.collections).markup);

    // A write to the programs reads them again, with what was written unseen.
    expect((await editContentMeasured(officer.cookie, "programs", programId, { summary: "Now twice a month." })).status).toBe(200);
    expect(placeOf(await home(), "programs")).toContain(unread);
    // An event written here reads the events again.
    await createEvent(officer.cookie, { title: unique("Later Concert") });
    expect(await home()).toContain(unreadEvent);
  });
});

describe("/ with empty collections", () => {
  it("says there are no programs and no sponsors yet, and writes no photo", () => {
    // The collections of the run are not empty: the renderers are given none, as a new site's D1 gives them.
    expect(HOME_LISTS.programs({}).markup).toContain("No programs are listed yet.");
    expect(HOME_LISTS.sponsors({}).markup).toContain("Companies that sponsor the chapter");
    expect(HOME_LISTS.sponsors({}).markup).not.toContain("<ul");
    expect(HOME_LISTS.photo({}).markup).toBe("");
    // Sponsors, but none whose tier buys the home page: a link to the sponsors page.
    const quiet = { id: crypto.randomUUID(), fields: validFields("sponsors", "Quiet Sponsor") };
    expect(HOME_LISTS.sponsors({ sponsors: [quiet] }).markup).toContain('href="/sponsors"');
  });
});

describe("what a view of / costs", () => {
  it("one D1 query uncached, none while fresh, one that reads no item or event when nothing changed; no KV", async () => {
    const clock = useTestClock();
    // Writes here: the next view asks D1. Enough items that reading them shows in the rows read
    // whatever else the run has made (a shuffled run may start here).
    for (let n = 0; n < 4; n += 1) await add("programs", validFields("programs", unique("Cost program")));
    const first = await measureCost("/", {}, { bindings });
    expect(first).toMatchObject({ status: 200, d1: 1, kvReads: 0, kvWrites: 0 });
    expect(await measure("/", {}, { bindings })).toEqual({ status: 200, d1: 0, kvReads: 0, kvWrites: 0 });
    clock.advance(FRESH_MS);
    const checked = await measureCost("/", {}, { bindings });
    expect(checked).toMatchObject({ status: 200, d1: 1, kvReads: 0, kvWrites: 0 });
    // The first read has the four items (or events) at least; the check reads none of them.
    expect(first.rowsRead).toBeGreaterThanOrEqual(checked.rowsRead + 4);
    // An album written in another isolate (straight to D1; the trigger moves the version) shows within FRESH_MS.
    await env.DB.prepare("UPDATE data_versions SET version = version + 1 WHERE name = ?").bind("content:albums").run();
    clock.advance(FRESH_MS);
    expect((await measure("/", {}, { bindings })).d1).toBe(1);
  });
});
