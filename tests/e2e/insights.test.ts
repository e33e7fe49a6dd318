import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logIn, memberWithSession, officerCookie } from "./accounts";
import { api } from "./api";
import { seriousViolationsInBothThemes } from "./axe";
import { DESKTOP, downloaded, launchBrowser, openPage, PHONE } from "./browser";
import { createEvent } from "./events-api";
import { main } from "./screen";
import { EVENT_CATEGORIES } from "../../src/shared/event-categories";

const CATEGORY = EVENT_CATEGORIES.at(-1)!;

/**
 * The insights page (/profile/admin/insights, decision 086): an officer sees
 * the term's figures, and each chart with its numbers in a table beside it,
 * on a phone and on a desktop; axe passes in both themes (once); the CSV
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
    it(`on ${name}: the charts with their tables, and the CSV`, async () => {
      const [officer, member] = await Promise.all([memberWithSession("insights", { roles: "member,officer" }), memberWithSession("came")]);
      const event = await createEvent({ days: -1, category: CATEGORY });
      const checkedIn = await api("POST", `/api/events/${event.id}/attendance`, await officerCookie(), { user: member.username });
      expect(checkedIn.status, JSON.stringify(checkedIn.error)).toBe(201);

      const { page, context, errors } = await openPage(browser, { viewport });
      await logIn(page, officer.username, officer.password, "/login?redirect=/profile/admin/insights");
      await main(page).getByRole("heading", { name: "Insights", level: 1 }).waitFor();
      await main(page)
        .getByRole("img", { name: /^Members who came, per event/ })
        .waitFor();
      const table = main(page).getByRole("region", { name: "Attendance per event, as a table" }).getByRole("table");
      const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(event.title) }) });
      // RSVPs 0, came 1, no-shows 0, walk-ins 1 (checked in without an RSVP), first-timers 1, no rating.
      expect(await row.getByRole("cell").allTextContents()).toEqual(["0", "1", "0", "1", "1", "–"]);
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
    });
  }
});
