import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChapterEventView } from "../../src/shared/events";
import { createMember, logIn, memberWithSession, officerCookie, SEEDED_OFFICER } from "./accounts";
import { api, unique } from "./api";
import { downloaded, gotoHydrated, launchBrowser, openPage, PHONE } from "./browser";
import { chapterTime, chapterTimeField, createEvent } from "./events-api";
import { waitForMail } from "./mailbox";
import { main, toast } from "./screen";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const row = (page: Page, title: string) =>
  main(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: title, exact: true }) });

/** Opens the event row's "More" menu and answers its item `name`. */
async function moreItem(page: Page, title: string, name: string) {
  await row(page, title)
    .getByRole("button", { name: `More actions: ${title}` })
    .click();
  return page.getByRole("menu", { name: `More actions: ${title}` }).getByRole("menuitem", { name, exact: true });
}

async function expectFieldError(dialog: Locator, label: string, message: string | RegExp) {
  const field = dialog.getByLabel(label, { exact: true });
  await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
  const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
  const text = await dialog.evaluate(
    (_, ids) =>
      ids
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" "),
    describedBy,
  );
  expect(text).toMatch(message);
}

async function managedEvents(): Promise<ChapterEventView[]> {
  return (await api<ChapterEventView[]>("GET", "/api/events?limit=500", await officerCookie())).data;
}

describe("events admin, for an officer", () => {
  it("creates an event (the form checks it first), edits it, duplicates it a week later and cancels it", async () => {
    const title = `Officer Made ${unique()}`;
    const { page, context, errors } = await openPage(browser);
    await logIn(page, SEEDED_OFFICER.username, SEEDED_OFFICER.password, "/login?redirect=/profile/admin/events");
    await page.waitForURL("**/profile/admin/events");
    const nav = page.getByRole("navigation", { name: "Profile" });
    await nav.getByRole("link", { name: /^Events/ }).waitFor();
    expect(await nav.getByRole("link", { name: /^Members/ }).count()).toBe(0);

    await main(page).getByRole("button", { name: "New event" }).click();
    const dialog = page.getByRole("dialog", { name: "New event" });
    await dialog.getByRole("button", { name: "Create event" }).click();
    await expectFieldError(dialog, "Title", "Title is required.");
    await expectFieldError(dialog, "Starts", "Start is required.");
    await expectFieldError(dialog, "Place", "Location is required.");
    expect(await dialog.getByLabel("Title", { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);

    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await dialog.getByLabel("Category").selectOption("Professional");
    await dialog.getByLabel("Starts").fill(chapterTimeField(20, "18:30"));
    await dialog.getByLabel("Ends").fill(chapterTimeField(20, "17:00"));
    await dialog.getByLabel("Place", { exact: true }).fill("Engineering Library 210");
    await dialog.getByLabel("Places (optional)").fill("30");
    await dialog.getByLabel("Description (optional)").fill("Bring your résumé.\n\nSign up: https://example.org/form");
    await dialog.getByRole("button", { name: "Create event" }).click();
    await expectFieldError(dialog, "Ends", "An event must end after it starts.");
    await dialog.getByLabel("Ends").fill(chapterTimeField(20, "20:00"));
    await dialog.getByRole("button", { name: "Create event" }).click();
    await toast(page, `Created ${title}.`).waitFor();
    await dialog.waitFor({ state: "hidden" });
    const created = (await managedEvents()).find((event) => event.title === title)!;
    expect(created).toMatchObject({ category: "Professional", capacity: 30, location: "Engineering Library 210", startsAt: chapterTime(20, "18:30") });
    expect(await main(page).getByRole("region", { name: "Upcoming" }).getByRole("link", { name: title, exact: true }).count()).toBe(1);

    // Edit: a new title and no limit on places; the slug (the page's address) stays.
    await row(page, title)
      .getByRole("button", { name: `Edit: ${title}` })
      .click();
    const edit = page.getByRole("dialog", { name: `Edit ${title}` });
    expect(await edit.getByLabel("Starts").inputValue()).toBe(chapterTimeField(20, "18:30"));
    await edit.getByLabel("Title", { exact: true }).fill(`${title} (moved)`);
    await edit.getByLabel("Places (optional)").fill("");
    // The check-in window starts at the default (15 before, 30 after); this event opens early for a sign-in table.
    expect(await edit.getByLabel("Check-in opens (minutes before the start)").inputValue()).toBe("15");
    expect(await edit.getByLabel("Check-in closes (minutes after the end)").inputValue()).toBe("30");
    await edit.getByLabel("Check-in opens (minutes before the start)").fill("45");
    await edit.getByLabel("Check-in closes (minutes after the end)").fill("-5");
    await edit.getByRole("button", { name: "Save" }).click();
    await expectFieldError(edit, "Check-in closes (minutes after the end)", "Check-in closing cannot be negative.");
    await edit.getByLabel("Check-in closes (minutes after the end)").fill("10");
    // The second reminder is the officer's choice, off until ticked (decision 092).
    const remindSoon = edit.getByLabel("Also remind the people going two hours before");
    expect(await remindSoon.isChecked()).toBe(false);
    await remindSoon.check();
    await edit.getByRole("button", { name: "Save" }).click();
    await toast(page, `Saved ${title} (moved).`).waitFor();
    const edited = (await managedEvents()).find((event) => event.id === created.id)!;
    expect(edited).toMatchObject({ title: `${title} (moved)`, capacity: null, slug: created.slug, sequence: created.sequence + 1 });
    expect(edited).toMatchObject({ checkinOpensMinutesBefore: 45, checkinClosesMinutesAfter: 10, remindSoon: true });

    // Duplicate: the same time a week later, as a new event.
    await (await moreItem(page, `${title} (moved)`, "Duplicate")).click();
    const copy = page.getByRole("dialog", { name: `Same time next week: ${title} (moved)` });
    expect(await copy.getByLabel("Starts").inputValue()).toBe(chapterTimeField(27, "18:30"));
    await copy.getByLabel("Title", { exact: true }).fill(`${title} week 2`);
    await copy.getByRole("button", { name: "Create event" }).click();
    await toast(page, `Created ${title} week 2.`).waitFor();
    const second = (await managedEvents()).find((event) => event.title === `${title} week 2`)!;
    expect(second).toMatchObject({
      startsAt: chapterTime(27, "18:30"),
      endsAt: chapterTime(27, "20:00"),
      location: "Engineering Library 210",
      remindSoon: true,
    });
    expect(second.id).not.toBe(created.id);

    // Cancel, with a reason for the members who RSVPed: the officer is told how many were mailed.
    const member = await memberWithSession("told");
    await api("PUT", `/api/events/${second.id}/rsvp`, member.cookie);
    await gotoHydrated(page, "/profile/admin/events");
    const since = Date.now();
    await (await moreItem(page, `${title} week 2`, "Cancel event")).click();
    const cancel = page.getByRole("dialog", { name: `Cancel ${title} week 2?` });
    await cancel.getByText("The member who RSVPed (waitlist included) gets a short e-mail.").waitFor();
    await cancel.getByLabel("Reason (optional)").fill("The room is double-booked.");
    await cancel.getByRole("button", { name: "Cancel the event" }).click();
    await main(page)
      .getByRole("status")
      .getByText(/1 member who RSVPed is being e-mailed/)
      .waitFor();
    await row(page, `${title} week 2`).getByText("Cancelled").waitFor();
    const mail = await waitForMail(member.email, since);
    expect(mail.text).toContain("The room is double-booked.");
    // A cancelled event with an RSVP is on record: it cannot be deleted.
    const menu = page.getByRole("menu", { name: `More actions: ${title} week 2` });
    await row(page, `${title} week 2`)
      .getByRole("button", { name: `More actions: ${title} week 2` })
      .click();
    await menu.getByRole("menuitem", { name: "Copy link" }).waitFor();
    expect(await menu.getByRole("menuitem", { name: /^Delete|^Cancel/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("deletes an event nobody RSVPed to, shows the RSVPs with the CSV download, and removes the one going so the waitlist moves up (390 px)", async () => {
    const lonely = await createEvent({ title: `Nobody Came ${unique()}` });
    const popular = await createEvent({ title: `Everyone Came ${unique()}`, capacity: 1 });
    const name = "Dana Duplicate";
    const [first, second] = await Promise.all([memberWithSession("csv-a", { firstName: "Dana", lastName: "Duplicate" }), memberWithSession("csv-b")]);
    await api("PUT", `/api/events/${popular.id}/rsvp`, first!.cookie);
    await api("PUT", `/api/events/${popular.id}/rsvp`, second!.cookie);

    const { page, context } = await openPage(browser, { viewport: PHONE });
    await logIn(page, SEEDED_OFFICER.username, SEEDED_OFFICER.password, "/login?redirect=/profile/admin/events");
    await page.waitForURL("**/profile/admin/events");
    await (await moreItem(page, lonely.title, "Delete")).click();
    await page
      .getByRole("dialog", { name: `Delete ${lonely.title}?` })
      .getByRole("button", { name: "Delete event" })
      .click();
    await toast(page, `Deleted ${lonely.title}.`).waitFor();
    await row(page, lonely.title).waitFor({ state: "detached" });
    expect((await api("GET", `/api/events/${lonely.slug}`, null)).status).toBe(404);

    await row(page, popular.title)
      .getByRole("button", { name: `RSVPs: ${popular.title}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `RSVPs: ${popular.title}` });
    await dialog.getByRole("region", { name: "Going" }).getByText(`@${first!.username}`).waitFor();
    await dialog.getByRole("region", { name: "Waitlist" }).getByText(`@${second!.username}`).waitFor();
    const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("link", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toBe(`${popular.slug}-rsvps.csv`);
    const csv = (await downloaded(download)).toString("utf8");
    expect(csv.split(/\r?\n/)[0]).toBe('"status","waitlist_position","username","first_name","last_name","email","rsvped_at_utc"');
    expect(csv).toContain(first!.username);

    // Remove the one going (a duplicate account, say), from the keyboard; the waitlist moves up into the place.
    const since = Date.now();
    await dialog.getByRole("button", { name: `Remove ${name}` }).focus();
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("dialog", { name: `Remove ${name}'s RSVP?` });
    await confirm.getByText("They get an e-mail saying an officer removed them", { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "Remove RSVP" }).click();
    await toast(
      page,
      `${name}'s RSVP is removed; they are told by e-mail unless they turned RSVP confirmations off. The next on the waitlist moved up.`,
    ).waitFor();
    await dialog.getByRole("region", { name: "Going" }).getByText(`@${second!.username}`).waitFor();
    await dialog.getByText(`@${first!.username}`).waitFor({ state: "detached" });
    expect(await dialog.getByRole("region", { name: "Waitlist" }).count()).toBe(0);
    await dialog.getByText("1 going of 1 places · 0 on the waitlist").waitFor();
    // The pressed button went with its row; the focus stays in the dialog, for the keyboard's next step.
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement) && document.activeElement !== element)).toBe(true);
    await waitForMail(first!.email, since, /^(?:.* )?RSVP removed: /);
    await context.close();
  });

  it("a server's field errors show at their fields", async () => {
    const { page, context } = await openPage(browser);
    await logIn(page, SEEDED_OFFICER.username, SEEDED_OFFICER.password, "/login?redirect=/profile/admin/events");
    await page.waitForURL("**/profile/admin/events");
    // A rule only the server knows, answered as the API answers every validation error.
    await page.route("**/api/events", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status: 400,
            contentType: "application/json",
            body: JSON.stringify({
              error: { errCode: "VALIDATION_ERROR", errMsg: "That room is closed that day.", fields: { location: "That room is closed that day." } },
            }),
          })
        : route.continue(),
    );
    await main(page).getByRole("button", { name: "New event" }).click();
    const dialog = page.getByRole("dialog", { name: "New event" });
    await dialog.getByLabel("Title", { exact: true }).fill(`Server Says No ${unique()}`);
    await dialog.getByLabel("Starts").fill(chapterTimeField(30, "18:00"));
    await dialog.getByLabel("Ends").fill(chapterTimeField(30, "19:00"));
    await dialog.getByLabel("Place", { exact: true }).fill("Old Gym");
    await dialog.getByRole("button", { name: "Create event" }).click();
    await expectFieldError(dialog, "Place", "That room is closed that day.");
    expect(await dialog.getByLabel("Place", { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
});

describe("events admin, for a member who is not an officer", () => {
  it("shows no officer link, says the page is for officers, and the API answers 403", async () => {
    const member = await createMember("plain-ev");
    const { page, context } = await openPage(browser);
    await logIn(page, member.username, member.password);
    const nav = page.getByRole("navigation", { name: "Profile" });
    await nav.getByRole("link", { name: "Settings" }).waitFor();
    expect(await nav.getByRole("link", { name: /^Events/ }).count()).toBe(0);
    await gotoHydrated(page, "/profile/admin/events");
    await main(page).getByText("This page is for officers.").waitFor();
    expect(await main(page).getByRole("button", { name: "New event" }).count()).toBe(0);
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    expect(
      (
        await api("POST", "/api/events", cookie, {
          title: "Nope",
          category: "Social",
          location: "x",
          startsAt: chapterTime(5, "10:00"),
          endsAt: chapterTime(5, "11:00"),
        })
      ).status,
    ).toBe(403);
    await context.close();
  });
});
