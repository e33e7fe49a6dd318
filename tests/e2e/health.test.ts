import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEALTH_CHECK_IDS, HEALTH_CHECK_TITLES } from "../../src/shared/health";
import { createMember, logIn, promoteToAdmin, type TestMember } from "./accounts";
import { seriousViolationsInBothThemes } from "./axe";
import { launchBrowser, openPage, PHONE } from "./browser";
import { waitForMail } from "./mailbox";
import { main } from "./screen";

/** /profile/admin/health (decision 076): an admin sees every row, and a test mail arrives through the outbox. */

let browser: Browser;
let admin: TestMember;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await createMember("health");
  await promoteToAdmin(admin.username);
});
afterAll(async () => {
  await browser?.close();
});

const TITLES = HEALTH_CHECK_IDS.map((id) => HEALTH_CHECK_TITLES[id]);

describe("the health page", () => {
  it("shows an admin every row with what to do, the free-plan meter, and sends a test mail that arrives", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await logIn(page, admin.username, admin.password, "/login?redirect=/profile/admin/health");
    const checks = main(page).getByRole("region", { name: "Set-up" });
    await checks.getByRole("heading", { name: "Files (images and résumés)" }).waitFor();
    expect(await checks.getByRole("heading", { level: 3 }).allTextContents()).toEqual(TITLES);
    // The preview sends mail to the local outbox: a warning with what to do, never a silent pass.
    const mail = checks.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "E-mail" }) });
    await mail.getByText("Check", { exact: true }).waitFor();
    await mail.getByText(/^What to do: Deploy with a real transport/).waitFor();
    await checks
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Database" }) })
      .getByText("OK", { exact: true })
      .waitFor();
    const meter = main(page).getByRole("region", { name: "Free-plan meter, today (UTC)" });
    await meter.getByText("KV writes (sign-ins and files)").waitFor();
    expect(await meter.getByRole("meter").count()).toBe(2);

    const asked = Date.now();
    await mail.getByRole("button", { name: "Send me a test mail" }).click();
    await mail.getByRole("status").getByText(`Accepted by the local outbox. Look for "Test mail" in ${admin.email}'s inbox (and its spam folder).`).waitFor();
    const sent = await waitForMail(admin.email, asked, /Test mail/);
    expect(sent.text).toContain("/profile/admin/health");

    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
