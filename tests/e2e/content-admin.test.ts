import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCookie, createMember, logIn, officerCookie, SEEDED_ADMIN, SEEDED_OFFICER } from "./accounts";
import { api, unique } from "./api";
import { seriousViolationsInBothThemes } from "./axe";
import { baseUrl, DESKTOP, gotoHydrated, launchBrowser, openPage, PHONE } from "./browser";
import { createEvent } from "./events-api";
import { sponsorTiers } from "../../src/site.config";
import { drawnPng } from "./images";
import { closeToast, main, toast } from "./screen";

/**
 * The officers' content editor (/profile/admin/content, decision 077): the board, sponsors, gallery,
 * slides, programs, blog and resources are edited on the site — add, check at the field, draft and
 * publish, reorder, delete with undo and restore; and after each flow a visitor (a browser with no
 * session) sees it on the public page. The flows take turns at 390 px and on a desktop rather than
 * each running at both. The lists are the run's, shared with other files: each test finds its own
 * items by names no other test uses.
 */

type Item = { id: string; status: string; position: number; fields: Record<string, unknown> };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openEditor(who: { username: string; password: string }, list: string, viewport: { width: number; height: number }) {
  const opened = await openPage(browser, { viewport });
  await logIn(opened.page, who.username, who.password, `/login?redirect=${encodeURIComponent(`/profile/admin/content?list=${list}`)}`);
  await main(opened.page).getByRole("heading", { level: 1, name: "Content" }).waitFor();
  // A list in sections (the board's groups, decision 136) has one list per section.
  await main(opened.page)
    .getByRole("list", { name: /in order$/ })
    .first()
    .waitFor();
  return opened;
}

const listOf = async (collection: string) => (await api<Item[]>("GET", `/api/content/${collection}?include=drafts`, await officerCookie())).data;
const named = (items: Item[], field: string, value: string) => items.find((item) => item.fields[field] === value);
const rowOf = (page: Page, name: string) =>
  main(page)
    .getByRole("list", { name: /in order$/ })
    .getByRole("listitem")
    .filter({ hasText: name });

/** A visitor: a browser with no session, on a public page as the Worker first serves it. */
async function visit(path: string, viewport: { width: number; height: number }) {
  const visitor = await openPage(browser, { viewport, fresh: true });
  await visitor.page.goto(path);
  return visitor;
}

/**
 * Waits until the image has loaded (scrolled to, for a lazy one) and was a real picture. A post's
 * page writes its article anew when the route's data arrives (the fallback the Worker filled gives
 * way to the route's own component), so the element first found can leave the page mid-wait: each
 * try finds the image again (CI once failed on "Element is not attached to the DOM").
 */
async function loaded(image: Locator) {
  await expect
    .poll(async () => {
      await image.scrollIntoViewIfNeeded({ timeout: 2000 }).catch(() => undefined);
      return image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0), undefined, { timeout: 2000 }).catch(() => 0);
    })
    .toBeGreaterThan(0);
}

describe("the officers' content editor", () => {
  it("on a 390 px phone: an officer adds a board member (errors at the fields first), moves them up, and deletes and restores them; a visitor sees them on /board with the portrait, in that order", async () => {
    const name = `Mei Chen ${unique().slice(-5)}`;
    const { page, context, errors } = await openEditor(SEEDED_OFFICER, "board", PHONE);
    const tabs = page.getByRole("navigation", { name: "Profile" });
    expect(await tabs.getByRole("link", { name: /^Content\s*officer$/ }).getAttribute("aria-current")).toBe("page");
    expect(await main(page).getByRole("navigation", { name: "Content lists" }).getByRole("link", { name: "Board" }).getAttribute("aria-current")).toBe("page");

    await main(page).getByRole("button", { name: "Add a board member" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a board member" });
    await dialog.getByLabel("Name", { exact: true }).fill(name);
    await dialog.getByLabel("Role").fill("Outreach Chair");
    await dialog.getByLabel("Bio").fill("Too short.");
    // A portrait from the phone's camera roll: resized in the browser, uploaded, described.
    await dialog.getByLabel("Choose a photo (Portrait)").setInputFiles({ name: "mei.png", mimeType: "image/png", buffer: await drawnPng(page, 900, 1200) });
    await dialog.getByText("Uploaded. Describe it in the alt text.").waitFor();
    await dialog.getByRole("button", { name: "Add a link" }).click();
    await dialog.getByLabel("Label (link 1)").fill("LinkedIn");
    await dialog.getByLabel("Address (link 1)").fill("linkedin.com/in/someone");
    await dialog.getByRole("button", { name: "Publish" }).click();
    // Checked with the collection's contract before anything is sent, each sentence at its field.
    await dialog.getByText("Choose the person's year.").waitFor();
    await dialog.getByText("Bio must be at least 40 characters.").waitFor();
    expect(await dialog.getByLabel("Group").evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await named(await listOf("board"), "name", name)).toBeUndefined();

    await dialog.getByLabel("Group").selectOption("chairs");
    await dialog.getByLabel("Year").selectOption("Second year");
    await dialog.getByLabel("Major").fill("Civil Engineering");
    await dialog.getByLabel("Bio").fill("Plans the chapter's service days and keeps in touch with the local high schools.");
    // Typed without its scheme, the address got https:// when the officer left the field.
    expect(await dialog.getByLabel("Address (link 1)").inputValue()).toBe("https://linkedin.com/in/someone");
    // A photo of a person needs its alt text: said at the field, not sent.
    await dialog.getByRole("button", { name: "Publish" }).click();
    await dialog.getByText("Alt text is required.").waitFor();
    await dialog.getByLabel("Portrait: alt text").fill(`Someone else at last year's banquet`);
    // Replacing the photo asks for its description anew: the old alt text described another picture.
    await dialog.getByLabel("Replace (Portrait)").setInputFiles({ name: "mei-2.png", mimeType: "image/png", buffer: await drawnPng(page, 900, 1200) });
    await dialog.getByText("Replaced. Describe the new image in the alt text.").waitFor();
    expect(await dialog.getByLabel("Portrait: alt text").inputValue()).toBe("");
    expect(await dialog.getByLabel("Portrait: alt text").evaluate((el) => el === document.activeElement)).toBe(true);
    await dialog.getByLabel("Portrait: alt text").fill(`${name} smiling in front of the engineering library`);
    await dialog.getByRole("button", { name: "Publish" }).click();
    await toast(page, `Published ${name}.`).waitFor();
    await dialog.waitFor({ state: "hidden" });
    const row = rowOf(page, name);
    await row.waitFor();
    const saved = named(await listOf("board"), "name", name)!;
    expect(saved).toMatchObject({
      status: "published",
      fields: { group: "chairs", links: [{ label: "LinkedIn", href: "https://linkedin.com/in/someone" }] },
    });
    expect(saved.fields).not.toHaveProperty("pronouns");
    const portrait = saved.fields.portrait as { src: string; alt: string };
    expect(portrait).toEqual({ src: expect.stringMatching(/^\/media\/[\w-]+-480\.webp$/), alt: `${name} smiling in front of the engineering library` });
    // Served from R2 as WebP, cached for good.
    const served = await fetch(new URL(portrait.src, baseUrl()));
    expect([served.status, served.headers.get("content-type"), served.headers.get("cache-control")]).toEqual([
      200,
      "image/webp",
      "public, max-age=31536000, immutable",
    ]);

    // Last of the chairs (the editor lists the board in the page's groups, decision 136): Move down is
    // off; Move up moves it past the chair before it in one step, and the keyboard stays on the moved item.
    const chairsInOrder = (await listOf("board")).filter((item) => item.fields.group === "chairs").sort((a, b) => a.position - b.position);
    const before = chairsInOrder.at(-2)!;
    expect(chairsInOrder.at(-1)!.id).toBe(saved.id);
    expect(await row.getByRole("button", { name: `Move down: ${name}` }).isDisabled()).toBe(true);
    await row.getByRole("button", { name: `Move up: ${name}` }).click();
    await expect.poll(async () => named(await listOf("board"), "name", name)!.position).toBe(before.position);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(`Move up: ${name}`);

    // Delete asks first, then offers Undo; Undo puts it back.
    await row.getByRole("button", { name: `More actions: ${name}` }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: `Delete ${name}?` });
    await confirm.getByRole("button", { name: "Delete board member" }).click();
    await toast(page, `Deleted ${name}.`).waitFor();
    await row.waitFor({ state: "detached" });
    await toast(page, `Deleted ${name}.`).getByRole("button", { name: "Undo" }).click();
    await toast(page, `Restored ${name}.`).waitFor();
    await row.waitFor();
    expect(named(await listOf("board"), "name", name)).toMatchObject({ status: "published" });

    // Deleted again, it waits under "Recently deleted" with the day it goes for good. (The Undo's
    // "Restored" toast, with the same words as the next one, is closed first.)
    await closeToast(page, `Restored ${name}.`);
    await row.getByRole("button", { name: `More actions: ${name}` }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await confirm.getByRole("button", { name: "Delete board member" }).click();
    await row.waitFor({ state: "detached" });
    await main(page).getByText("Recently deleted").click();
    await main(page)
      .getByRole("button", { name: `Restore ${name}` })
      .waitFor();
    await main(page)
      .getByText(/Gone for good after \w{3} \d{1,2}, \d{4}\./)
      .first()
      .waitFor();
    await main(page)
      .getByRole("button", { name: `Restore ${name}` })
      .click();
    await toast(page, `Restored ${name}.`).waitFor();
    await row.waitFor();
    expect(errors).toEqual([]);
    await context.close();

    // A visitor on the phone sees the new chair on /board with the portrait, among the chairs in the officer's order.
    const visitor = await visit("/board", PHONE);
    const card = main(visitor.page).getByRole("article", { name });
    await loaded(card.getByRole("img", { name: `${name} smiling in front of the engineering library` }));
    const chairs = (await api<Item[]>("GET", "/api/content/board", null)).data.filter((item) => item.fields.group === "chairs");
    const shown = await main(visitor.page)
      .locator('section[aria-labelledby="group-chairs"] article')
      .evaluateAll((cards) => cards.map((each) => each.getAttribute("aria-labelledby")));
    expect(shown).toEqual(chairs.map((item) => `member-${item.id}`));
    expect(shown).toContain(`member-${saved.id}`);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  it("on a desktop: an officer writes a post with a cover and a photo as a draft with a preview, then publishes it; a visitor sees both photos, and both pages pass axe in both themes", async () => {
    // Words no other file searches or filters by: the posts are the run's, shared.
    const suffix = unique().slice(-5);
    const title = `Field notes from the picnic ${suffix}`;
    const { page, context, errors } = await openEditor(SEEDED_OFFICER, "posts", DESKTOP);
    await main(page).getByRole("button", { name: "Add a post" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a post" });
    await dialog.getByLabel("Title").fill(title);
    // The address follows the title until typed.
    expect(await dialog.getByLabel("Address").inputValue()).toBe(title.toLowerCase().replace(/[^a-z0-9]+/g, "-"));
    await dialog.getByLabel("Summary").fill("What members said about the food, the games and the weather at the spring picnic.");
    await dialog.getByLabel("Date").fill("2026-10-14");
    await dialog.getByLabel("Author").fill("Communications Chair");
    await dialog.getByLabel("Tags").fill(`Recap, Field Notes ${suffix}`);
    // A cover photo, resized in the browser and uploaded, then described.
    const coverAlt = "Members on the lawn around the picnic tables at the spring picnic";
    await dialog
      .getByLabel("Choose a photo (Cover photo)")
      .setInputFiles({ name: "picnic.png", mimeType: "image/png", buffer: await drawnPng(page, 1600, 1067) });
    await dialog.getByText("Uploaded. Describe it in the alt text.").waitFor();
    await dialog.getByLabel("Cover photo: alt text").fill(coverAlt);
    // A photo in the text: an upload's address, as the media library gives it (here the cover's 960 px file).
    const photoSrc = (await dialog.getByRole("img", { name: `Cover photo: ${coverAlt}` }).getAttribute("src"))!;
    expect(photoSrc).toMatch(/^\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-960\.webp$/);
    const photoAlt = "The dumpling table, empty seven minutes after the picnic started";
    await dialog
      .getByLabel("Post", { exact: true })
      .fill(
        `# What we heard\n\nThe dumplings were gone in **seven minutes**. Bring more next time.\n\n![${photoAlt}](${photoSrc})\n\n- Start the games earlier.\n- Bring a second speaker.`,
      );
    await dialog.getByRole("button", { name: "Preview", exact: true }).click();
    const preview = dialog.getByRole("region", { name: "Preview of Post" });
    await preview.getByRole("heading", { level: 2, name: "What we heard" }).waitFor();
    expect(await preview.locator("strong").textContent()).toBe("seven minutes");
    await loaded(preview.getByRole("img", { name: photoAlt }));
    await dialog.getByRole("button", { name: "Save as draft" }).click();
    await toast(page, `Saved ${title} as a draft.`).waitFor();
    const row = rowOf(page, title);
    await row.getByText("Draft", { exact: true }).waitFor();
    const draft = named(await listOf("posts"), "title", title)!;
    expect(draft).toMatchObject({
      status: "draft",
      fields: { tags: ["recap", `field-notes-${suffix}`], date: "2026-10-14", cover: { src: photoSrc.replace("-960.", "-1440."), alt: coverAlt } },
    });
    // Not published: not in the public list.
    const published = await api<Item[]>("GET", "/api/content/posts", null);
    expect(named(published.data, "title", title)).toBeUndefined();

    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits).toBe(true);
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);

    await row.getByRole("button", { name: `More actions: ${title}` }).click();
    await page.getByRole("menuitem", { name: "Publish" }).click();
    await toast(page, `Published ${title}.`).waitFor();
    await row.getByRole("link", { name: `View on the site: ${title}` }).waitFor();
    expect(await row.getByRole("link", { name: `View on the site: ${title}` }).getAttribute("href")).toBe(`/blogs/${draft.fields.slug}`);
    expect(errors).toEqual([]);
    await context.close();

    // A visitor sees the post with its cover first, loaded at once, and the photo in its text.
    const visitor = await visit(`/blogs/${draft.fields.slug}`, DESKTOP);
    const article = main(visitor.page);
    await article.getByRole("heading", { level: 1, name: title }).waitFor();
    const cover = article.getByRole("img", { name: coverAlt });
    expect(await cover.getAttribute("fetchpriority")).toBe("high");
    await loaded(cover);
    await loaded(article.getByRole("img", { name: photoAlt }));
    // The theme follows the system's once the app has taken the page over.
    await visitor.page.waitForSelector("html[data-hydrated]");
    expect(await seriousViolationsInBothThemes(visitor.page)).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  it("on a 390 px phone: an officer adds a sponsor, a visitor sees it on /sponsors, and an admin grants a recruiter résumé-book access for it at once", async () => {
    const organisation = `Tidewater Instruments ${unique().slice(-5)}`;
    const { page, context, errors } = await openEditor(SEEDED_OFFICER, "sponsors", PHONE);
    await main(page).getByRole("button", { name: "Add a sponsor" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a sponsor" });
    await dialog.getByLabel("Organisation").fill(organisation);
    // The chapter's lowest tier, as the identity file names it.
    const tier = sponsorTiers[sponsorTiers.length - 1]!;
    await dialog.getByLabel("Tier").selectOption(tier.tier);
    await dialog.getByLabel("Website").fill("https://tidewater.example.com");
    await dialog.getByLabel("Description").fill("Builds sensors for coastal research and hires our interns.");
    await dialog.getByRole("button", { name: "Publish" }).click();
    await toast(page, `Published ${organisation}.`).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    const visitor = await visit("/sponsors", PHONE);
    const inTier = main(visitor.page).getByRole("region", { name: `${tier.label} sponsors` });
    await inTier.getByRole("link", { name: `${organisation} (opens in a new tab)` }).waitFor();
    expect(await inTier.getByText("Builds sensors for coastal research and hires our interns.").count()).toBeGreaterThan(0);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();

    const recruiter = await createMember("cm-recruit");
    const admin = await openPage(browser, { viewport: DESKTOP });
    await logIn(admin.page, SEEDED_ADMIN.username, SEEDED_ADMIN.password, "/login?redirect=/profile/admin/members");
    await main(admin.page).getByLabel("Search by name, username or e-mail").fill(recruiter.username);
    await main(admin.page).getByRole("button", { name: "Search", exact: true }).click();
    await main(admin.page)
      .getByRole("button", { name: `Sponsor access for ${recruiter.username}` })
      .click();
    const grant = admin.page.getByRole("dialog", { name: `Sponsor access for ${recruiter.username}` });
    await grant.getByLabel("Sponsor organisation").selectOption(organisation);
    await grant.getByRole("button", { name: "Grant access" }).click();
    await toast(admin.page, `${recruiter.username} can read the résumé book for ${organisation}. We e-mailed them an invitation.`).waitFor();
    const access = await api<{ organisation: string }>("GET", `/api/users/${recruiter.id}/sponsor-access`, await adminCookie());
    expect(access.data.organisation).toBe(organisation);
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });

  it("on a 390 px phone: an officer links a talk to an event with the picker, and the event's page then links to its slides", async () => {
    const event = await createEvent({ title: `Robotics Demo ${unique().slice(-5)}` });
    const title = `Demo walkthrough ${unique().slice(-5)}`;
    const slidesUrl = "https://example.com/demo-walkthrough.pdf";
    const made = await api<Item>("POST", "/api/content/slides", await officerCookie(), {
      status: "published",
      fields: { title, date: "2026-10-02", term: "fall-2026", slidesUrl },
    });
    expect(made.status, JSON.stringify(made.error)).toBe(201);

    const { page, context, errors } = await openEditor(SEEDED_OFFICER, "slides", PHONE);
    await rowOf(page, title)
      .getByRole("button", { name: `Edit: ${title}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Edit ${title}` });
    const picker = dialog.getByLabel("Event (optional)");
    expect(await picker.inputValue()).toBe("");
    // The chapter's events load as the form opens, each named with its day.
    await picker.locator("option", { hasText: event.title }).waitFor({ state: "attached" });
    await picker.selectOption(event.id);
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await toast(page, `Saved ${title}.`).waitFor();
    expect(named(await listOf("slides"), "title", title)?.fields.eventId).toBe(event.id);

    await gotoHydrated(page, `/events/${event.slug}`);
    const section = main(page).getByRole("region", { name: "Slides, recordings and photos" });
    expect(await section.getByRole("link", { name: `${title} (opens in a new tab)` }).getAttribute("href")).toBe(slidesUrl);
    expect(errors).toEqual([]);
    await context.close();
    // The events page's test counts the published talks: this one goes once it has proved its point.
    expect((await api("DELETE", `/api/content/slides/${made.data!.id}`, await officerCookie())).status).toBe(200);
  });
});
