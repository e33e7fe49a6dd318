import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENT_LIST_DATA_ELEMENT_ID } from "../../src/shared/event-list";
import { site } from "../../src/site.config";
import { unique } from "./api";
import { gotoHydrated, launchBrowser, openPage } from "./browser";
import { chapterTime, createEvent } from "./events-api";

/**
 * Decision 164: the first Intl format of a page loads the browser's locale and zone data (~110 ms
 * in one task on a slow phone). The Worker writes what the events' cards show of their times into
 * `/` and `/events`, so a visitor in the chapter's zone sees them with no Intl object made at all.
 */

let browser: Browser;
let event: { title: string };
let trip: { title: string };
beforeAll(async () => {
  browser = await launchBrowser();
  event = await createEvent({ title: `Intl-free Night ${unique()}`, days: 2 });
  // Over two days: the date is a range.
  trip = await createEvent({ title: `Intl-free Trip ${unique()}`, startsAt: chapterTime(3, "08:00"), endsAt: chapterTime(4, "18:00") });
});
afterAll(async () => {
  await browser?.close();
});

/** Counts, from before any page script, every Intl object made and every locale method called with options. */
async function countIntl(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const made: string[] = [];
    Object.assign(window, { intlMade: made });
    for (const name of ["DateTimeFormat", "NumberFormat", "PluralRules", "RelativeTimeFormat", "ListFormat", "Collator"] as const) {
      // Made with `new` or without (Intl.DateTimeFormat() is one too).
      const counted = new Proxy(Intl[name], {
        construct(target, args, newTarget) {
          made.push(`Intl.${name}`);
          return Reflect.construct(target, args, newTarget);
        },
        apply(target, self, args) {
          made.push(`Intl.${name}`);
          return Reflect.apply(target, self, args);
        },
      });
      Object.assign(Intl, { [name]: counted });
    }
    for (const name of ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"] as const) {
      const original = Date.prototype[name];
      Date.prototype[name] = function (this: Date, ...args: Parameters<Date["toLocaleString"]>) {
        made.push(`Date.${name}`);
        return original.apply(this, args);
      };
    }
  });
  return () => page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade);
}

/** Each upcoming event's card text, by title, once the cards are shown. */
async function cardTexts(page: Page, titles: readonly string[]): Promise<string[]> {
  const region = page.getByRole("region", { name: "Upcoming events" });
  const texts: string[] = [];
  for (const title of titles) {
    const card = region.getByRole("article").filter({ hasText: title });
    await card.waitFor();
    texts.push((await card.textContent()) ?? "");
  }
  return texts;
}

/** Loads `path` with the times the Worker wrote taken out of the page's data (the browser makes them itself, with Intl); how many it took out. */
async function withoutWrittenTimes(page: Page, path: string): Promise<number> {
  let taken = 0;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const pattern = new RegExp(`(<script type="application/json" id="${EVENT_LIST_DATA_ELEMENT_ID}">)([\\s\\S]*?)(</script>)`);
      const html = await response.text();
      const body = html.replace(pattern, (_, open: string, json: string, close: string) => {
        const { times, ...data } = JSON.parse(json) as { times?: Record<string, unknown> };
        taken = Object.keys(times ?? {}).length;
        return `${open}${JSON.stringify(data).replace(/</g, "\\u003c")}${close}`;
      });
      await route.fulfill({ response, body });
    },
  );
  await gotoHydrated(page, path);
  return taken;
}

describe("the events' first load, in the chapter's time zone", () => {
  it("/events shows the cards' dates and times with no Intl object made", async () => {
    const { page, context, errors } = await openPage(browser, { timezone: site.timeZone });
    const made = await countIntl(page);
    await gotoHydrated(page, "/events");
    const [night] = await cardTexts(page, [event.title]);
    expect(night).toMatch(/6:30\s–\s8:00\sPM\sC[SD]T/);
    // No "Your time" line: the viewer's clock is the chapter's.
    expect(night).not.toContain("Your time");
    await page.getByRole("heading", { name: "Past events" }).waitFor();
    expect(await made()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("/ shows the next events with no Intl object made", async () => {
    const { page, context, errors } = await openPage(browser, { timezone: site.timeZone });
    const made = await countIntl(page);
    await gotoHydrated(page, "/");
    await page.getByRole("region", { name: "Upcoming events" }).getByRole("article").first().waitFor();
    expect(await made()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the times the Worker wrote are the very text the browser would make", async () => {
    const titles = [event.title, trip.title];
    const written = await openPage(browser, { timezone: site.timeZone });
    await gotoHydrated(written.page, "/events");
    const fromWorker = await cardTexts(written.page, titles);
    await written.context.close();

    const own = await openPage(browser, { timezone: site.timeZone });
    const made = await countIntl(own.page);
    expect(await withoutWrittenTimes(own.page, "/events")).toBeGreaterThan(1);
    const fromBrowser = await cardTexts(own.page, titles);
    // The browser made them itself this time.
    expect(await made()).toContain("Intl.DateTimeFormat");
    expect(fromWorker).toEqual(fromBrowser);
    expect(fromWorker[1]).toMatch(/, 2\d\d\d/);
    expect(own.errors).toEqual([]);
    await own.context.close();
  });
});
