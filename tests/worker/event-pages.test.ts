import { beforeAll, describe, expect, it } from "vitest";
import { EVENT_CONTENT_ELEMENT_ID } from "../../src/shared/content/event-content";
import { albumPath } from "../../src/shared/content/paths";
import { call, callWithEnv } from "./support/api";
import { publishContent, validFields } from "./support/content";
import { createEvent, registerOfficer } from "./support/events";
import type { Member } from "./support/members";
import { site } from "../../src/site.config";
import { builtSite, headOf, NOT_FOUND, SHELL } from "./support/pages";

/**
 * /events/{slug}: the Worker writes the event's tags into the SPA shell.
 * The tests hand the Worker a stand-in for the built site (ASSETS), so they
 * check the served HTML whether or not `npm run build` has run.
 */

const built = builtSite({ "/__spa-fallback": SHELL, "/404": NOT_FOUND });

let officer: Member;
beforeAll(async () => {
  officer = await registerOfficer();
});

describe("/events/{slug}", () => {
  it("serves the shell with the event's title, description, canonical URL, Open Graph and Twitter tags", async () => {
    const event = await createEvent(officer.cookie, { title: "Fall Career Night", location: "Student Union Ballroom", description: "Talk with recruiters." });
    const result = await callWithEnv({ ASSETS: built }, "GET", `/events/${event.slug}`);
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(result.headers.get("Content-Security-Policy")).toContain("x-page /__spa-fallback");
    expect(result.headers.get("Cache-Control")).toBe("no-cache");
    // The shell file's ETag does not describe this page.
    expect(result.headers.get("ETag")).toBeNull();
    const page = headOf(result.body);
    const title = `Fall Career Night | ${site.productName}`;
    const url = `https://chapter.test/events/${event.slug}`;
    expect(page.titles).toEqual([title]);
    expect(page.canonical).toEqual([url]);
    const [description] = page.meta("description");
    expect(description).toMatch(/^\w{3}, \w{3} \d{1,2}, \d{4}, .+ \S+ · Student Union Ballroom\. Talk with recruiters\.$/);
    expect(page.meta("og:title")).toEqual([title]);
    expect(page.meta("og:description")).toEqual([description]);
    expect(page.meta("og:url")).toEqual([url]);
    expect(page.meta("og:type")).toEqual(["website"]);
    expect(page.meta("og:image")).toEqual(["https://chapter.test/og/events.png"]);
    expect(page.meta("twitter:card")).toEqual(["summary_large_image"]);
    expect(page.meta("twitter:title")).toEqual([title]);
    expect(page.meta("twitter:description")).toEqual([description]);
    // The shell's own page tags are replaced, not left beside the event's.
    expect(result.body).not.toContain(`Home | ${site.productName}`);
    expect(result.body).not.toContain("The home page.");
    expect(result.body).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it("carries a schema.org Event in JSON-LD, and the event itself for the page", async () => {
    const event = await createEvent(officer.cookie, {
      title: "River Clean-up",
      location: "Millrace Park boathouse",
      locationUrl: "https://maps.example/boathouse",
    });
    const page = headOf((await callWithEnv({ ASSETS: built }, "GET", `/events/${event.slug}`)).body);
    const [jsonLd] = page.scripts("application/ld+json");
    expect(JSON.parse(jsonLd!)).toEqual({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "River Clean-up",
      description: event.description.replace(/\s+/g, " "),
      startDate: event.startsAt,
      endDate: event.endsAt,
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", name: "Millrace Park boathouse", address: "Millrace Park boathouse", url: "https://maps.example/boathouse" },
      organizer: { "@type": "Organization", name: site.chapterName, url: "https://chapter.test" },
      image: ["https://chapter.test/og/events.png"],
      url: `https://chapter.test/events/${event.slug}`,
    });
    const [data] = page.scripts("application/json");
    // The page's copy is a visitor's: without the creating officer's own RSVP and check-in, and without who created it.
    expect(JSON.parse(data!)).toEqual((({ myRsvp: _m, myCheckedInAt: _c, createdBy: _b, ...rest }) => rest)(event));
  });

  it("escapes everything: no markup from a title gets out of its tag, and JSON-LD cannot close its script", async () => {
    const title = `</script><script>alert(1)</script>"><img src=x onerror=alert(2)> & 'quotes'`;
    const event = await createEvent(officer.cookie, { title, description: "<!-- comment --> </SCRIPT> \u2028 done" });
    const result = await callWithEnv({ ASSETS: built }, "GET", `/events/${event.slug}`);
    const page = headOf(result.body);
    expect(page.titles).toEqual([`${title} | ${site.productName}`]);
    expect(page.meta("og:title")).toEqual([`${title} | ${site.productName}`]);
    // Exactly the scripts the Worker wrote, each parsing back to the original text.
    expect(result.body.match(/<script/gi)).toHaveLength(4);
    expect(result.body).not.toMatch(/<img/i);
    expect(result.body.toLowerCase().match(/<\/script>/g)).toHaveLength(4);
    const [jsonLd] = page.scripts("application/ld+json");
    expect(jsonLd).not.toMatch(/[<>]/);
    expect(JSON.parse(jsonLd!).name).toBe(title);
    expect(JSON.parse(page.scripts("application/json")[0]!).description).toBe(event.description);
  });

  it("links to the event's published talks (slides, recording) and albums, not to drafts, unlinked items or another event's", async () => {
    const event = await createEvent(officer.cookie, { title: "Robotics Demo Night" });
    const other = await createEvent(officer.cookie, { title: "Board Games Evening" });
    const tag = crypto.randomUUID().slice(0, 8);
    const slidesUrl = String(validFields("slides", "any").slidesUrl);
    await publishContent("slides", { ...validFields("slides", `Talk ${tag}`), eventId: event.id, recordingUrl: "https://example.com/recording" });
    await publishContent("albums", { ...validFields("albums", `Album ${tag}`), eventId: event.id });
    await publishContent("albums", validFields("albums", `Unlinked ${tag}`));
    await publishContent("slides", { ...validFields("slides", `Elsewhere ${tag}`), eventId: other.id });
    const draft = await call("POST", "/api/content/albums", {
      cookie: officer.cookie,
      body: { status: "draft", fields: { ...validFields("albums", `Draft ${tag}`), eventId: event.id } },
    });
    expect(draft.status).toBe(201);

    const links = async (slug: string) => {
      const body = (await callWithEnv({ ASSETS: built }, "GET", `/events/${slug}`)).body;
      const element = new RegExp(`<script type="application/json" id="${EVENT_CONTENT_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(body);
      return JSON.parse(element![1]!) as unknown[];
    };
    expect(await links(event.slug)).toEqual([
      { kind: "slides", title: `Talk ${tag}`, href: slidesUrl },
      { kind: "recording", title: `Talk ${tag}`, href: "https://example.com/recording" },
      { kind: "photos", title: `Album ${tag}`, href: albumPath("fall-2026") },
    ]);
    expect(await links(other.slug)).toEqual([{ kind: "slides", title: `Elsewhere ${tag}`, href: slidesUrl }]);
    // An event nothing names carries an empty list: the page shows no section.
    expect(await links((await createEvent(officer.cookie)).slug)).toEqual([]);
  });

  it("a cancelled event says so in its title, description and JSON-LD", async () => {
    const event = await createEvent(officer.cookie, { title: "Badminton Tournament" });
    await call("POST", `/api/events/${event.id}/cancel`, { cookie: officer.cookie });
    const page = headOf((await callWithEnv({ ASSETS: built }, "GET", `/events/${event.slug}`)).body);
    expect(page.titles).toEqual([`Cancelled: Badminton Tournament | ${site.productName}`]);
    expect(page.meta("description")[0]).toMatch(/^Cancelled\. /);
    expect(JSON.parse(page.scripts("application/ld+json")[0]!).eventStatus).toBe("https://schema.org/EventCancelled");
  });

  it("prefers a prerendered events shell (/events/_event) when the site has one", async () => {
    const event = await createEvent(officer.cookie);
    const withShell = builtSite({ "/events/_event": SHELL.replace("<main", '<main data-shell="event"'), "/__spa-fallback": SHELL, "/404": NOT_FOUND });
    const result = await callWithEnv({ ASSETS: withShell }, "GET", `/events/${event.slug}`);
    expect(result.body).toContain('data-shell="event"');
    expect(result.headers.get("Content-Security-Policy")).toContain("x-page /events/_event");
  });

  it("an unknown slug answers the not-found page with 404; an id redirects to the slug", async () => {
    for (const path of ["/events/no-such-event", "/events/_event", `/events/${"a".repeat(200)}`]) {
      const result = await callWithEnv({ ASSETS: built }, "GET", path);
      expect(result.status).toBe(404);
      expect(result.body).toContain("Not found page");
    }
    const event = await createEvent(officer.cookie);
    const byId = await callWithEnv({ ASSETS: built }, "GET", `/events/${event.id}`);
    expect(byId.status).toBe(301);
    expect(byId.headers.get("Location")).toBe(`/events/${event.slug}`);
    const slash = await callWithEnv({ ASSETS: built }, "GET", "/events/");
    expect(slash.status).toBe(301);
    expect(slash.headers.get("Location")).toBe("/events");
  });

  it("without a build: plain-text answers with the right statuses", async () => {
    const event = await createEvent(officer.cookie);
    const empty = builtSite({});
    const page = await callWithEnv({ ASSETS: empty }, "GET", `/events/${event.slug}`);
    expect(page.status).toBe(503);
    expect(page.body).toMatch(/has not been built yet/);
    const missing = await callWithEnv({ ASSETS: empty }, "GET", "/events/nothing-here");
    expect(missing.status).toBe(404);
    expect(missing.body).toBe("Not found");
  });

  it("the deployed Worker routes the page as the app does (its real ASSETS binding, built or not)", async () => {
    const event = await createEvent(officer.cookie);
    // (Not the id's redirect: a request to the deployed Worker follows it.)
    for (const path of [`/events/${event.slug}`, "/events/no-such-event"]) {
      const deployed = await call("GET", path);
      const app = await callWithEnv({}, "GET", path);
      expect([deployed.status, deployed.body], path).toEqual([app.status, app.body]);
    }
  });
});
