import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCookie, createMember, logIn, officerCookie, SEEDED_ADMIN, SEEDED_OFFICER } from "./accounts";
import { api, unique } from "./api";
import { seriousViolations, seriousViolationsInBothThemes } from "./axe";
import { DESKTOP, launchBrowser, openPage, PHONE } from "./browser";
import { main, toast } from "./screen";

/**
 * The officers' Points page (/profile/admin/points): find a member by name,
 * username or e-mail, give or take points with a reason, and the recent
 * adjustments (every one for admins). An officer's own points are an
 * admin's to change. On a 390 px phone; on a desktop, the admins' list and
 * the page with the form's errors, which must fit.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openPointsPage(who: { username: string; password: string }, viewport: { width: number; height: number }) {
  const opened = await openPage(browser, { viewport });
  await logIn(opened.page, who.username, who.password, `/login?redirect=${encodeURIComponent("/profile/admin/points")}`);
  await main(opened.page).getByRole("heading", { level: 1, name: "Points" }).waitFor();
  await main(opened.page).getByRole("search", { name: "Members" }).waitFor();
  return opened;
}

async function find(page: Page, words: string) {
  await main(page).getByLabel("Name, username or e-mail").fill(words);
  await main(page).getByRole("button", { name: "Find" }).click();
}

describe("the officers' Points page", () => {
  it("on a 390 px phone: an officer finds a member by e-mail or name, adds points with a reason, and sees it in the recent adjustments", async () => {
    const first = `Linh${unique().slice(-5)}`;
    const member = await createMember("pts", { firstName: first, lastName: "Tran", points: 10 });
    const { page, context, errors } = await openPointsPage(SEEDED_OFFICER, PHONE);

    const tabs = page.getByRole("navigation", { name: "Profile" });
    expect(await tabs.getByRole("link", { name: /^Points\s*officer$/ }).getAttribute("aria-current")).toBe("page");

    await find(page, member.email);
    const found = main(page).getByTestId("found-members");
    await found.getByText(`@${member.username}`).waitFor();
    await find(page, `tran ${first}`);
    await found.getByText(`${first} Tran`).waitFor();
    await main(page)
      .getByRole("button", { name: `Change points of ${first} Tran` })
      .click();

    await main(page)
      .getByRole("heading", { name: `Change the points of ${first} Tran` })
      .waitFor();
    expect(await main(page).getByTestId("adjust-current-points").textContent()).toBe("10");
    // The amount takes focus: the officer types it next.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("delta");

    // The reason is required, at its field, and nothing is sent without it.
    await main(page).getByLabel("Change points by").fill("+15");
    await main(page).getByRole("button", { name: "Save the change" }).click();
    await main(page).getByText("Reason is required.").waitFor();

    const reason = `Set up the booth ${unique()}`;
    await main(page).getByLabel("Reason").fill(reason);
    await main(page).getByRole("button", { name: "Save the change" }).click();
    await toast(page, `+15 for ${first} Tran: 25 points now.`).waitFor();
    await main(page).getByTestId("adjust-current-points").getByText("25").waitFor();

    const line = main(page).getByTestId("adjustments").getByRole("listitem").filter({ hasText: reason });
    await line.waitFor();
    expect(await line.textContent()).toContain(`by @${SEEDED_OFFICER.username}`);
    expect(await line.textContent()).toContain("+15");
    await main(page).getByRole("heading", { name: "Recent adjustments" }).waitFor();

    const history = await api<{ delta: number; reason: string }[]>("GET", `/api/users/${member.id}/points`, await adminCookie());
    expect(history.data[0]).toMatchObject({ delta: 15, reason });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("takes points with a minus sign, refuses more than the member has at the amount, and an officer cannot choose themselves", async () => {
    const first = `Minh${unique().slice(-5)}`;
    const member = await createMember("pts", { firstName: first, lastName: "Tran", points: 3 });
    const { page, context, errors } = await openPointsPage(SEEDED_OFFICER, PHONE);

    await find(page, SEEDED_OFFICER.username);
    const self = main(page)
      .getByTestId("found-members")
      .getByRole("listitem")
      .filter({ hasText: `@${SEEDED_OFFICER.username} ·` });
    await self.getByText("Your own points are changed by an admin.").waitFor();
    expect(await self.getByRole("button").count()).toBe(0);

    await find(page, member.username);
    await main(page)
      .getByRole("button", { name: `Change points of ${first} Tran` })
      .click();
    await main(page).getByLabel("Change points by").fill("−5");
    await main(page).getByLabel("Reason").fill("Counted twice");
    await main(page).getByRole("button", { name: "Save the change" }).click();
    const amount = main(page).getByLabel("Change points by");
    await page.waitForFunction(() => document.querySelector('input[name="delta"]')?.getAttribute("aria-invalid") === "true");
    expect(await amount.getAttribute("aria-invalid")).toBe("true");
    await main(page).getByLabel("Change points by").fill("-2");
    await main(page).getByRole("button", { name: "Save the change" }).click();
    await main(page).getByTestId("adjust-current-points").getByText("1", { exact: true }).waitFor();
    expect(errors.filter((error) => !/409/.test(error))).toEqual([]);
    await context.close();
  });

  it("shows admins every adjustment, with its actor", async () => {
    const member = await createMember("pts", { firstName: `Anh${unique().slice(-5)}`, lastName: "Tran" });
    const reason = `Admin's own list ${unique()}`;
    const officer = await officerCookie();
    expect((await api("POST", "/api/points/adjustments", officer, { userId: member.id, delta: 4, reason })).status).toBe(201);
    const { page, context, errors } = await openPointsPage(SEEDED_ADMIN, DESKTOP);
    await main(page).getByRole("heading", { name: "Every adjustment" }).waitFor();
    const line = main(page).getByTestId("adjustments").getByRole("listitem").filter({ hasText: reason });
    await line.waitFor();
    expect(await line.textContent()).toContain(`by @${SEEDED_OFFICER.username}`);
    // The page with its list of adjustments fits a desktop (the phone's is the first test).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("has no serious axe violations on a 390 px phone in both themes and on a desktop, with members found and the form's errors shown", async () => {
    const first = `Bao${unique().slice(-5)}`;
    await createMember("pts", { firstName: first, lastName: "Tran", points: 2 });
    const { page, context, errors } = await openPointsPage(SEEDED_OFFICER, PHONE);
    await main(page).getByTestId("adjustments").or(main(page).getByText("No adjustments")).first().waitFor();
    await find(page, first);
    await main(page).getByTestId("found-members").waitFor();
    expect(await seriousViolationsInBothThemes(page), "search results on a phone").toEqual([]);
    await main(page)
      .getByRole("button", { name: `Change points of ${first} Tran` })
      .click();
    await main(page).getByRole("button", { name: "Save the change" }).click();
    await main(page).getByText("Reason is required.").waitFor();
    expect(await seriousViolationsInBothThemes(page), "the form with errors on a phone").toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.setViewportSize(DESKTOP);
    expect(await seriousViolations(page), "the form with errors on a desktop").toEqual([]);
    // The form is whole and the page fits on a desktop too.
    expect(await main(page).getByRole("button", { name: "Save the change" }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});
