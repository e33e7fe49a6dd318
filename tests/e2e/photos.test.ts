import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logIn, officerCookie, SEEDED_OFFICER } from "./accounts";
import { api, unique } from "./api";
import { seriousViolationsInBothThemes } from "./axe";
import { copiedText, DESKTOP, launchBrowser, openPage, PHONE, recordClipboard } from "./browser";
import { drawnPng } from "./images";
import { main, toast } from "./screen";

/**
 * Photos as on a phone's gallery (issue 35): an album takes many photos at once, resized and
 * uploaded a few at a time with a retry for one that fails, and the gallery titles it; a post's text
 * gets "Insert photo" (an upload, or the library's) where the cursor is, and its preview shows it;
 * the library copies the site's own path.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openEditor(list: string, viewport: { width: number; height: number }) {
  const opened = await openPage(browser, { viewport });
  await logIn(opened.page, SEEDED_OFFICER.username, SEEDED_OFFICER.password, `/login?redirect=${encodeURIComponent(`/profile/admin/content?list=${list}`)}`);
  await main(opened.page).getByRole("heading", { level: 1, name: "Content" }).waitFor();
  await main(opened.page)
    .getByRole("list", { name: /in order$/ })
    .first()
    .waitFor();
  return opened;
}

/** Waits until the image has loaded and was a real picture. */
async function loaded(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0), undefined, { timeout: 2000 }).catch(() => 0))
    .toBeGreaterThan(0);
}

type Album = { id: string; fields: { title: string; photos: { src: string; alt: string; caption?: string }[] } };

describe("photos", () => {
  it("on a 390 px phone: six photos picked at once are uploaded three at a time, one retried after a failure, captioned and reordered; /gallery shows them under the album's title", async () => {
    const { page, errors } = await openEditor("albums", PHONE);
    const title = `Robot social ${unique().slice(-5)}`;
    await main(page)
      .getByRole("button", { name: /^Add a/ })
      .click();
    const dialog = page.getByRole("dialog", { name: /^Add a/ });
    await dialog.getByLabel("Title").fill(title);
    const term = `fall-${new Date().getFullYear()}`;
    await dialog.getByLabel("Term").selectOption(term);

    // The uploads the Worker is sent, and how many run at once; the first one fails on the way.
    let running = 0;
    let most = 0;
    let failedOnce = false;
    await page.route("**/api/media", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      if (!failedOnce) {
        failedOnce = true;
        return route.abort("connectionreset");
      }
      running++;
      most = Math.max(most, running);
      try {
        await route.continue();
        // The answer comes back while the others may still be going.
        await route.request().response();
      } finally {
        running--;
      }
    });

    const files = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => ({ name: `social-${i + 1}.png`, mimeType: "image/png", buffer: await drawnPng(page, 1500 + i * 20, 1000) })),
    );
    await dialog.getByLabel("Add photos").setInputFiles(files);
    // One failed: it says so and offers a retry; the others went through.
    const uploads = dialog.getByRole("list", { name: "Photos being uploaded" });
    await uploads.getByRole("button", { name: /^Retry social-\d\.png$/ }).waitFor();
    await dialog.getByText("1 photo could not be uploaded: retry or leave it out.").waitFor();
    await expect.poll(() => dialog.getByLabel(/^Photo \d: alt text$/).count()).toBe(5);
    await uploads.getByRole("button", { name: /^Retry/ }).click();
    await uploads.waitFor({ state: "detached" });
    await expect.poll(() => dialog.getByLabel(/^Photo \d: alt text$/).count()).toBe(6);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(3);

    for (let i = 1; i <= 6; i++) await dialog.getByLabel(`Photo ${i}: alt text`).fill(`Members building robot number ${i} at the social`);
    await dialog.getByLabel("Caption of photo 1 (optional)").fill("The first robot of the night.");
    // The first photo moved to second place.
    await dialog.getByRole("button", { name: "Move photo 1 later" }).click();
    expect(await dialog.getByLabel("Caption of photo 2 (optional)").inputValue()).toBe("The first robot of the night.");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await dialog.getByRole("button", { name: "Publish" }).click();
    await toast(page, `Published ${title}.`).waitFor();

    const albums = (await api<Album[]>("GET", "/api/content/albums?include=drafts", await officerCookie())).data;
    const album = albums.find((each) => each.fields.title === title)!;
    expect(album.fields.photos).toHaveLength(6);
    expect(album.fields.photos[1]).toMatchObject({ alt: "Members building robot number 1 at the social", caption: "The first robot of the night." });
    for (const photo of album.fields.photos) expect(photo.src).toMatch(/^\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-1440\.webp$/);
    expect(new Set(album.fields.photos.map((photo) => photo.src)).size).toBe(6);
    expect(errors.filter((line) => !line.includes("ERR_CONNECTION_RESET") && !line.includes("Failed to fetch"))).toEqual([]);

    // A visitor sees the album under its title, its photos in the order saved.
    const visitor = await openPage(browser, { viewport: PHONE, fresh: true });
    await visitor.page.goto(`/gallery?term=${term}`);
    const heading = main(visitor.page).getByRole("heading", { level: 3, name: title });
    await heading.waitFor();
    const alts = await main(visitor.page)
      .locator("h3", { hasText: title })
      .locator("xpath=following-sibling::ul[1]")
      .getByRole("img")
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")));
    expect(alts).toEqual(album.fields.photos.map((photo) => photo.alt));
    await visitor.context.close();
    await api("DELETE", `/api/content/albums/${album.id}`, await officerCookie());
  }, 120_000);

  it("on a desktop: “Insert photo” puts an upload and a library photo where the cursor is, the preview shows both, the library copies /media/… and axe finds nothing", async () => {
    const { page, errors } = await openEditor("posts", DESKTOP);
    await main(page).getByRole("button", { name: "Add a post" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a post" });
    const post = dialog.getByLabel("Post", { exact: true });
    await post.fill("Before the photo.\n\nAfter the photo.");
    // The cursor after "Before the photo."
    await post.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(17, 17));

    await dialog.getByRole("button", { name: "Insert photo into Post" }).click();
    const insert = page.getByRole("dialog", { name: "Insert a photo" });
    const name = `booth-${unique()}.png`;
    await insert.getByLabel("Choose a photo to upload").setInputFiles({ name, mimeType: "image/png", buffer: await drawnPng(page, 1500, 1000) });
    await insert.getByRole("heading", { name: `Chosen: ${name}` }).waitFor();
    // No alt text: said at the field, nothing inserted.
    await insert.getByRole("button", { name: "Insert photo" }).click();
    await insert.getByText("Describe what the photo shows, for people who cannot see it.").waitFor();
    await insert.getByLabel("Alt text").fill("Members at the booth");
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await insert.getByLabel("Alt text").press("Enter");
    await insert.waitFor({ state: "detached" });
    const first = /!\[Members at the booth\]\((\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-1440\.webp)\)/;
    const text = await post.inputValue();
    const src = first.exec(text)?.[1];
    expect(text).toBe(`Before the photo.\n\n![Members at the booth](${src})\n\nAfter the photo.`);
    // The typing goes on after the photo.
    expect(await post.evaluate((area: HTMLTextAreaElement) => [document.activeElement === area, area.selectionStart])).toEqual([
      true,
      text.indexOf("\n\nAfter"),
    ]);

    // The same photo again, from the library, at the end.
    await post.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(area.value.length, area.value.length));
    await dialog.getByRole("button", { name: "Insert photo into Post" }).click();
    await insert.getByRole("button", { name: `Use ${name}` }).click();
    await insert.getByLabel("Alt text").fill("The booth again, from the library");
    await insert.getByRole("button", { name: "Insert photo" }).click();
    await insert.waitFor({ state: "detached" });
    expect(await post.inputValue()).toBe(`${text}\n\n![The booth again, from the library](${src})`);

    await dialog.getByRole("button", { name: "Preview", exact: true }).click();
    const preview = dialog.getByRole("region", { name: "Preview of Post" });
    await loaded(preview.getByRole("img", { name: "Members at the booth" }));
    await loaded(preview.getByRole("img", { name: "The booth again, from the library" }));
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(errors).toEqual([]);

    // The library's "Copy address" gives the site's own path, which content takes as it is.
    await recordClipboard(page);
    await page.goto("/profile/admin/media");
    const card = main(page).getByRole("listitem").filter({ hasText: name });
    await card.getByRole("button", { name: `Copy address of ${name}` }).click();
    await toast(page, "Address copied.").waitFor();
    expect(await copiedText(page)).toBe(src);
  });

  it("on a 390 px phone: a sponsor's SVG logo is drawn into WebP files on the device and stored as such, never as SVG", async () => {
    const { page, errors } = await openEditor("sponsors", PHONE);
    await main(page).getByRole("button", { name: "Add a sponsor" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a sponsor" });
    // A logo as designers send it: a viewBox and no pixel size, a script inside.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><script>alert(1)</script><rect width="120" height="40" rx="6" fill="#0f766e"/><circle cx="20" cy="20" r="12" fill="#fde68a"/></svg>`;
    await dialog.getByLabel("Choose a logo (Logo)").setInputFiles({ name: "orchard.svg", mimeType: "image/svg+xml", buffer: Buffer.from(svg) });
    await dialog.getByText("Uploaded. Describe it in the alt text.").waitFor();
    const src = (await dialog.getByRole("img", { name: "Logo (no alt text yet)" }).getAttribute("src"))!;
    expect(src).toMatch(/^\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-\d+\.webp$/);
    // Both of the logo's widths, as WebP: the drawing was made large enough for the widest.
    const widest = src.replace(/-\d+\.webp$/, "-400.webp");
    const served = await page.request.get(widest);
    expect([served.status(), served.headers()["content-type"]]).toEqual([200, "image/webp"]);
    expect((await served.body()).subarray(8, 12).toString()).toBe("WEBP");
    // Not an SVG anywhere in the library.
    const library = await api<{ fileName: string; variants: { src: string }[] }[]>("GET", "/api/media?page=1&pageSize=10", await officerCookie());
    const stored = library.data.find((item) => item.variants.some((variant) => variant.src === widest))!;
    expect(stored.variants.map((variant) => variant.src.slice(-9))).toEqual(["-200.webp", "-400.webp"]);
    // A broken drawing says so at the field.
    await dialog.getByLabel("Replace (Logo)").setInputFiles({ name: "broken.svg", mimeType: "image/svg+xml", buffer: Buffer.from("<svg") });
    await dialog.getByText("“broken.svg” is not an SVG drawing this browser can read.", { exact: false }).waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(errors).toEqual([]);
  });
});
