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
 * Decision 168: a visitor elsewhere sees their own zone's "Your time" line, written without Intl too.
 */

let browser: Browser;
type Shown = { title: string; startsAt: string; endsAt: string };
let event: Shown;
let trip: Shown;
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

/** The "Your time" line the browser's own Intl writes for an event in this page's zone (whenLabels' text: a day, or a range of days). */
function intlYourTime(page: Page, shown: Shown): Promise<string> {
  return page.evaluate(({ startsAt, endsAt }) => {
    const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", options);
    const [starts, ends] = [Date.parse(startsAt), Date.parse(endsAt)];
    const zonedTime = format({ hour: "numeric", minute: "2-digit", timeZoneName: "short" });
    const shortDay = format({ month: "short", day: "numeric", year: "numeric" });
    if (shortDay.format(starts) === shortDay.format(ends)) {
      return `Your time: ${format({ weekday: "long", month: "long", day: "numeric", year: "numeric" }).format(starts)}, ${zonedTime.formatRange(starts, ends)}`;
    }
    const range = format({ month: "long", day: "numeric", year: "numeric" }).formatRange(starts, ends);
    return `Your time: ${range}, ${format({ hour: "numeric", minute: "2-digit" }).format(starts)} – ${zonedTime.format(ends)}`;
  }, shown);
}

describe("the events' first load, for a viewer in another zone (decision 168)", () => {
  for (const [timezone, zoneName] of [
    ["UTC", "UTC"],
    ["Asia/Tokyo", "GMT+9"],
  ] as const) {
    it(`/events in ${timezone} shows each card's "Your time" line as Intl writes it, with no Intl object made at load`, async () => {
      const { page, context, errors } = await openPage(browser, { timezone });
      const made = await countIntl(page);
      await gotoHydrated(page, "/events");
      const texts = await cardTexts(page, [event.title, trip.title]);
      await page.getByRole("heading", { name: "Past events" }).waitFor();
      expect(await made()).toEqual([]);
      // Now, after the count: the same lines from the browser's Intl.
      const expected = [await intlYourTime(page, event), await intlYourTime(page, trip)];
      expect(expected[0]).toContain(zoneName);
      expect(texts[0]).toContain(expected[0]);
      expect(texts[1]).toContain(expected[1]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
