import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logIn, officerCookie, SEEDED_OFFICER } from "./accounts";
import { api, unique } from "./api";
import { seriousViolationsInBothThemes } from "./axe";
import { DESKTOP, launchBrowser, openPage, PHONE } from "./browser";
import { createEvent } from "./events-api";
import { main, toast } from "./screen";

/**
 * History, undo, drafts and preview (decision 130), as an officer uses them: an item's history (who,
 * when, what each save changed) and a restore, for a board member and an event; a published board
 * member's change saved as a draft, which visitors do not see, previewed as /board will show it, and
 * published. At 390 px and on a desktop, with axe in both themes.
 */

type Item = { id: string; status: string; fields: Record<string, unknown>; draft: { fields: Record<string, unknown> } | null };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const boardFields = (name: string) => ({
  name,
  role: "Treasurer",
  group: "executive",
  year: "Third year",
  major: "Economics",
  bio: "Keeps the chapter's books balanced and its receipts in one folder.",
});

async function boardMember(name: string): Promise<Item> {
  const created = await api<Item>("POST", "/api/content/board", await officerCookie(), { status: "published", fields: boardFields(name) });
  expect(created.status, JSON.stringify(created.error)).toBe(201);
  return created.data;
}

const itemNow = async (id: string) =>
  (await api<Item[]>("GET", "/api/content/board?include=drafts", await officerCookie())).data.find((item) => item.id === id)!;

const rowOf = (page: Page, name: string) => main(page).getByRole("list", { name: "Executive board in order" }).getByRole("listitem").filter({ hasText: name });

async function openBoardEditor(page: Page) {
  await logIn(page, SEEDED_OFFICER.username, SEEDED_OFFICER.password, `/login?redirect=${encodeURIComponent("/profile/admin/content?list=board")}`);
  await main(page).getByRole("list", { name: "Executive board in order" }).waitFor();
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** What a visitor (no session) reads on /board now. */
async function boardAsVisitor(): Promise<string> {
  const visitor = await openPage(browser, { viewport: PHONE, fresh: true });
  await visitor.page.goto("/board");
  const text = (await main(visitor.page).textContent()) ?? "";
  expect(visitor.errors).toEqual([]);
  await visitor.context.close();
  return text;
}

describe("an item's history and a restore", () => {
  for (const [label, viewport] of [
    ["390 px phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    it(`on a ${label}: a board member's history says who changed what and when; an earlier version is restored`, async () => {
      const name = `Ana Ruiz ${unique().slice(-5)}`;
      const item = await boardMember(name);
      const cookie = await officerCookie();
      await api("PATCH", `/api/content/board/${item.id}`, cookie, { fields: { role: "President" } });
      await api("PATCH", `/api/content/board/${item.id}`, cookie, { fields: { role: "Vice-president", major: "History" } });

      const { page, context, errors } = await openPage(browser, { viewport });
      await openBoardEditor(page);
      const row = rowOf(page, name);
      await row.getByRole("button", { name: `More actions: ${name}` }).click();
      await page.getByRole("menuitem", { name: "History" }).click();
      const dialog = page.getByRole("dialog", { name: `History: ${name}` });
      const versions = dialog.getByRole("list", { name: "Versions, newest first" });
      await versions.waitFor();
      const entries = versions.locator(":scope > li");
      expect(await entries.count()).toBe(3);
      // Newest first: the item now, what its save changed field by field, and who saved it.
      await entries
        .nth(0)
        .getByRole("heading", { level: 3, name: /^Now: saved .+ by / })
        .waitFor();
      await entries.nth(0).getByText("Role: “President” → “Vice-president”").waitFor();
      await entries.nth(0).getByText("Major: “Economics” → “History”").waitFor();
      await entries.nth(1).getByText("Role: “Treasurer” → “President”").waitFor();
      await entries.nth(2).getByText("The oldest version kept.").waitFor();
      expect(await fitsWidth(page)).toBe(true);
      expect(await seriousViolationsInBothThemes(page)).toEqual([]);

      // Restore the first version: a save, so the history grows by one and the row shows it.
      await entries
        .nth(2)
        .getByRole("button", { name: /^Restore this version, saved / })
        .click();
      await toast(page, `Restored an earlier version of ${name}.`).waitFor();
      await dialog.waitFor({ state: "hidden" });
      await row.getByText("Treasurer", { exact: false }).waitFor();
      expect((await itemNow(item.id)).fields).toMatchObject({ role: "Treasurer", major: "Economics" });
      const history = await api<{ entries: unknown[] }>("GET", `/api/content/board/${item.id}/history`, cookie);
      expect(history.data.entries).toHaveLength(4);
      expect(await boardAsVisitor()).toContain(name);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("on a desktop: an event's history shows a changed title and place, and Restore brings them back", async () => {
    const event = await createEvent({ title: `History Night ${unique()}`, days: 30 });
    const changed = `${event.title} (bring 5 copies)`;
    await api("PATCH", `/api/events/${event.id}`, await officerCookie(), { title: changed, location: "Room 7" });

    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    await logIn(page, SEEDED_OFFICER.username, SEEDED_OFFICER.password, "/login?redirect=/profile/admin/events");
    const row = main(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: changed, exact: true }) });
    await row.getByRole("button", { name: `More actions: ${changed}` }).click();
    await page.getByRole("menuitem", { name: "History" }).click();
    const dialog = page.getByRole("dialog", { name: `History: ${changed}` });
    await dialog.getByText(`Title: “${event.title}” → “${changed}”`).waitFor();
    await dialog.getByText("Location: “Keller Hall 101” → “Room 7”").waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);

    await dialog.getByRole("button", { name: /^Restore this version, saved / }).click();
    await toast(page, /Restored that version/).waitFor();
    await main(page).getByRole("link", { name: event.title, exact: true }).waitFor();
    const now = await api<{ title: string; location: string }>("GET", `/api/events/${event.id}`, null);
    expect(now.data).toMatchObject({ title: event.title, location: "Keller Hall 101" });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("save as draft, preview, publish", () => {
  for (const [label, viewport] of [
    ["390 px phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    it(`on a ${label}: a published board member's change waits as a draft off the site, is previewed as /board will show it, and is published`, async () => {
      const name = `Kofi Mensah ${unique().slice(-5)}`;
      const role = `Outreach Chair ${unique().slice(-4)}`;
      const item = await boardMember(name);
      const { page, context, errors } = await openPage(browser, { viewport });
      await openBoardEditor(page);
      const row = rowOf(page, name);
      await row.getByRole("button", { name: `Edit: ${name}` }).click();
      let dialog = page.getByRole("dialog", { name: `Edit ${name}` });
      await dialog.getByLabel("Role").fill(role);
      await dialog.getByRole("button", { name: "Save as draft" }).click();
      await toast(page, `Saved your change to ${name} as a draft: the site shows it as before until you publish.`).waitFor();
      await row.getByText("Unpublished changes").waitFor();
      // Not public: the list and the page a visitor gets keep the published role.
      expect((await itemNow(item.id)).fields.role).toBe("Treasurer");
      const before = await boardAsVisitor();
      expect(before).toContain(name);
      expect(before).not.toContain(role);

      // The form opens on the draft; "Preview the page" shows /board as it will be.
      await row.getByRole("button", { name: `Edit: ${name}` }).click();
      dialog = page.getByRole("dialog", { name: `Edit ${name}` });
      expect(await dialog.getByLabel("Role").inputValue()).toBe(role);
      await dialog.getByRole("button", { name: "Preview the page" }).click();
      await page.waitForURL(/\/profile\/admin\/content\/preview\?list=board&id=/);
      const bar = page.getByRole("region", { name: "Preview" });
      await bar.getByText("Preview, not on the site yet.").waitFor();
      await main(page).getByRole("heading", { level: 1, name: "Board" }).waitFor();
      await main(page).getByText(role).waitFor();
      await main(page).getByText(name).first().waitFor();
      expect(await fitsWidth(page)).toBe(true);
      expect(await seriousViolationsInBothThemes(page)).toEqual([]);

      await bar.getByRole("button", { name: "Publish" }).click();
      await toast(page, `Published ${name}: it is on /board now.`).waitFor();
      await bar.getByText("Published.").waitFor();
      expect(await itemNow(item.id)).toMatchObject({ status: "published", draft: null, fields: { role } });
      expect(await boardAsVisitor()).toContain(role);

      // Back to editing: the row has no draft left, and its history has the save that published it.
      await bar.getByRole("link", { name: "Back to editing" }).click();
      await row.waitFor();
      expect(await row.getByText("Unpublished changes").count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
