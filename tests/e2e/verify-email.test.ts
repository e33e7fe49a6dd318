import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pendingSignup } from "./accounts";
import { unique } from "./api";
import { gotoHydrated, launchBrowser, openPage } from "./browser";
import { codeIn, waitForMail } from "./mailbox";
import { main, toast } from "./screen";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const resendButton = (page: Page) => main(page).getByRole("button", { name: /^Resend code/ });

async function secondsOnButton(page: Page): Promise<number> {
  const text = (await resendButton(page).textContent()) ?? "";
  const seconds = text.match(/^Resend code in (\d+) s$/)?.[1];
  if (!seconds) throw new Error(`not counting down: "${text}"`);
  return Number(seconds);
}

describe("verify e-mail: resend code", () => {
  it("counts down 60 s from the sign-up on a controlled clock; a 429 restarts it from Retry-After", async () => {
    const { page, context } = await openPage(browser);
    await page.clock.install();
    const username = `clock-${unique()}`;
    await gotoHydrated(page, "/signup");
    await main(page).getByLabel("First name").fill("Clock");
    await main(page).getByLabel("Last name").fill("Watcher");
    await main(page).getByLabel("Username").fill(username);
    await main(page).getByLabel("E-mail").fill(`${username}@example.edu`);
    await main(page).getByLabel("Password", { exact: true }).fill("clock secret");
    await main(page).getByLabel("Confirm password").fill("clock secret");
    await main(page).getByRole("button", { name: "Sign Up" }).click();
    await page.waitForURL("**/verify-email?email=*");

    await resendButton(page)
      .filter({ hasText: /^Resend code in \d+ s$/ })
      .waitFor();
    // Stop the page's clock; from here only the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const start = await secondsOnButton(page);
    expect(start).toBeGreaterThanOrEqual(58);
    expect(start).toBeLessThanOrEqual(60);
    expect(await resendButton(page).isDisabled()).toBe(true);
    await page.clock.runFor(10_000);
    expect(await secondsOnButton(page)).toBe(start - 10);
    await page.clock.runFor((start - 11) * 1000);
    expect(await secondsOnButton(page)).toBe(1);
    await page.clock.runFor(1000);
    await resendButton(page)
      .filter({ hasText: /^Resend code$/ })
      .waitFor();
    expect(await resendButton(page).isEnabled()).toBe(true);

    // The server's minute has not passed in real time: it answers 429 and says how long to wait.
    await resendButton(page).click();
    const status = main(page).getByRole("status");
    await status.getByText(/^Please wait \d+ seconds before asking for another e-mail\.$/).waitFor();
    const retryAfter = Number((await status.textContent())!.match(/wait (\d+) seconds/)![1]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(await secondsOnButton(page)).toBe(retryAfter);
    // The toasts animate on timers: let the clock run again to see them.
    await page.clock.resume();
    await toast(page, "Please wait").waitFor();
    await context.close();
  });

  it("without ?email= asks for the address; resending answers the same for any address and restarts the countdown", async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, "/verify-email");
    const emailField = main(page).getByLabel("E-mail");
    await resendButton(page).click();
    // Checked with the shared schema, which loads (with zod) on this first press.
    await expect.poll(() => emailField.getAttribute("aria-invalid")).toBe("true");
    await main(page).getByText("Invalid email address.").waitFor();
    expect(await emailField.evaluate((el) => el === document.activeElement)).toBe(true);

    const nobody = `nobody-${unique()}@example.edu`;
    await emailField.fill(nobody);
    await resendButton(page).click();
    await main(page).getByRole("status").getByText(`If a sign-up is waiting for ${nobody}, we sent it a new code.`).waitFor();
    await toast(page, "If a sign-up is waiting").waitFor();
    expect(await secondsOnButton(page)).toBeGreaterThanOrEqual(59);

    await main(page).getByLabel("6-digit code").fill("123456");
    await main(page).getByText("That code is not valid. Check the e-mail we sent, or ask for a new code.").waitFor();
    await context.close();
  });
});

describe("verify e-mail: wrong, expired and too many codes", () => {
  it("answers wrong codes with one message (no count), then refuses after ten", async () => {
    const { page, context } = await openPage(browser);
    const account = await pendingSignup(page, "attempts");
    const code = codeIn(await waitForMail(account.email, 0, /Your code/));
    await gotoHydrated(page, `/verify-email?email=${encodeURIComponent(account.email)}`);
    await main(page).getByText(`We sent a 6-digit code to ${account.email}.`).waitFor();
    const field = main(page).getByLabel("6-digit code");
    const wrongMessage = "That code is not valid. Check the e-mail we sent, or ask for a new code.";
    // Each guess waits for its own answer: the message stays on screen from the
    // previous guess, so waiting for it alone would race ahead under load and
    // type while the form is still sending.
    const guess = async (value: string) => {
      const answered = page.waitForResponse((response) => response.url().endsWith("/api/auth/verify-code"));
      await field.fill(value);
      await answered;
    };
    for (let attempt = 1; attempt <= 9; attempt++) {
      await guess(code.replace(/^./, (digit) => String((Number(digit) + 1 + (attempt % 9)) % 10)));
      await main(page).getByText(wrongMessage).waitFor();
      await field.fill("");
    }
    await guess(code.replace(/^./, (digit) => String((Number(digit) + 5) % 10)));
    await main(page)
      .getByText(/^Too many wrong codes for this sign-up\. Wait \d+ minutes, then start again\.$/)
      .waitFor();
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    await toast(page, "Too many wrong codes").waitFor();
    // Even the right code is refused now.
    await field.fill(code);
    await main(page)
      .getByText(/^Too many wrong codes for this sign-up/)
      .waitFor();
    await context.close();
  });

  it("a code entered in another browser than the sign-up's says so", async () => {
    const { page: starter, context: first } = await openPage(browser);
    const account = await pendingSignup(starter, "elsewhere");
    const code = codeIn(await waitForMail(account.email, 0, /Your code/));
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, `/verify-email?email=${encodeURIComponent(account.email)}`);
    await main(page).getByLabel("6-digit code").fill(code);
    await main(page)
      .getByText(/This sign-up was started in another browser/)
      .waitFor();
    await context.close();
    await first.close();
  });

  it("an expired code says so, inline and in a toast", async () => {
    const { page, context } = await openPage(browser);
    await page.route("**/api/auth/verify-code", (route) =>
      route.fulfill({
        status: 410,
        contentType: "application/json",
        body: JSON.stringify({ error: { errCode: "CODE_EXPIRED", errMsg: "This code has expired. Ask for a new code." } }),
      }),
    );
    await gotoHydrated(page, "/verify-email?email=late%40example.edu");
    await main(page).getByLabel("6-digit code").fill("654321");
    await main(page).getByText("This code has expired. Ask for a new code.").waitFor();
    expect(await main(page).getByLabel("6-digit code").getAttribute("aria-invalid")).toBe("true");
    await toast(page, "This code has expired.").waitFor();
    await context.close();
  });
});

describe("an unverified sign-up at the login", () => {
  it("is offered verification with the address typed, and lands where it was going", async () => {
    const { page, context, errors } = await openPage(browser);
    const account = await pendingSignup(page, "unverified");
    await gotoHydrated(page, "/login?redirect=/authed");
    await main(page).getByLabel("Username or e-mail").fill(account.email);
    await main(page).getByLabel("Password").fill(account.password);
    await main(page).getByRole("button", { name: "Log In" }).click();
    const link = main(page).getByRole("alert").getByRole("link", { name: "Verify your e-mail address" });
    await link.waitFor();
    expect(await link.getAttribute("href")).toBe(`/verify-email?email=${encodeURIComponent(account.email)}&redirect=%2Fauthed`);

    // With the username typed, the page asks for the address instead.
    await main(page).getByLabel("Username or e-mail").fill(account.username);
    await main(page).getByRole("button", { name: "Log In" }).click();
    await expect.poll(() => link.getAttribute("href")).toBe("/verify-email?redirect=%2Fauthed");

    await link.click();
    await page.waitForURL((url) => url.pathname === "/verify-email");
    await main(page).getByLabel("E-mail", { exact: true }).fill(account.email);
    await main(page)
      .getByLabel("6-digit code")
      .fill(codeIn(await waitForMail(account.email, 0, /Your code/)));
    await page.waitForURL("**/authed");
    await main(page).getByRole("heading", { level: 1, name: "Members" }).waitFor();
    expect(errors.filter((error) => !/status of 4\d\d/.test(error))).toEqual([]);
    await context.close();
  });
});
