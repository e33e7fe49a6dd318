import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logIn, memberWithSession, officerCookie } from "./accounts";
import { api, unique } from "./api";
import { seriousViolationsInBothThemes } from "./axe";
import { DESKTOP, downloaded, launchBrowser, openPage, PHONE } from "./browser";
import { createEvent } from "./events-api";
import { main } from "./screen";
import { EVENT_CATEGORIES } from "../../src/shared/event-categories";

const CATEGORY = EVENT_CATEGORIES.at(-1)!;

/**
 * The insights page (/profile/admin/insights, decision 086): an officer sees
 * the term's figures, and each chart with its numbers beside it (a table,
 * or cards on a phone: issue 35), labels whole, RSVPs against who came and
 * what each measure counts, on a phone and on a desktop; axe passes in both themes (once); the CSV
 * downloads. The event it finds is one that ended yesterday with a member
 * checked in, made by API.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the insights page", () => {
  for (const [name, viewport] of [
    ["a phone (390 px)", PHONE],
    ["a desktop", DESKTOP],
  ] as const) {
    it(`on ${name}: whole labels, RSVPs against who came, the measures defined, the numbers (cards on a phone), and the CSV`, async () => {
      const [officer, member] = await Promise.all([memberWithSession("insights", { roles: "member,officer" }), memberWithSession("came")]);
      // A long title, as real ones are ("Résumé Night with …" was cut to "ésumé Night with…").
      const event = await createEvent({ days: -1, category: CATEGORY, title: `Résumé Night with the Career Center and Alumni ${unique()}` });
      const checkedIn = await api("POST", `/api/events/${event.id}/attendance`, await officerCookie(), { user: member.username });
      expect(checkedIn.status, JSON.stringify(checkedIn.error)).toBe(201);

      const { page, context, errors } = await openPage(browser, { viewport });
      await logIn(page, officer.username, officer.password, "/login?redirect=/profile/admin/insights");
      await main(page).getByRole("heading", { name: "Insights", level: 1 }).waitFor();
      const chart = main(page).getByRole("img", { name: /^RSVPs and who came, per event/ });
      await chart.waitFor();
      // The label is whole, and not clipped; the key names both bars.
      const label = chart.getByText(event.title, { exact: true });
      expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.getBoundingClientRect().left >= 0)).toBe(true);
      await chart.getByText("RSVPs", { exact: true }).waitFor();
      await chart.getByText("Came", { exact: true }).waitFor();
      // RSVPs 0, came 1, no-shows 0, walk-ins 1 (checked in without an RSVP), first-timers 1, no rating.
      const numbers = ["0", "1", "0", "1", "1", "–"];
      if (viewport === PHONE) {
        // On a phone each event is a card with every number: nothing hidden, nothing to scroll.
        expect(
          await main(page)
            .getByRole("table", { name: /^Each event's RSVPs/ })
            .count(),
        ).toBe(0);
        const card = main(page).getByRole("list", { name: "Attendance per event" }).getByRole("listitem").filter({ hasText: event.title });
        expect(await card.locator("dt").allTextContents()).toEqual(["RSVPs", "Came", "No-shows", "Walk-ins", "First-timers", "Rating"]);
        expect(await card.locator("dd").allTextContents()).toEqual(numbers);
      } else {
        const table = main(page).getByRole("table", { name: /^Each event's RSVPs/ });
        const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(event.title) }) });
        expect(await row.getByRole("cell").allTextContents()).toEqual(numbers);
      }
      const measures = main(page).getByRole("region", { name: "What the numbers mean" });
      await measures.getByText(/^members going who did not check in/).waitFor();
      await main(page)
        .getByRole("img", { name: /^Members who came, per category/ })
        .waitFor();
      await main(page).getByRole("table", { name: "Events and attendance per category" }).getByRole("rowheader", { name: CATEGORY }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      if (viewport === PHONE) expect(await seriousViolationsInBothThemes(page)).toEqual([]);
      else {
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          main(page)
            .getByRole("link", { name: /^Download CSV/ })
            .click(),
        ]);
        const file = (await downloaded(download)).toString("utf8");
        expect(file.split("\r\n")[0]).toBe('"Event","Category","Date","RSVPs","Attended","No-shows","Walk-ins","First-timers","Ratings","Average rating"');
        expect(file).toContain(`"${event.title}","${CATEGORY}"`);
      }
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
