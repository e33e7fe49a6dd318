import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readWebpHeader } from "../../worker/features/media/lib/webp-header";
import { logIn, officerCookie, SEEDED_OFFICER } from "./accounts";
import { api, unique } from "./api";
import { seriousViolationsInBothThemes } from "./axe";
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE } from "./browser";
import { main, toast } from "./screen";
import { drawnPng } from "./images";

/**
 * The officers' media library (/profile/admin/media, decision 078): a picture
 * chosen on the device is resized there into WebP files of its kind's widths
 * and uploaded; the library shows it, copies its address, and deletes it
 * unless content uses it. The pictures are drawn by the test in the browser
 * (no image file in the repository).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openLibrary(viewport: { width: number; height: number }) {
  const opened = await openPage(browser, { viewport });
  await logIn(opened.page, SEEDED_OFFICER.username, SEEDED_OFFICER.password, `/login?redirect=${encodeURIComponent("/profile/admin/media")}`);
  await main(opened.page).getByRole("heading", { level: 1, name: "Media" }).waitFor();
  await main(opened.page).getByRole("heading", { name: "Uploaded images" }).waitFor();
  return opened;
}

async function upload(page: Page, kind: "Photo" | "Portrait" | "Logo", name: string, png: Buffer) {
  await main(page)
    .getByRole("radio", { name: new RegExp(`^${kind}`) })
    .check({ force: true });
  await main(page).getByLabel("Choose a picture to upload").setInputFiles({ name, mimeType: "image/png", buffer: png });
  await toast(page, "Image uploaded.").waitFor();
}

const card = (page: Page, name: string) => main(page).getByRole("listitem").filter({ hasText: name });

describe("the media library", () => {
  it("on a 390 px phone: an officer uploads a photo, sees it with each width the Worker stored as WebP, and deletes it", async () => {
    const { page, errors } = await openLibrary(PHONE);
    const name = `fair-${unique()}.png`;
    await upload(page, "Photo", name, await drawnPng(page, 1600, 1200));

    const item = card(page, name);
    await item.waitFor();
    expect(await item.textContent()).toContain("Photo · 1440 × 960");
    const links = item.getByRole("link");
    expect(await links.allTextContents()).toEqual(["480", "960", "1440"]);
    // Each width is WebP of the right size, served as the Worker stored it.
    for (const [i, width] of [480, 960, 1440].entries()) {
      const href = await links.nth(i).getAttribute("href");
      expect(href).toMatch(new RegExp(`^/media/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-${width}\\.webp$`));
      const response = await fetch(`${baseUrl()}${href}`);
      expect(response.headers.get("Content-Type")).toBe("image/webp");
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(readWebpHeader(new Uint8Array(await response.arrayBuffer()))).toMatchObject({ ok: true, width, height: (width * 2) / 3 });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await item.getByRole("button", { name: `Delete ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this image?" });
    await dialog.getByRole("button", { name: "Delete image" }).click();
    await toast(page, "Image deleted.").waitFor();
    await item.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
  });

  it("refuses a picture smaller than the kind's smallest size, with a sentence at the form", async () => {
    const { page } = await openLibrary(PHONE);
    await main(page)
      .getByRole("radio", { name: /^Portrait/ })
      .check({ force: true });
    await main(page)
      .getByLabel("Choose a picture to upload")
      .setInputFiles({ name: "tiny.png", mimeType: "image/png", buffer: await drawnPng(page, 200, 200) });
    await main(page)
      .getByRole("alert")
      .filter({ hasText: "This picture is 200 × 200 pixels: a portrait needs at least 240 × 300 pixels. Choose a larger one." })
      .waitFor();
    await main(page)
      .getByLabel("Choose a picture to upload")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") });
    await main(page).getByRole("alert").filter({ hasText: "“notes.txt” is not a picture." }).waitFor();
  });

  it("on a desktop: the grid and the dialog fit, the dialog says which content uses the image, and axe finds nothing in light and dark", async () => {
    const { page, errors } = await openLibrary(DESKTOP);
    const name = `logo-${unique()}.png`;
    await upload(page, "Logo", name, await drawnPng(page, 600, 300));
    const item = card(page, name);
    await item.waitFor();
    expect(await item.getByRole("link").allTextContents()).toEqual(["200", "400"]);

    // A sponsor (a draft) shows the logo: the library refuses to delete it, naming the sponsor.
    const src = await item.getByRole("link", { name: /^400 pixels/ }).getAttribute("href");
    const organisation = `Orchard ${unique()}`;
    const cookie = await officerCookie();
    const sponsor = await api<{ id: string }>("POST", "/api/content/sponsors", cookie, {
      status: "draft",
      fields: {
        organisation,
        tier: "gold",
        link: "https://example.com",
        blurb: "Builds instruments for river research.",
        logo: { src, alt: "Orchard's logo" },
      },
    });
    expect(sponsor.status, JSON.stringify(sponsor.error)).toBe(201);

    await item.getByRole("button", { name: `Delete ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this image?" });
    await dialog.getByRole("button", { name: "Delete image" }).click();
    await dialog
      .getByRole("alert")
      .filter({ hasText: `This image is used by 1 item: ${organisation} (sponsors).` })
      .waitFor();

    const fits = await page.evaluate(() => {
      const box = document.querySelector("dialog[open]")!.getBoundingClientRect();
      return document.documentElement.scrollWidth <= window.innerWidth && box.left >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight;
    });
    expect(fits).toBe(true);
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);

    // With the logo taken off the sponsor, the delete goes through.
    const patched = await api("PATCH", `/api/content/sponsors/${sponsor.data.id}`, cookie, { fields: { logo: null } });
    expect(patched.status).toBe(200);
    await dialog.getByRole("button", { name: "Delete image" }).click();
    await toast(page, "Image deleted.").waitFor();
    await item.waitFor({ state: "detached" });
    await api("DELETE", `/api/content/sponsors/${sponsor.data.id}`, cookie);
    // The failed delete's toast is the only console error the browser reports (the 409 itself).
    expect(errors.filter((line) => !line.includes("409"))).toEqual([]);
  });
});
