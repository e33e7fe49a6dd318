import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, logIn, promoteToAdmin, sessionCookie, type TestMember } from "./accounts";
import { api, unique } from "./api";
import { gotoHydrated, launchBrowser, openPage, PHONE } from "./browser";
import { waitForMail } from "./mailbox";
import { closeToast, main, toast } from "./screen";

let browser: Browser;
let admin: TestMember;
let member: TestMember;
let target: TestMember;
const run = unique();

beforeAll(async () => {
  browser = await launchBrowser();
  [admin, member, target] = await Promise.all([createMember("admin"), createMember("plain"), createMember("target")]);
  await promoteToAdmin(admin.username);
});
afterAll(async () => {
  await browser?.close();
});

const profileNav = (page: Page) => page.getByRole("navigation", { name: "Profile" });
/** The filters are radio buttons drawn as pills: a person clicks the pill (the label). */
const chooseFilter = (page: Page, name: string) => main(page).getByRole("radio", { name }).locator("xpath=..").click();

async function searchMembers(page: Page, text: string) {
  await main(page).getByLabel("Search by name, username or e-mail").fill(text);
  await main(page).getByRole("button", { name: "Search", exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get("q") === text);
}

describe("admin pages, for a member who is not an admin", () => {
  it("show no admin links, say the pages are for admins, and the API answers 403", async () => {
    const { page, context } = await openPage(browser);
    await logIn(page, member.username, member.password);
    await profileNav(page).getByRole("link", { name: "Settings" }).waitFor();
    expect(await profileNav(page).getByRole("link").allTextContents()).toEqual([
      "Overview",
      "Dashboard",
      "My events",
      "Points",
      "Info",
      "Résumé",
      "Security",
      "Settings",
      "Notifications",
    ]);
    await page.getByRole("banner").getByRole("link", { name: "Profile" }).hover();
    await page.getByRole("banner").getByRole("group", { name: "Your account" }).getByText(member.email).waitFor();
    expect(await page.getByRole("banner").getByRole("link", { name: "Admin" }).count()).toBe(0);

    for (const path of ["/profile/admin/members", "/profile/admin/messages", "/profile/admin/resume-book", "/profile/admin/health"]) {
      await gotoHydrated(page, path);
      await main(page).getByText("This page is for admins.").waitFor();
      expect(await main(page).getByRole("button", { name: "Add member" }).count()).toBe(0);
    }

    // The lock is on the server: the same calls with this member's session are refused.
    const cookie = await sessionCookie(member.username, member.password);
    for (const [method, path] of [
      ["GET", "/api/users"],
      ["GET", "/api/contact"],
      ["PATCH", `/api/users/${target.id}`],
      ["POST", "/api/users"],
      ["GET", "/api/admin/health"],
    ] as const) {
      const body =
        method === "PATCH"
          ? { id: target.id, points: 1000 }
          : method === "POST"
            ? { username: `x${run}`, email: `x${run}@example.edu`, password: "secret1" }
            : undefined;
      const answer = await api(method, path, cookie, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.error?.errCode).toBe("FORBIDDEN");
    }
    await context.close();
  });
});

describe("admin pages, for an admin", () => {
  it("an admin sees the admin links, finds a member, makes them admin and gives points", async () => {
    const { page, context, errors } = await openPage(browser);
    await logIn(page, admin.username, admin.password);
    await profileNav(page)
      .getByRole("link", { name: /^Messages/ })
      .waitFor();
    expect(await profileNav(page).getByRole("link").allTextContents()).toEqual([
      "Overview",
      "Dashboard",
      "My events",
      "Points",
      "Info",
      "Résumé",
      "Security",
      "Settings",
      "Notifications",
      "Eventsofficer",
      "Termsofficer",
      "Contentofficer",
      "Pointsofficer",
      "Mailofficer",
      "Insightsofficer",
      "Membersadmin",
      "Officersadmin",
      "Messagesadmin",
      "Résumé bookadmin",
    ]);
    await page.getByRole("banner").getByRole("link", { name: "Profile" }).hover();
    await page.getByRole("banner").getByRole("group", { name: "Your account" }).getByRole("link", { name: "Admin" }).click();
    await page.waitForURL("**/profile/admin/members");

    await searchMembers(page, target.username);
    const pages = main(page).getByRole("navigation", { name: "Pages" });
    await pages.getByText("1–1 of 1 members").waitFor();

    await main(page)
      .getByRole("button", { name: `Edit ${target.username}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Edit ${target.username}` });
    // Points are changed by a signed amount with a reason (a ledger row), never overwritten.
    expect(await dialog.getByTestId("current-points").textContent()).toBe("0");
    await dialog.getByLabel("Change points by").fill("+42");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("Reason is required.").waitFor();
    expect(await dialog.getByLabel("Reason").evaluate((el) => el === document.activeElement)).toBe(true);
    await dialog.getByLabel("Reason").fill("Welcome points");
    await dialog.getByLabel("Admin").check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await toast(page, `Saved ${target.username}.`).waitFor();
    await dialog.waitFor({ state: "hidden" });

    const row = main(page)
      .getByRole("listitem")
      .filter({ hasText: `@${target.username}` });
    await row.getByText("42", { exact: true }).waitFor();
    expect(await row.getByRole("list", { name: "Roles" }).textContent()).toBe("AdminMember");
    const saved = await api("GET", `/api/users/public/${target.username}/${target.id}`, null);
    expect(saved.data).toMatchObject({ points: 42, roles: "admin,member" });

    // Roles are a set: making them an officer keeps admin, and removing admin keeps officer.
    // The first save's toast has the same words; close it so the next one is this save's.
    await closeToast(page, `Saved ${target.username}.`);
    await main(page)
      .getByRole("button", { name: `Edit ${target.username}` })
      .click();
    await dialog.getByLabel("Officer").check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await toast(page, `Saved ${target.username}.`).waitFor();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => row.getByRole("list", { name: "Roles" }).textContent()).toBe("AdminOfficerMember");
    await main(page)
      .getByRole("button", { name: `Edit ${target.username}` })
      .click();
    await dialog.getByLabel("Admin").uncheck();
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => row.getByRole("list", { name: "Roles" }).textContent()).toBe("OfficerMember");
    const officer = await api<{ roles: string }>("GET", `/api/users/public/${target.username}/${target.id}`, null);
    expect(officer.data.roles).toBe("member,officer");
    expect(errors).toEqual([]);
    await context.close();
  });

  // Once, on a phone: on a desktop the same Edit dialog is opened, filled and saved, and the list searched, by this group's first test.
  it(`edits a member's names and e-mail (both addresses are told), then finds them by "first last", on a phone (390 px)`, async () => {
    const person = await createMember("rename");
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await logIn(page, admin.username, admin.password, "/login?redirect=/profile/admin/members");
    await page.waitForURL("**/profile/admin/members");
    await searchMembers(page, person.username);
    await main(page)
      .getByRole("button", { name: `Edit ${person.username}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Edit ${person.username}` });
    // Errors at their fields: a malformed address, then one another member has.
    await dialog.getByLabel("E-mail").fill("not an address");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("Invalid email address.").waitFor();
    // The dialog fits the phone's width.
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await dialog.getByLabel("E-mail").evaluate((el) => el === document.activeElement)).toBe(true);
    await dialog.getByLabel("E-mail").fill(member.email);
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("That e-mail address already has an account.").waitFor();
    expect(await dialog.getByLabel("E-mail").getAttribute("aria-invalid")).toBe("true");

    const first = `Jenny${run}`;
    const last = "Kim";
    const newEmail = `${person.username}.new@example.edu`;
    await dialog.getByLabel("First name").fill(first);
    await dialog.getByLabel("Last name").fill(last);
    await dialog.getByLabel("E-mail").fill(newEmail);
    const since = Date.now();
    await dialog.getByRole("button", { name: "Save" }).click();
    await toast(page, `Saved ${person.username}.`).waitFor();
    await dialog.waitFor({ state: "hidden" });
    for (const address of [person.email, newEmail]) await waitForMail(address, since);

    await searchMembers(page, `${first} ${last}`);
    const row = main(page)
      .getByRole("listitem")
      .filter({ hasText: `@${person.username}` });
    await row.getByText(`${first} ${last}`).waitFor();
    await row.getByText(newEmail).waitFor();
    await main(page).getByRole("navigation", { name: "Pages" }).getByText("1–1 of 1 members").waitFor();
    expect(errors.filter((e) => !e.includes("409"))).toEqual([]);
    await context.close();
  });

  it("pages through a search, adds a member and deletes one with a confirmation", async () => {
    const { page, context } = await openPage(browser);
    await logIn(page, admin.username, admin.password, "/login?redirect=/profile/admin/members");
    await page.waitForURL("**/profile/admin/members");
    // 21 members sharing a prefix, one more than a page holds.
    const prefix = `pg${run}`;
    for (let i = 0; i < 21; i++) await createMember(prefix, { username: `${prefix}-${String(i).padStart(2, "0")}` });
    await searchMembers(page, prefix);
    const pages = main(page).getByRole("navigation", { name: "Pages" });
    await pages.getByText("1–20 of 21 members · page 1 of 2").waitFor();
    expect(
      await main(page)
        .getByRole("button", { name: /^Edit / })
        .count(),
    ).toBe(20);
    expect(await pages.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    await pages.getByRole("button", { name: "Next" }).click();
    await pages.getByText("21–21 of 21 members · page 2 of 2").waitFor();
    expect(new URL(page.url()).searchParams.get("page")).toBe("2");
    await main(page)
      .getByRole("button", { name: `Edit ${prefix}-20` })
      .waitFor();
    await page.goBack();
    await pages.getByText("1–20 of 21 members · page 1 of 2").waitFor();

    await main(page).getByRole("button", { name: "Add member" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a member" });
    await dialog.getByRole("button", { name: "Add member" }).click();
    await dialog.getByText("Username is required.").waitFor();
    expect(await dialog.getByLabel("Username").evaluate((el) => el === document.activeElement)).toBe(true);
    await dialog.getByLabel("Username").fill(target.username);
    await dialog.getByLabel("E-mail").fill(`new${run}@example.edu`);
    await dialog.getByLabel("Password").fill("new member pass");
    await dialog.getByRole("button", { name: "Add member" }).click();
    await dialog.getByText("That username is taken.").waitFor();
    const newcomer = `new-${run}`;
    await dialog.getByLabel("Username").fill(newcomer);
    await dialog.getByLabel("First name (optional)").fill("Nia");
    await dialog.getByRole("button", { name: "Add member" }).click();
    await toast(page, `Member ${newcomer} created.`).waitFor();
    await dialog.waitFor({ state: "hidden" });

    await searchMembers(page, newcomer);
    await main(page)
      .getByRole("button", { name: `Delete ${newcomer}` })
      .click();
    const confirm = page.getByRole("dialog", { name: `Delete ${newcomer}?` });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "hidden" });
    await main(page)
      .getByRole("button", { name: `Delete ${newcomer}` })
      .click();
    await confirm.getByRole("button", { name: "Delete member" }).click();
    await toast(page, `Deleted ${newcomer}.`).waitFor();
    await main(page).getByText(`No member matches “${newcomer}”.`).waitFor();

    // The admin's own row offers no delete: that is done under Settings.
    await searchMembers(page, admin.username);
    await main(page)
      .getByRole("button", { name: `Edit ${admin.username}` })
      .waitFor();
    expect(
      await main(page)
        .getByRole("button", { name: `Delete ${admin.username}` })
        .count(),
    ).toBe(0);
    await context.close();
  });

  it("reads the contact messages: open ones first, mark handled, delete", async () => {
    const senders = [`Ada ${run}`, `Grace ${run}`];
    for (const name of senders) {
      const sent = await api("POST", "/api/contact", null, {
        name,
        email: `${name.split(" ")[0]!.toLowerCase()}.${run}@example.edu`,
        message: `Hello from ${name}, about sponsoring.`,
      });
      expect(sent.status).toBe(201);
    }
    const { page, context } = await openPage(browser);
    await logIn(page, admin.username, admin.password, "/login?redirect=/profile/admin/messages");
    await page.waitForURL("**/profile/admin/messages");
    const message = (name: string) => main(page).getByRole("article", { name });
    await message(senders[1]!).waitFor();
    expect(await main(page).getByRole("radio", { name: "Open" }).isChecked()).toBe(true);
    expect(
      await message(senders[0]!)
        .getByRole("link", { name: `ada.${run}@example.edu` })
        .getAttribute("href"),
    ).toBe(`mailto:ada.${run}@example.edu`);

    await message(senders[0]!)
      .getByRole("button", { name: /^Mark as handled/ })
      .click();
    await toast(page, "Marked as handled.").waitFor();
    await message(senders[0]!).waitFor({ state: "detached" });
    await chooseFilter(page, "Handled");
    await page.waitForURL((url) => url.searchParams.get("status") === "handled");
    await message(senders[0]!).getByText("Handled", { exact: true }).waitFor();

    await message(senders[0]!)
      .getByRole("button", { name: /^Delete/ })
      .click();
    await page.getByRole("dialog", { name: "Delete this message?" }).getByRole("button", { name: "Delete message" }).click();
    await toast(page, "Message deleted.").waitFor();
    await message(senders[0]!).waitFor({ state: "detached" });
    await chooseFilter(page, "All");
    await message(senders[1]!).waitFor();
    expect(await message(senders[0]!).count()).toBe(0);
    await context.close();
  });
});
