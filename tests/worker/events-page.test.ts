import { RSVP_PURGE_INTERVAL_MS } from "../../worker/features/events/services/event-caches";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTENT_DATA_ELEMENT_ID, type ContentPageData, type EventListPageData } from "../../src/shared/content/pages";
import { PAGE_LISTS } from "../../src/shared/content/lists/page-lists";
import { EVENT_CATEGORIES } from "../../src/shared/event-categories";
import { EVENT_LIST_DATA_ELEMENT_ID, EVENT_LIST_LIMIT, listFrom } from "../../src/shared/event-list";
import { FRESH_MS } from "../../worker/features/content/services/content-pages";
import { dateBadge, eventTimesKey, whenLabels } from "../../src/shared/time/event-when";
import { formatInstant } from "../../src/shared/time/formats";
import { site } from "../../src/site.config";
import { call, callWithEnv } from "./support/api";
import { useTestClock } from "./support/clock";
import { changeUnseen, editContentMeasured, validFields } from "./support/content";
import { measure, measureCost } from "./support/cost";
import { createEvent, registerOfficer, rsvp } from "./support/events";
import { newIdentity, registerMember, type Member } from "./support/members";
import { builtSite, LIST_SHELL } from "./support/pages";

/**
 * /events as the Worker serves it (decision 087): the slides officers edit, written in as JSON and
 * as the list's HTML, and the visitors' list of events and the terms, so a visitor's view is one
 * Worker request and asks the API nothing; at most one D1 query uncached (content's and events'
 * versions in one batch), none while fresh. The collections and the events are shared by the run:
 * each test finds its own by a title no other test uses.
 */

const bindings = { ASSETS: builtSite({ "/events": LIST_SHELL }) };

let officer: Member;
let member: Member;
beforeAll(async () => {
  officer = await registerOfficer();
  member = await registerMember(newIdentity("member"));
});

/** A category of the chapter's (the identity file's), in its address form. */
const category = EVENT_CATEGORIES[1]!;
const categoryQuery = encodeURIComponent(category);

const unique = (prefix: string) => `${prefix} ${crypto.randomUUID().slice(0, 8)}`;

async function addDeck(title: string, fields: Record<string, unknown> = {}): Promise<string> {
  const result = await call("POST", "/api/content/slides", {
    cookie: officer.cookie,
    body: { status: "published", fields: { ...validFields("slides", title), ...fields } },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.data.id as string;
}

/** The JSON of the page's `<script type="application/json" id="…">`. */
function scriptData<T>(html: string, id: string): T {
  const found = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html);
  expect(found, id).not.toBeNull();
  return JSON.parse(found![1]!) as T;
}

const contentOf = (html: string) => scriptData<ContentPageData>(html, CONTENT_DATA_ELEMENT_ID);
const eventsOf = (html: string) => scriptData<EventListPageData>(html, EVENT_LIST_DATA_ELEMENT_ID);
const titles = (data: EventListPageData) => ((data.events as { data: { title: string }[] }).data ?? []).map((event) => event.title);

function listOf(html: string): string {
  const list = /<div data-content-list="" class="space-y-6">([\s\S]*)<\/div><\/main>/.exec(html);
  expect(list).not.toBeNull();
  return list![1]!;
}

/** The address the SPA asks for the same list (src/features/events/api/list-events.ts). */
const apiListPath = () => `/api/events?from=${listFrom(new Date())}&limit=${EVENT_LIST_LIMIT}`;

describe("/events: the slides", () => {
  it("are the published decks, as the very HTML the renderer writes, filtered by ?slides= as the address asks", async () => {
    const title = unique("Soldering <basics>");
    const draft = unique("Unready deck");
    await addDeck(title, { category, presenter: "Ana Ortiz", recordingUrl: "https://example.com/rec" });
    const draftResult = await call("POST", "/api/content/slides", { cookie: officer.cookie, body: { status: "draft", fields: validFields("slides", draft) } });
    expect(draftResult.status).toBe(201);
    const page = await callWithEnv(bindings, "GET", "/events");
    expect(page.status).toBe(200);
    const list = listOf(page.body);
    expect(list).toContain(title.replace("<", "&lt;").replace(">", "&gt;"));
    expect(list).not.toContain(draft);
    expect(list).toContain('aria-label="Filter slides by category"');
    expect(list).toContain(`aria-label="Recording: ${title.replace("<", "&lt;").replace(">", "&gt;")} (opens in a new tab)"`);
    expect(list).toBe(PAGE_LISTS["/events"].lists[""]!.render(contentOf(page.body).collections, "").markup);

    const filtered = (await callWithEnv(bindings, "GET", `/events?slides=${categoryQuery}`)).body;
    expect(listOf(filtered)).toContain(`<a href="/events?slides=${categoryQuery}#slides" class="`);
    expect(listOf(filtered)).toContain(`aria-current="page">${category.replace("&", "&amp;")}</a>`);
    expect(listOf(filtered)).toBe(PAGE_LISTS["/events"].lists[""]!.render(contentOf(filtered).collections, category).markup);
    // A category no deck has shows every deck.
    expect(listOf((await callWithEnv(bindings, "GET", "/events?slides=Nothing")).body)).toBe(list);
  });

  it("an officer's edit shows at the next view, and the write purges the edge's copies", async () => {
    const id = await addDeck(unique("Before deck"));
    await callWithEnv(bindings, "GET", "/events");
    const renamed = unique("After deck");
    const edit = await editContentMeasured(officer.cookie, "slides", id, { title: renamed });
    expect(edit.status).toBe(200);
    expect(edit.purges).toEqual([["content:slides"]]);
    expect(listOf((await callWithEnv(bindings, "GET", "/events")).body)).toContain(renamed);
  });

  it("a write to the slides reads them again at the next view, and keeps the events as read; the terms are read each time (decision 169)", async () => {
    const id = await addDeck(unique("First deck"));
    const event = await createEvent(officer.cookie, { title: unique("Kept Colloquium") });
    await callWithEnv(bindings, "GET", "/events");
    const unreadEvent = unique("Unread Colloquium");
    await changeUnseen("events", "UPDATE events SET title = ? WHERE id = ?", unreadEvent, event.id);
    const renamed = unique("Second deck");
    expect((await editContentMeasured(officer.cookie, "slides", id, { title: renamed })).status).toBe(200);
    const after = await measureCost("/events", {}, { bindings });
    expect(after).toMatchObject({ status: 200, d1: 1 });
    const page = await after.response.text();
    expect(listOf(page)).toContain(renamed);
    expect(listOf(page)).toBe(PAGE_LISTS["/events"].lists[""]!.render(contentOf(page).collections, "").markup);
    expect(titles(eventsOf(page))).toContain(event.title);
    expect(titles(eventsOf(page))).not.toContain(unreadEvent);
    const api = await call("GET", "/api/terms");
    expect(eventsOf(page).terms).toEqual({ data: api.body.data, meta: api.body.meta });
  });
});

describe("/events: the events and the terms in the page", () => {
  it("carries the visitors' list exactly as GET /api/events answers it, and the terms as GET /api/terms does", async () => {
    const event = await createEvent(officer.cookie, { title: unique("Lantern Walk <night>") });
    const page = await callWithEnv(bindings, "GET", "/events");
    const data = eventsOf(page.body);
    expect(data.path).toBe("/events");
    expect(titles(data)).toContain(event.title);
    expect(page.body).not.toContain("Lantern Walk <night>");
    const api = await call("GET", apiListPath());
    expect(data.events).toEqual({ data: api.body.data, meta: api.body.meta });
    const terms = await call("GET", "/api/terms");
    expect(data.terms).toEqual({ data: terms.body.data, meta: terms.body.meta });
  });

  it("carries each event's times as its cards show them in the chapter's zone, and the zone's offsets (decision 164)", async () => {
    // Over two days, across the change to daylight time (the second Sunday of March 2091 is the 11th).
    const event = await createEvent(officer.cookie, { title: unique("Times Trip"), startsAt: "2091-03-10T14:00:00.000Z", endsAt: "2091-03-11T23:00:00.000Z" });
    const data = eventsOf((await callWithEnv(bindings, "GET", "/events")).body);
    const events = (data.events as { data: { startsAt: string; endsAt: string }[] }).data;
    expect(Object.keys(data.times ?? {}).sort()).toEqual([...new Set(events.map(eventTimesKey))].sort());
    for (const one of events) {
      // The labels the SPA makes from the same instants (src/features/events/lib/chapter-when.ts), text for text.
      expect(data.times?.[eventTimesKey(one)]).toEqual({
        date: whenLabels(one, site.timeZone).date,
        briefDate: whenLabels(one, site.timeZone, true).date,
        time: whenLabels(one, site.timeZone).time,
        badge: dateBadge(one.startsAt, site.timeZone),
        offsets: expect.any(Array),
      });
    }
    const times = data.times?.[eventTimesKey(event)];
    expect(times?.date).toMatch(/^March \d+\s–\s\d+, 2091$/);
    // An offset as Date.getTimezoneOffset counts it (UTC minus the zone's clock): the instant moved
    // by it reads in UTC what the chapter's clock reads (360, then 300 in Central time).
    const [startsAt, endsAt] = [Date.parse(event.startsAt), Date.parse(event.endsAt)];
    expect(times?.offsets.map((offset, n) => formatInstant("parts", [startsAt, endsAt][n]! - offset * 60_000, "UTC"))).toEqual([
      formatInstant("parts", startsAt, site.timeZone),
      formatInstant("parts", endsAt, site.timeZone),
    ]);
  });

  it("is edge-cached under the slides', the events' and the terms' tags; an event, an RSVP and a term purge theirs", async () => {
    const page = await callWithEnv(bindings, "GET", "/events");
    expect(page.headers.get("Cache-Control")).toBe("no-cache");
    // A minute at most: an RSVP's purge may be refused in a burst, and the API's answer allows browsers that much.
    expect(page.headers.get("Cloudflare-CDN-Cache-Control")).toBe("public, max-age=60");
    expect(page.headers.get("Cache-Tag")).toBe("content:slides,events,terms");
    const event = await createEvent(officer.cookie, { title: unique("Purge Picnic") });
    // Members' RSVPs purge at most once per RSVP_PURGE_INTERVAL_MS in an isolate (decision 124); the page's minute covers the rest.
    const clock = useTestClock();
    clock.advance(RSVP_PURGE_INTERVAL_MS);
    const going = await measureCost(`/api/events/${event.id}/rsvp`, { method: "PUT", headers: { Cookie: member.cookie } });
    expect(going.status).toBe(200);
    expect(going.purges).toEqual([["events"]]);
    const burst = [];
    for (const cookie of [officer.cookie, member.cookie]) {
      const path = `/api/events/${event.id}/rsvp`;
      burst.push(await measureCost(path, { method: cookie === member.cookie ? "DELETE" : "PUT", headers: { Cookie: cookie } }));
    }
    expect(burst.map((one) => [one.status, one.purges])).toEqual([
      [200, []],
      [200, []],
    ]);
    clock.advance(RSVP_PURGE_INTERVAL_MS);
    const later = await measureCost(`/api/events/${event.id}/rsvp`, { method: "PUT", headers: { Cookie: member.cookie } });
    expect(later.purges).toEqual([["events"]]);
    const term = await measureCost("/api/terms", {
      method: "POST",
      headers: { Cookie: officer.cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ name: unique("Term"), startsAt: "2091-01-01T06:00:00Z", endsAt: "2091-05-01T05:00:00Z" }),
    });
    expect(term.status, JSON.stringify(await term.response.clone().text())).toBe(201);
    expect(term.purges).toEqual([["terms"]]);
  });

  it("an RSVP made in this isolate shows in the counts at the next view", async () => {
    const event = await createEvent(officer.cookie, { title: unique("Counted Cookout"), capacity: 10 });
    const before = eventsOf((await callWithEnv(bindings, "GET", "/events")).body);
    const spots = (data: EventListPageData) =>
      (data.events as { data: { id: string; spotsLeft: number }[] }).data.find((one) => one.id === event.id)?.spotsLeft;
    expect(spots(before)).toBe(10);
    expect((await rsvp(event.id, member.cookie)).status).toBe(200);
    expect(spots(eventsOf((await callWithEnv(bindings, "GET", "/events")).body))).toBe(9);
  });

  it("an event written in another isolate shows within FRESH_MS (the events' version)", async () => {
    const clock = useTestClock();
    const event = await createEvent(officer.cookie, { title: unique("Elsewhere Evening") });
    await callWithEnv(bindings, "GET", "/events");
    const renamed = unique("Renamed Elsewhere");
    // Written straight to D1, as another isolate would: this isolate is not told (the trigger redraws the version).
    await env.DB.prepare("UPDATE events SET title = ? WHERE id = ?").bind(renamed, event.id).run();
    expect(titles(eventsOf((await callWithEnv(bindings, "GET", "/events")).body))).not.toContain(renamed);
    clock.advance(FRESH_MS);
    expect(titles(eventsOf((await callWithEnv(bindings, "GET", "/events")).body))).toContain(renamed);
  });
});

describe("what a view of /events costs", () => {
  it("one D1 query uncached (the content's and the events' versions in one batch), none while fresh, one that reads no item or event when nothing changed; no KV", async () => {
    const clock = useTestClock();
    // Writes in this isolate: the next view asks D1. Enough items that reading them shows in the
    // rows read whatever else the run has made (a shuffled run may start here).
    for (let n = 0; n < 4; n += 1) await addDeck(unique("Cost deck"));
    const first = await measureCost("/events", {}, { bindings });
    expect(first).toMatchObject({ status: 200, d1: 1, kvReads: 0, kvWrites: 0 });
    expect(await measure("/events", {}, { bindings })).toEqual({ status: 200, d1: 0, kvReads: 0, kvWrites: 0 });
    expect(await measure(`/events?slides=${categoryQuery}`, {}, { bindings })).toEqual({ status: 200, d1: 0, kvReads: 0, kvWrites: 0 });
    clock.advance(FRESH_MS);
    const checked = await measureCost("/events", {}, { bindings });
    expect(checked).toMatchObject({ status: 200, d1: 1, kvReads: 0, kvWrites: 0 });
    // The first read has the four items (or events) at least; the check reads none of them.
    expect(first.rowsRead).toBeGreaterThanOrEqual(checked.rowsRead + 4);
    // After an event write here, the next view reads again at once.
    await createEvent(officer.cookie, { title: unique("Cost Concert") });
    expect((await measure("/events", {}, { bindings })).d1).toBe(1);
    expect((await measure("/events", {}, { bindings })).d1).toBe(0);
  });
});
