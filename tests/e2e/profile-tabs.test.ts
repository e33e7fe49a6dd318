import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, logIn, promoteToAdmin, type TestMember } from "./accounts";
import { DESKTOP, gotoHydrated, launchBrowser, openPage, PHONE } from "./browser";

/**
 * The profile's tabs fit the screen: on a 390 px phone one row that scrolls
 * sideways (the current tab scrolled into view, the page itself never
 * wider than the screen); on a desktop at most two rows — for a member and
 * for an admin, who has the most tabs.
 */

let browser: Browser;
let member: TestMember;
let admin: TestMember;

beforeAll(async () => {
  browser = await launchBrowser();
  [member, admin] = await Promise.all([createMember("tabs"), createMember("tabs-admin")]);
  promoteToAdmin(admin.username);
});
afterAll(async () => {
  await browser?.close();
});

type TabsLayout = {
  rows: number;
  scrolls: boolean;
  pageOverflows: boolean;
  current: { left: number; right: number } | null;
  row: { left: number; right: number };
};

/** How the tabs lie: the rows their items take, whether the row scrolls, and where the current tab is. */
function tabsLayout(page: Page): Promise<TabsLayout> {
  return page.getByRole("navigation", { name: "Profile" }).evaluate((nav) => {
    const list = nav.querySelector("ul")!;
    const tops = new Set([...list.children].map((item) => Math.round(item.getBoundingClientRect().top)));
    const box = list.getBoundingClientRect();
    const current = list.querySelector("[aria-current=page]")?.getBoundingClientRect();
    return {
      rows: tops.size,
      scrolls: list.scrollWidth > list.clientWidth,
      pageOverflows: document.documentElement.scrollWidth > window.innerWidth,
      current: current ? { left: current.left, right: current.right } : null,
      row: { left: box.left, right: box.right },
    };
  });
}

const SIZES = [
  ["a phone (390 px)", PHONE],
  ["a desktop", DESKTOP],
] as const;

describe("the profile's tabs", () => {
  for (const [size, viewport] of SIZES) {
    for (const who of ["member", "admin"] as const) {
      it(`fit ${size} for ${who === "admin" ? "an admin" : "a member"}`, async () => {
        const account = who === "admin" ? admin : member;
        const { page, context, errors } = await openPage(browser, { viewport });
        await logIn(page, account.username, account.password);
        const nav = page.getByRole("navigation", { name: "Profile" });
        await gotoHydrated(page, "/profile/settings");
        await nav.getByRole("link", { name: "Settings" }).waitFor();
        if (who === "admin") await nav.getByRole("link", { name: /^Messages/ }).waitFor();
        const layout = await tabsLayout(page);
        expect(layout.pageOverflows).toBe(false);
        if (viewport === PHONE) {
          expect(layout.rows).toBe(1);
          // The current tab, near the end of the row, was scrolled into view.
          expect(layout.current).not.toBeNull();
          expect(layout.current!.left).toBeGreaterThanOrEqual(layout.row.left - 1);
          expect(layout.current!.right).toBeLessThanOrEqual(layout.row.right + 1);
          if (who === "admin") expect(layout.scrolls).toBe(true);
        } else {
          // A member's tabs take one row; an admin's eighteen (the officers' Content, Mail and Insights among them), three at most.
          expect(layout.rows).toBeLessThanOrEqual(who === "admin" ? 3 : 2);
          expect(layout.scrolls).toBe(false);
        }
        // Every tab can still be reached: the last one, "Log out", scrolls into view and is whole on the screen.
        const logOut = nav.getByRole("button", { name: "Log out" });
        await logOut.scrollIntoViewIfNeeded();
        const box = (await logOut.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});
