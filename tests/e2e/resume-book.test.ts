import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MANIFEST_COLUMNS } from "../../src/shared/resume-book";
import { site } from "../../src/site.config";
import { createMember, logIn, makeSponsor, promoteToAdmin, SEEDED_SPONSORS, sessionCookie, type TestMember } from "./accounts";
import { api, request, unique } from "./api";
import { seriousViolations, seriousViolationsInBothThemes } from "./axe";
import { DESKTOP, downloaded, gotoHydrated, launchBrowser, MOBILE, openPage } from "./browser";
import { waitForMail } from "./mailbox";
import { joinBook, resumeOf } from "./resume-book";
import { main, toast } from "./screen";

/** The ZIP's name part for the seeded sponsor the book's sponsors work for. */
const sponsorSlug = SEEDED_SPONSORS[0]!.toLowerCase().replace(/[^a-z0-9]+/g, "-");
import { readZip } from "./zip";

/**
 * The résumé book in the browser: a member fills the academic
 * profile, uploads a résumé and joins the book; a sponsor filters it, reads
 * a résumé and downloads the shown set as one ZIP (read back here, entries
 * and manifest); an expired sponsor is refused; an admin grants access; the
 * public member page shows what the member chose.
 */

let browser: Browser;
let admin: TestMember;
let adminSession: string;
const run = unique();
/** A major no other test (or the seed) uses: the sponsor's filter finds exactly this test's members. */
const TAG_MAJOR = `Ocean Engineering ${run}`;
/** The majors of the members other tests put in the book, kept out of that filter. */
const PROFILE_MAJOR = `Marine Robotics ${run}`;
const LEAVER_MAJOR = `Naval Architecture ${run}`;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await createMember("rb-admin");
  await promoteToAdmin(admin.username);
  adminSession = await sessionCookie(admin.username, admin.password);
});
afterAll(async () => {
  await browser?.close();
});

/** A common phone's width, beside the 360 px of MOBILE. */
const PHONE = { width: 390, height: 844 };

/** No horizontal scrolling: the page fits the viewport (360 px phones included). */
async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Contrast is judged on settled colours (a toast sliding behind a newer one is half-faded for a moment): axe.ts ends what is running first. */
async function expectAccessible(page: Page, state: string) {
  expect(await seriousViolations(page), state).toEqual([]);
}

/** The same, in light and then dark mode on the state on screen (the page must have no saved theme). */
async function expectAccessibleInBothThemes(page: Page, state: string) {
  expect(await seriousViolationsInBothThemes(page), state).toEqual([]);
}

describe("a member's academic profile, résumé and public page (360 px)", () => {
  it("fills the academic fields with the shared rules, uploads a PDF (refusing others), joins the book, and the public page shows the chosen fields", async () => {
    const member = await createMember("rb-member");
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    await logIn(page, member.username, member.password, "/login?redirect=/profile/info");
    await page.waitForURL("**/profile/info");

    // Names first: the book needs them.
    await main(page).getByLabel("First name").fill("Hana");
    await main(page).getByLabel("Last name").fill("Suzuki");
    await main(page).getByRole("button", { name: "Save", exact: true }).click();
    await toast(page, "Your profile is saved.").waitFor();

    const academic = main(page).getByRole("region", { name: "Academic profile" });
    await academic.getByRole("combobox", { name: "Major" }).fill(PROFILE_MAJOR);
    await academic.getByLabel("Term").selectOption("spring");
    await academic.getByLabel("LinkedIn profile").fill("https://example.com/hana");
    await academic.getByRole("button", { name: "Save academic profile" }).click();
    // Each rule at its own field, before anything is sent.
    await academic.getByText("Choose both the term and the year, or neither.").waitFor();
    await academic.getByText("Enter your LinkedIn profile address, e.g. https://www.linkedin.com/in/your-name.").waitFor();
    expect(await academic.getByLabel("Term").evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page, "academic profile with errors");

    await academic.getByRole("textbox", { name: "Year", exact: true }).fill("2029");
    await academic.getByLabel("LinkedIn profile").fill("");
    await academic.getByLabel("GitHub profile").fill("https://github.com/hana-suzuki");
    await academic.getByLabel("Degree").selectOption("master");
    await academic.getByLabel("Short bio (optional)").fill("Robotics and rivers.\nCaptain of the badminton team.");
    for (const label of ["Major", "Graduation year", "Bio", "Links"]) await academic.getByRole("checkbox", { name: label, exact: true }).check();
    await academic.getByRole("button", { name: "Save academic profile" }).click();
    await toast(page, "Your academic profile is saved.").waitFor();
    const me = await api("GET", `/api/users/${member.id}`, await sessionCookie(member.username, member.password));
    expect(me.data).toMatchObject({
      major: PROFILE_MAJOR,
      graduationTerm: "spring-2029",
      degree: "master",
      links: { linkedin: null, github: "https://github.com/hana-suzuki", portfolio: null },
      bio: "Robotics and rivers.\nCaptain of the badminton team.",
      showMajor: true,
      showGraduationYear: true,
      showBio: true,
      showLinks: true,
    });
    await expectNoSideways(page);

    // The résumé page, from the profile's tabs.
    await page.getByRole("navigation", { name: "Profile" }).getByRole("link", { name: "Résumé" }).click();
    await page.waitForURL("**/profile/resume");
    await main(page).getByText("You have not uploaded a résumé yet.").waitFor();
    await main(page).getByText("You are not in the résumé book: no sponsor can see your résumé.").waitFor();
    const fileField = main(page).getByLabel("Your résumé (PDF)");

    // An image renamed .pdf: refused in the browser as soon as it is picked.
    await fileField.setInputFiles({
      name: "photo.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
    });
    await main(page).getByText("This file is not a PDF.", { exact: false }).waitFor();
    // Too large: also the browser's refusal.
    await fileField.setInputFiles({
      name: "big.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2 * 1024 * 1024)]),
    });
    await main(page).getByText("Your résumé must be at most 2 MB.", { exact: false }).waitFor();
    // Starts like a PDF but has no end: only the server can tell, and says so at the same field.
    await fileField.setInputFiles({ name: "cut.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n1 0 obj\n<< >>\nendobj\n") });
    await main(page).getByRole("button", { name: "Upload résumé" }).click();
    await main(page).getByText("This PDF looks incomplete (it has no end-of-file marker).", { exact: false }).waitFor();
    expect(await fileField.getAttribute("aria-invalid")).toBe("true");
    await expectAccessible(page, "résumé upload refused");

    const pdf = resumeOf("Hana Suzuki");
    await fileField.setInputFiles({ name: "Hana Suzuki résumé.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdf) });
    await main(page).getByRole("button", { name: "Upload résumé" }).click();
    await toast(page, /Your résumé is saved/).waitFor();
    await main(page).getByText("Hana Suzuki résumé.pdf").waitFor();
    // Viewing and downloading are links to the member's own file.
    const download = await main(page)
      .getByRole("link", { name: /^Download/ })
      .getAttribute("href");
    const own = await context.request.get(download!);
    expect(own.status()).toBe(200);
    expect(Buffer.from(await own.body()).equals(Buffer.from(pdf))).toBe(true);

    // The opt-in: off until ticked.
    const optIn = main(page).getByRole("checkbox", { name: "Include me in this term's résumé book" });
    expect(await optIn.isChecked()).toBe(false);
    await optIn.check();
    await main(page).getByRole("region", { name: "This term's résumé book" }).getByRole("button", { name: "Save" }).click();
    await toast(page, "You joined this term's résumé book.").waitFor();
    await main(page).getByText("You are in the résumé book: sponsors with access can see your résumé now.").waitFor();
    await main(page).getByText("No sponsor has opened your résumé yet this term", { exact: false }).waitFor();
    await expectAccessible(page, "résumé page, in the book");
    await expectNoSideways(page);

    // The public page: what she chose to show, and the share tags in the HTML the Worker served.
    const response = await gotoHydrated(page, `/users/${member.username}/${member.id}`);
    const html = await response!.text();
    expect(html).toContain(`<title>Hana Suzuki | ${site.productName}</title>`);
    expect(html).toContain(`content="Member of ${site.shortName} · ${PROFILE_MAJOR} · Class of 2029. Robotics and rivers. Captain of the badminton team."`);
    expect(html).toContain('property="og:type" content="profile"');
    await main(page).getByRole("heading", { name: "Hana Suzuki", level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe(`Hana Suzuki | ${site.productName}`);
    const facts = await main(page).locator("dl").innerText();
    expect(facts).toContain(PROFILE_MAJOR);
    expect(facts).toContain("2029");
    expect(facts).not.toContain("Master");
    await main(page).getByText("Captain of the badminton team.").waitFor();
    expect(
      await main(page)
        .getByRole("list", { name: "Links" })
        .getByRole("link", { name: /GitHub/ })
        .getAttribute("href"),
    ).toBe("https://github.com/hana-suzuki");
    await expectNoSideways(page);
    // The one failed request is the refused upload (415), which the browser reports; nothing else.
    expect(errors.filter((error) => !/status of 415 .*\/api\/me\/resume\?fileName=cut\.pdf/.test(error))).toEqual([]);
    await context.close();
  });
});

describe("a sponsor and the résumé book", () => {
  let sponsor: TestMember;
  let expired: TestMember;
  const book: { member: TestMember; pdf: Uint8Array; name: string; year: number; degree: string }[] = [];

  beforeAll(async () => {
    const people = [
      { firstName: "Aiko", lastName: "Tanaka", year: 2027, degree: "bachelor" },
      { firstName: "Bao", lastName: "Le", year: 2028, degree: "master" },
      { firstName: "Chen", lastName: "Wei", year: 2028, degree: "bachelor" },
    ];
    const members = await Promise.all(people.map((_, i) => createMember(`rb-book${i}`)));
    for (const [i, person] of people.entries()) {
      const pdf = await joinBook(members[i]!, {
        firstName: person.firstName,
        lastName: person.lastName,
        major: TAG_MAJOR,
        graduationTerm: `spring-${person.year}`,
        degree: person.degree,
        links: { github: `https://github.com/${person.firstName.toLowerCase()}-${run}` },
      });
      book.push({ member: members[i]!, pdf, name: `${person.firstName} ${person.lastName}`, year: person.year, degree: person.degree });
    }
    [sponsor, expired] = await Promise.all([createMember("rb-sponsor"), createMember("rb-expired")]);
    await makeSponsor(adminSession, sponsor, { fromDays: -1, untilDays: 30 });
    await makeSponsor(adminSession, expired, { fromDays: -40, untilDays: -2 }, SEEDED_SPONSORS[2]!);
  });

  /** Opens /sponsor filtered to this test's members. */
  async function openBook(page: Page) {
    await main(page).getByLabel("Major").fill(TAG_MAJOR);
    await main(page).getByRole("button", { name: "Filter" }).click();
    await main(page)
      .getByRole("heading", { name: /^\d+ résumés? match these filters$/ })
      .waitFor();
  }

  it("filters by major, graduation year and degree, sorts, and reads a résumé in the page", async () => {
    const { page, context, errors } = await openPage(browser);
    await logIn(page, sponsor.username, sponsor.password);
    // The sponsor's way to the book: the header's account card.
    await page.getByRole("banner").getByRole("link", { name: "Profile" }).hover();
    await page.getByRole("banner").getByRole("group", { name: "Your account" }).getByRole("link", { name: "Résumé book" }).click();
    await page.waitForURL("**/sponsor");
    await main(page).getByText(`Access for ${SEEDED_SPONSORS[0]} until`, { exact: false }).waitFor();
    await openBook(page);
    const cards = main(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect.poll(() => cards.count()).toBe(3);
    expect(await cards.getByRole("heading", { level: 3 }).allTextContents()).toEqual(["Bao Le", "Aiko Tanaka", "Chen Wei"]);

    await main(page).getByLabel("Graduating from").selectOption("2028");
    await main(page).getByRole("heading", { name: "2 résumés match these filters" }).waitFor();
    await main(page).getByLabel("Degree").selectOption("master");
    await main(page).getByRole("heading", { name: "1 résumé match these filters" }).waitFor();
    expect(await cards.getByRole("heading", { level: 3 }).allTextContents()).toEqual(["Bao Le"]);
    expect(new URL(page.url()).searchParams.get("yearFrom")).toBe("2028");
    // A range open at its start: until 2027 leaves the one graduating in 2027.
    await main(page).getByLabel("Degree").selectOption("");
    await main(page).getByLabel("Graduating from").selectOption("");
    await main(page).getByRole("heading", { name: "3 résumés match these filters" }).waitFor();
    await main(page).getByLabel("Graduating until").selectOption("2027");
    // The heading read "1 résumé" for the master's filter too, so the cards tell the two apart.
    await expect.poll(() => cards.getByRole("heading", { level: 3 }).allTextContents()).toEqual(["Aiko Tanaka"]);
    await main(page).getByRole("heading", { name: "1 résumé match these filters" }).waitFor();
    await main(page).getByRole("button", { name: "Clear" }).click();
    await main(page)
      .getByRole("heading", { name: /résumés in the book$/ })
      .waitFor();
    await openBook(page);
    await main(page).getByLabel("Sort by").selectOption("graduation");
    await expect.poll(() => cards.getByRole("heading", { level: 3 }).first().textContent()).toBe("Aiko Tanaka");

    // Read one in the page: the file, served inline into a same-origin frame.
    const served = page.waitForResponse((response) => response.url().includes(`/api/resume-book/${book[0]!.member.id}/resume`));
    await cards.filter({ hasText: "Aiko Tanaka" }).getByRole("button", { name: "View Aiko Tanaka's résumé" }).click();
    const viewer = page.getByRole("dialog", { name: "Aiko Tanaka's résumé" });
    await viewer.waitFor();
    const file = await served;
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect(file.headers()["content-disposition"]).toMatch(/^inline;/);
    expect(await viewer.locator("iframe").getAttribute("title")).toBe("Résumé of Aiko Tanaka");
    await expectAccessible(page, "the book with the viewer open");
    await viewer.getByRole("button", { name: "Close" }).click();
    await viewer.waitFor({ state: "hidden" });

    // The view is in the log, under the sponsor's organisation.
    const log = await api<unknown[]>("GET", `/api/resume-book/access-log?memberId=${book[0]!.member.id}`, adminSession);
    expect(log.data[0]).toMatchObject({ action: "view", organisation: SEEDED_SPONSORS[0], sponsor: { username: sponsor.username } });
    // Nothing the page did broke the site's CSP (a frame it may not show would say so here).
    expect(errors).toEqual([]);
    await context.close();
  });

  it("downloads the shown set as one ZIP, streamed into the file the sponsor picked, with every résumé and the manifest", async () => {
    const { page, context, errors } = await openPage(browser);
    // The save dialog is the browser's own: here it hands the page a file in the origin's private storage.
    await context.addInitScript(() => {
      (window as unknown as { showSaveFilePicker: unknown }).showSaveFilePicker = async ({ suggestedName }: { suggestedName: string }) => {
        (window as unknown as { savedZipName: string }).savedZipName = suggestedName;
        const root = await navigator.storage.getDirectory();
        return root.getFileHandle("book.zip", { create: true });
      };
    });
    await logIn(page, sponsor.username, sponsor.password, "/login?redirect=/sponsor");
    await page.waitForURL("**/sponsor");
    await openBook(page);
    await main(page).getByRole("button", { name: "Download 3 résumés as ZIP" }).click();
    await main(page)
      .getByText(new RegExp(`^Saved resume-book-${sponsorSlug}-\\d{4}-\\d{2}-\\d{2}\\.zip: 3 résumés and manifest\\.csv\\.$`))
      .waitFor();
    const base64 = await page.evaluate(async () => {
      const root = await navigator.storage.getDirectory();
      const file = await (await root.getFileHandle("book.zip")).getFile();
      const bytes = new Uint8Array(await file.arrayBuffer());
      let text = "";
      for (const byte of bytes) text += String.fromCharCode(byte);
      return btoa(text);
    });
    expectTheBook(readZip(Buffer.from(base64, "base64")));

    // Each file was served as a download, and logged as one.
    for (const { member } of book) {
      const log = await api<{ action: string }[]>("GET", `/api/resume-book/access-log?memberId=${member.id}&sponsorId=${sponsor.id}`, adminSession);
      expect(log.data.map((entry) => entry.action)).toContain("download");
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("where the browser cannot write a file as it goes, builds the ZIP in memory and downloads it (360 px)", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    await context.addInitScript(() => {
      delete (window as unknown as { showSaveFilePicker?: unknown }).showSaveFilePicker;
    });
    await logIn(page, sponsor.username, sponsor.password, "/login?redirect=/sponsor");
    await page.waitForURL("**/sponsor");
    await openBook(page);
    await expectNoSideways(page);
    const [download] = await Promise.all([page.waitForEvent("download"), main(page).getByRole("button", { name: "Download 3 résumés as ZIP" }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^resume-book-${sponsorSlug}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
    expectTheBook(readZip(await downloaded(download)));
    await main(page)
      .getByText(/^Saved .*: 3 résumés and manifest\.csv\.$/)
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  /** The three résumés, byte for byte, under their names, and the manifest naming each. */
  function expectTheBook(entries: ReturnType<typeof readZip>) {
    const names = entries.map((entry) => entry.name);
    expect(names.at(-1)).toBe("manifest.csv");
    expect(names).toHaveLength(4);
    const lines = entries.at(-1)!.data.toString("utf8").trimEnd().split("\r\n");
    // Every cell quoted (the one CSV writer, src/shared/csv.ts).
    expect(lines[0]).toBe(MANIFEST_COLUMNS.map((column) => `"${column}"`).join(","));
    expect(lines).toHaveLength(4);
    for (const { member, pdf, name, year, degree } of book) {
      const [first, last] = name.split(" ");
      const line = lines.find((l) => l.includes(`,"${first}","${last}",`))!;
      expect(line, name).toBeTruthy();
      const file = line.split(",")[0]!.replaceAll('"', "");
      expect(file).toMatch(new RegExp(`^${last}-${first}-[A-Za-z0-9]{1,8}\\.pdf$`));
      expect(line).toContain(`,"${TAG_MAJOR}","Spring ${year}","${degree}",`);
      const entry = entries.find((e) => e.name === file);
      expect(entry?.data.equals(Buffer.from(pdf)), `${file} of ${member.username}`).toBe(true);
    }
  }

  it("a member sees how many sponsors opened the résumé, replaces it, leaves the book and deletes the file (390 px)", async () => {
    const member = await createMember("rb-replace");
    const first = await joinBook(member, { firstName: "Dai", lastName: "Ito", major: LEAVER_MAJOR, graduationTerm: "fall-2028", degree: "doctorate" });
    // The sponsor opens it twice (one organisation: counted once); an admin's view is not a sponsor's.
    const sponsorSession = await sessionCookie(sponsor.username, sponsor.password);
    for (let i = 0; i < 2; i += 1) expect((await request("GET", `/api/resume-book/${member.id}/resume`, sponsorSession)).status).toBe(200);
    expect((await request("GET", `/api/resume-book/${member.id}/resume`, adminSession)).status).toBe(200);

    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await logIn(page, member.username, member.password, "/login?redirect=/profile/resume");
    await page.waitForURL("**/profile/resume");
    const views = main(page).getByRole("region", { name: "Sponsor views" });
    await views.getByText("sponsor has opened your résumé this term", { exact: false }).waitFor();
    // "This term" is the term officers defined that contains today (the seed defines one, decision 033).
    const terms = await api<{ id: string; name: string }[]>("GET", "/api/terms", adminSession);
    const current = terms.data.find((term) => term.id === terms.meta?.currentTermId);
    expect((await views.innerText()).replace(/\s+/g, " ")).toBe(`Sponsor views 1 sponsor has opened your résumé this term (${current?.name}).`);
    await main(page).getByText("You are in the résumé book: sponsors with access can see your résumé now.").waitFor();
    await expectNoSideways(page);

    // Replacing: the new file is the one everyone gets from now on.
    const second = resumeOf("Dai Ito, second edition");
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(false);
    await main(page)
      .getByLabel("New résumé (PDF)")
      .setInputFiles({ name: "Dai Ito 2.pdf", mimeType: "application/pdf", buffer: Buffer.from(second) });
    await main(page).getByRole("button", { name: "Replace résumé" }).click();
    await toast(page, "Your résumé is saved and in the résumé book.").waitFor();
    await main(page).getByText("Dai Ito 2.pdf").waitFor();
    const served = await request("GET", `/api/resume-book/${member.id}/resume`, sponsorSession);
    expect(served.status).toBe(200);
    const own = await context.request.get("/api/me/resume?format=pdf");
    expect(Buffer.from(await own.body()).equals(Buffer.from(second))).toBe(true);

    // Leaving the book: sponsors lose the file at once.
    await main(page).getByRole("checkbox", { name: "Include me in this term's résumé book" }).uncheck();
    await main(page).getByRole("region", { name: "This term's résumé book" }).getByRole("button", { name: "Save" }).click();
    await toast(page, "You left the résumé book.").waitFor();
    await main(page).getByText("You are not in the résumé book: no sponsor can see your résumé.").waitFor();
    expect((await request("GET", `/api/resume-book/${member.id}/resume`, sponsorSession)).status).toBe(404);
    const listed = await api<{ userId: string }[]>("GET", `/api/resume-book?major=${encodeURIComponent(LEAVER_MAJOR)}`, sponsorSession);
    expect(listed.data.map((entry) => entry.userId)).not.toContain(member.id);

    // Deleting the file, after a confirmation that says what it does.
    await main(page).getByRole("button", { name: "Delete your résumé" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete your résumé?" });
    await confirm.getByText("The file is deleted for good.").waitFor();
    await expectAccessible(page, "delete confirmation at 390 px");
    await confirm.getByRole("button", { name: "Delete résumé" }).click();
    await toast(page, "Your résumé is deleted.").waitFor();
    await main(page).getByText("You have not uploaded a résumé yet.").waitFor();
    await main(page).getByRole("button", { name: "Upload résumé" }).waitFor();
    const after = await context.request.get("/api/me/resume");
    expect(((await after.json()) as { data: { resume: unknown } }).data.resume).toBeNull();
    expect((await context.request.get("/api/me/resume?format=pdf")).status()).toBe(404);
    await expectAccessible(page, "résumé page with no file");
    await expectNoSideways(page);
    expect(errors.filter((error) => !/status of 404 .*\/api\/me\/resume\?format=pdf/.test(error))).toEqual([]);
    await context.close();
  });

  it("an expired sponsor is refused with the date its access ended", async () => {
    const { page, context } = await openPage(browser);
    await logIn(page, expired.username, expired.password, "/login?redirect=/sponsor");
    await page.waitForURL("**/sponsor");
    const alert = main(page).getByRole("alert");
    await alert.getByRole("heading", { name: "Your access to the résumé book has ended" }).waitFor();
    expect(await alert.innerText()).toMatch(/Your access to the résumé book ended on \w+ \d{1,2}, \d{4}/);
    expect(
      await main(page)
        .getByRole("button", { name: /as ZIP$/ })
        .count(),
    ).toBe(0);
    // And the API, asked directly, says the same.
    const direct = await context.request.get(`/api/resume-book/${book[0]!.member.id}/resume`);
    expect(direct.status()).toBe(403);
    expect(((await direct.json()) as { error: { errCode: string } }).error.errCode).toBe("SPONSOR_ACCESS_ENDED");
    await context.close();
  });

  it("a member who is not a sponsor is told the page is for sponsors, and loads none of the book's code", async () => {
    const member = await createMember("rb-curious");
    // Nothing cached: every script the page loads is a request.
    const { page, context } = await openPage(browser, { fresh: true });
    const scripts: string[] = [];
    page.on("request", (request) => scripts.push(new URL(request.url()).pathname));
    await logIn(page, member.username, member.password, "/login?redirect=/sponsor");
    await page.waitForURL("**/sponsor");
    await main(page).getByText("This page is for the chapter's sponsors.").waitFor();
    expect(scripts.filter((path) => /sponsor-book|zip-book/.test(path))).toEqual([]);
    await context.close();
  });
});

describe("an admin and sponsors' access", () => {
  it("grants a recruiter access from the members page, sees it listed, and reads the access log", async () => {
    const recruiter = await createMember("rb-recruit");
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    await logIn(page, admin.username, admin.password, "/login?redirect=/profile/admin/members");
    await page.waitForURL("**/profile/admin/members");
    await main(page).getByLabel("Search by name, username or e-mail").fill(recruiter.username);
    await main(page).getByRole("button", { name: "Search", exact: true }).click();
    await main(page)
      .getByRole("button", { name: `Sponsor access for ${recruiter.username}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Sponsor access for ${recruiter.username}` });
    await dialog.getByLabel("Sponsor organisation").waitFor();
    // The shared rules first: no organisation, and a last day before the first.
    await dialog.getByLabel("Last day").fill("2020-01-01");
    await dialog.getByRole("button", { name: "Grant access" }).click();
    await dialog.getByText("Choose the sponsor organisation.").waitFor();
    await dialog.getByText("Access must end after it starts.").waitFor();
    await expectAccessible(page, "sponsor access dialog with errors");
    await dialog.getByLabel("Sponsor organisation").selectOption(SEEDED_SPONSORS[1]!);
    await dialog.getByLabel("Last day").fill(new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10));
    await dialog.getByLabel("Recruiter account: the sponsor role only").check();
    const granting = Date.now();
    await dialog.getByRole("button", { name: "Grant access" }).click();
    await toast(page, `${recruiter.username} can read the résumé book for ${SEEDED_SPONSORS[1]}. We e-mailed them an invitation.`).waitFor();
    // The recruiter is invited by e-mail, with the way in.
    const invitation = await waitForMail(recruiter.email, granting, new RegExp(`^Your access to the résumé book for ${SEEDED_SPONSORS[1]}`));
    expect(invitation.text).toContain(`Sign in with the username ${recruiter.username}`);
    expect(invitation.text).toMatch(/\/login\?redirect=%2Fsponsor/);
    await dialog.waitFor({ state: "hidden" });
    const saved = await api<{ roles: string }>("GET", `/api/users/${recruiter.id}`, adminSession);
    expect(saved.data.roles).toBe("sponsor");
    const access = await api("GET", `/api/users/${recruiter.id}/sponsor-access`, adminSession);
    expect(access.data).toMatchObject({ organisation: SEEDED_SPONSORS[1], status: "active", hasSponsorRole: true });

    // The recruiter reads the book at once.
    const recruiterSession = await sessionCookie(recruiter.username, recruiter.password);
    expect((await api("GET", "/api/resume-book", recruiterSession)).status).toBe(200);

    // The admin's page for the book: the window listed, and the log.
    await page
      .getByRole("navigation", { name: "Profile" })
      .getByRole("link", { name: /^Résumé book/ })
      .click();
    await page.waitForURL("**/profile/admin/resume-book");
    const listed = main(page)
      .getByRole("region", { name: "Sponsor access" })
      .getByRole("listitem")
      .filter({ hasText: `@${recruiter.username}` });
    await listed.getByText(SEEDED_SPONSORS[1]!).waitFor();
    await listed.getByText("Open now").waitFor();
    const logRegion = main(page).getByRole("region", { name: "Access log" });
    await logRegion
      .getByText(/viewed|downloaded/)
      .first()
      .waitFor();
    await expectAccessible(page, "résumé book admin");

    // Ending the access takes the sponsor role with it.
    await listed.getByRole("button", { name: `Change access of ${recruiter.username}` }).click();
    const change = page.getByRole("dialog", { name: `Sponsor access for ${recruiter.username}` });
    await change.getByRole("button", { name: "End access" }).click();
    await toast(page, `${recruiter.username} can no longer read the résumé book.`).waitFor();
    await expect.poll(async () => (await api<{ roles: string }>("GET", `/api/users/${recruiter.id}`, adminSession)).data.roles).toBe("");
    expect((await api("GET", "/api/resume-book", recruiterSession)).status).toBe(403);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the résumé book's pages pass axe, light and dark mode", () => {
  it("the résumé page, the sponsor's book and the admin's page", async () => {
    const member = await createMember("rb-axe");
    await joinBook(member, { firstName: "Axe", lastName: "Checker", major: `Axe Studies ${run}`, graduationTerm: "fall-2027", degree: "other" });
    const sponsor = await createMember("rb-axe-sp");
    await makeSponsor(adminSession, sponsor, { fromDays: -1, untilDays: 10 });

    const { page, context } = await openPage(browser);
    await logIn(page, member.username, member.password, "/login?redirect=/profile/resume");
    await page.waitForURL("**/profile/resume");
    await main(page).getByText("You are in the résumé book", { exact: false }).waitFor();
    await expectAccessibleInBothThemes(page, "résumé page");
    await gotoHydrated(page, "/profile/info");
    await main(page).getByRole("region", { name: "Academic profile" }).waitFor();
    await expectAccessibleInBothThemes(page, "profile info with the academic profile");
    await context.close();

    const sponsorPage = await openPage(browser, { viewport: MOBILE });
    await logIn(sponsorPage.page, sponsor.username, sponsor.password, "/login?redirect=/sponsor");
    await sponsorPage.page.waitForURL("**/sponsor");
    await main(sponsorPage.page).getByText(`Access for ${SEEDED_SPONSORS[0]}`, { exact: false }).waitFor();
    await main(sponsorPage.page)
      .getByRole("button", { name: /as ZIP$/ })
      .waitFor();
    await expectAccessibleInBothThemes(sponsorPage.page, "the sponsor's book at 360 px");
    await expectNoSideways(sponsorPage.page);
    await sponsorPage.context.close();

    const adminPage = await openPage(browser);
    await logIn(adminPage.page, admin.username, admin.password, "/login?redirect=/profile/admin/resume-book");
    await adminPage.page.waitForURL("**/profile/admin/resume-book");
    await main(adminPage.page).getByRole("region", { name: "Sponsor access" }).getByText(SEEDED_SPONSORS[0]!).first().waitFor();
    await expectAccessibleInBothThemes(adminPage.page, "résumé book admin");
    await adminPage.context.close();
  });
});
