import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChapterEventView } from "../../src/shared/events";
import { EVENT_LIST_DATA_ELEMENT_ID } from "../../src/shared/event-list";
import { site, sponsorTiers } from "../../src/site.config";
import { officerCookie } from "./accounts";
import { api, unique } from "./api";
import { DESKTOP, gotoHydrated, launchBrowser, openPage } from "./browser";
import { createEvent, layoutShift } from "./events-api";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // At least one event ahead, whatever else the database holds.
  await createEvent({ days: 3, title: `Home Page Event ${unique()}` });
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };

/** The visitors' list of events the Worker writes into the home page (decision 089). */
const EVENT_LIST_DATA = new RegExp(`<script type="application/json" id="${EVENT_LIST_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`);

/**
 * Opens the home page and returns the next scheduled events, as it should show them, from the list
 * the Worker wrote into the page itself: other test files make events meanwhile, so a second fetch
 * could differ.
 */
async function openHome(page: Page): Promise<ChapterEventView[]> {
  const served = page.waitForResponse((response) => new URL(response.url()).pathname === "/" && response.request().resourceType() === "document");
  await gotoHydrated(page, "/");
  const written = EVENT_LIST_DATA.exec(await (await served).text());
  expect(written).not.toBeNull();
  const { data } = (JSON.parse(written![1]!) as { events: { data: ChapterEventView[] } }).events;
  return data
    .filter((event) => Date.parse(event.endsAt) > Date.now() && event.status === "scheduled")
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

const top = (page: Page, selector: string) => page.locator(selector).evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

describe("the home page's events", () => {
  it("on a phone, come right after the hero: the next three, soonest first", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    const upcoming = await openHome(page);
    const section = page.getByRole("region", { name: "Upcoming events" });
    await section.getByRole("article").first().waitFor();
    const expected = upcoming.slice(0, 3).map((event) => event.title);
    expect(await section.getByRole("heading", { level: 3 }).allTextContents()).toEqual(expected);
    // Directly below the hero, before "What we do": no longer ~1,850 px down.
    const heroBottom = await page
      .locator("main > section")
      .first()
      .evaluate((hero) => hero.getBoundingClientRect().bottom + window.scrollY);
    expect(await top(page, "#events-title")).toBeLessThan(heroBottom + 120);
    expect(await top(page, "#events-title")).toBeLessThan(await top(page, "#pillars-title"));
    expect(await top(page, "#events-title")).toBeLessThan(PHONE.height);
    // The hero's own "next event" is for wide screens only.
    expect(await page.getByText("Next event", { exact: true }).isVisible()).toBe(false);
    expect(await layoutShift(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on a desktop, the hero's right half shows the next event over the chapter's photo", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    const upcoming = await openHome(page);
    const hero = page.locator("main > section").first();
    const next = hero.getByRole("article", { name: upcoming[0]!.title });
    await next.waitFor();
    expect(await next.getByText("Next event").isVisible()).toBe(true);
    expect(await next.getByRole("link").getAttribute("href")).toMatch(/^\/events\/[a-z0-9-]+$/);
    const photo = hero.getByRole("img");
    expect(await photo.isVisible()).toBe(true);
    // Side by side: the event is in the right half, level with the heading.
    const [heading, aside] = await Promise.all([hero.getByRole("heading", { level: 1 }).boundingBox(), next.boundingBox()]);
    expect(aside!.x).toBeGreaterThan(DESKTOP.width / 2);
    expect(aside!.y).toBeLessThan(heading!.y + 400);
    expect(await layoutShift(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("with nothing planned, the hero shows the chapter's photo alone and the section says so", async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    // The page as the Worker would write it with no event in the list.
    await page.route(
      (url) => url.pathname === "/",
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(EVENT_LIST_DATA, (script, data: string) =>
          script.replace(data, JSON.stringify({ ...JSON.parse(data), events: { data: [] } })),
        );
        await route.fulfill({ response, body });
      },
    );
    await gotoHydrated(page, "/");
    await page.getByText("The next events are being planned. See you soon!").waitFor();
    expect(await page.getByText("Next event", { exact: true }).count()).toBe(0);
    expect(await page.locator("main > section").first().getByRole("img").isVisible()).toBe(true);
    await context.close();
  });
});

describe("the home page's content (decision 089)", () => {
  it("shows an officer's new program and home-page sponsor, and an edit at the next view, on a first load and after a click from another page", async () => {
    const cookie = await officerCookie();
    const name = `Rocketry League ${unique()}`;
    const slug = `rocketry-${unique()}`;
    const program = await api<{ id: string }>("POST", "/api/content/programs", cookie, {
      status: "published",
      fields: {
        slug,
        name,
        summary: "Build and fly a rocket with a team over the year.",
        body: "## What it is\n\nTeams design, build and launch a rocket by the spring.",
        lead: "Ethan Lee",
        leadEmail: "rocketry@example.org",
      },
    });
    expect(program.status).toBe(201);
    const organisation = `Kestrel Optics ${unique()}`;
    const sponsor = await api("POST", "/api/content/sponsors", cookie, {
      status: "published",
      fields: {
        organisation,
        tier: sponsorTiers.find((tier) => tier.homePageLogo)!.tier,
        link: "https://kestrel-optics.example",
        blurb: "Lenses for telescopes and the chapter's star-gazing nights.",
      },
    });
    expect(sponsor.status).toBe(201);

    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await gotoHydrated(page, "/");
    const programs = page.getByRole("region", { name: "Programs" });
    const sponsors = page.getByRole("region", { name: "Our sponsors" });
    expect(await programs.getByRole("link", { name }).getAttribute("href")).toBe(`/${slug}`);
    expect(await sponsors.getByRole("link", { name: `${organisation} (opens in a new tab)` }).getAttribute("href")).toBe("https://kestrel-optics.example");

    const renamed = `${name} Finals`;
    expect((await api("PATCH", `/api/content/programs/${program.data.id}`, cookie, { fields: { name: renamed } })).status).toBe(200);
    await gotoHydrated(page, "/");
    await programs.getByRole("link", { name: renamed }).waitFor();

    // A click from another page: the places come from the page the Worker serves at /.
    await gotoHydrated(page, "/events");
    await page
      .getByRole("banner")
      .getByRole("link", { name: `${site.productName} home` })
      .click();
    await programs.getByRole("link", { name: renamed }).waitFor();
    await sponsors.getByRole("link", { name: `${organisation} (opens in a new tab)` }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
