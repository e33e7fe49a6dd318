import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GALLERY_PHOTOS, GALLERY_TERMS } from "../../src/content/gallery";
import { termLabel } from "../../src/shared/content/term-keys";
import { sampleMediaSrc } from "../../scripts/seed/sample-media";
import { baseUrl, gotoHydrated, launchBrowser, MOBILE, openPage } from "./browser";
import { main } from "./screen";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const photosOf = (term: string) => GALLERY_PHOTOS.filter((p) => p.term === term);
/** The seed's terms, newest first (src/content/gallery.ts): the newest, the one before and the oldest. */
const [newest, second, oldest] = [GALLERY_TERMS[0]!, GALLERY_TERMS[1]!, GALLERY_TERMS.at(-1)!];

describe("gallery", () => {
  it("shows the newest term, and the term links switch between the seed's terms", async () => {
    const { page, context, errors } = await openPage(browser);
    await gotoHydrated(page, "/gallery");
    const selector = main(page).getByRole("navigation", { name: "Term" });
    expect(await selector.getByRole("link").allTextContents()).toEqual(GALLERY_TERMS.map(termLabel));
    expect(await selector.getByRole("link", { name: termLabel(newest) }).getAttribute("aria-current")).toBe("page");
    const grid = main(page)
      .getByRole("region", { name: /\d{4}$/ })
      .getByRole("list");
    expect(await grid.getByRole("img").count()).toBe(photosOf(newest).length);

    await selector.getByRole("link", { name: termLabel(second) }).click();
    await expect.poll(() => selector.getByRole("link", { name: termLabel(second) }).getAttribute("aria-current")).toBe("page");
    expect(await selector.getByRole("link", { name: termLabel(newest) }).getAttribute("aria-current")).toBeNull();
    expect(new URL(page.url()).search).toBe(`?term=${second}`);
    await page.getByRole("heading", { level: 2, name: termLabel(second) }).waitFor();
    const alts = await grid.getByRole("img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")));
    expect(alts).toEqual(photosOf(second).map((p) => p.alt));

    await selector.getByRole("link", { name: termLabel(oldest) }).click();
    await page.getByRole("heading", { level: 2, name: termLabel(oldest) }).waitFor();
    expect(await grid.getByRole("img").count()).toBe(photosOf(oldest).length);
    expect(errors).toEqual([]);
    await context.close();

    // Before any script runs (decision 083): a term's address shows its photos, and a photo links to its largest file.
    const plain = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const still = await plain.newPage();
    await still.goto(`/gallery?term=${second}`);
    const first = photosOf(second)[0]!;
    const link = main(still).getByRole("link", { name: first.alt });
    // The sample photos are the local seed's uploads, served by the Worker from the local file store (decision 101).
    expect(await link.getAttribute("href")).toBe(sampleMediaSrc(first.image, "photo"));
    expect((await plain.request.get((await link.getAttribute("href"))!)).headers()["content-type"]).toBe("image/webp");
    await plain.close();
  });

  it("serves responsive WebP images with width and height: the first at once (the LCP), the rest lazily", async () => {
    const { page, context } = await openPage(browser, { viewport: MOBILE });
    await gotoHydrated(page, "/gallery");
    const images = main(page).locator("picture img");
    const attributes = await images.evaluateAll((imgs) =>
      imgs.map((img) => ({ width: img.getAttribute("width"), height: img.getAttribute("height"), loading: img.getAttribute("loading") })),
    );
    for (const a of attributes) expect(Number(a.width) / Number(a.height)).toBeCloseTo(1.5, 2);
    expect(attributes[0]!.loading).toBe("eager");
    expect(attributes.slice(1).every((a) => a.loading === "lazy")).toBe(true);
    const sources = await main(page).locator("picture source[type='image/webp']").first().getAttribute("srcset");
    const firstPhoto = sampleMediaSrc(photosOf(newest)[0]!.image, "photo").replace(/-1440\.webp$/, "");
    expect(sources).toBe(`${firstPhoto}-480.webp 480w, ${firstPhoto}-960.webp 960w, ${firstPhoto}-1440.webp 1440w`);
    // The first photo has loaded, from the Worker's file store.
    await expect.poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await images.first().evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /^http.+\/media\/(?:[0-9a-f]{16}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-\d+\.webp$/,
    );
    const webp = await context.request.get(`${firstPhoto}-480.webp`);
    expect(webp.status()).toBe(200);
    expect(webp.headers()["content-type"]).toBe("image/webp");
    await context.close();
  });

  it("opens a photo in a dialog: arrow keys browse, Escape closes, focus returns to the photo", async () => {
    const { page, context, errors } = await openPage(browser);
    await gotoHydrated(page, "/gallery");
    const photos = photosOf(GALLERY_TERMS[0]!);
    const thumbnails = main(page).getByRole("link", { name: photos[0]!.alt });
    await thumbnails.focus();
    await page.keyboard.press("Enter");

    const dialog = page.getByRole("dialog", { name: "Photo viewer" });
    await dialog.waitFor();
    expect(await dialog.getByText(`Photo 1 of ${photos.length}`).isVisible()).toBe(true);
    expect(await dialog.getByRole("img").getAttribute("alt")).toBe(photos[0]!.alt);
    // Focus is inside the modal dialog.
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press("ArrowRight");
    await dialog.getByText(`Photo 2 of ${photos.length}`).waitFor();
    expect(await dialog.getByRole("img").getAttribute("alt")).toBe(photos[1]!.alt);
    expect(await dialog.locator("figcaption").textContent()).toBe(photos[1]!.caption);
    await page.keyboard.press("ArrowRight");
    await dialog.getByText(`Photo 3 of ${photos.length}`).waitFor();
    await page.keyboard.press("ArrowLeft");
    await dialog.getByText(`Photo 2 of ${photos.length}`).waitFor();
    // Wraps around from the first photo to the last.
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await dialog.getByText(`Photo ${photos.length} of ${photos.length}`).waitFor();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await dialog.getByText(`Photo 2 of ${photos.length}`).waitFor();

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    // Back on the photo that was showing (the second), not the page's top.
    await expect.poll(() => page.evaluate(() => document.activeElement?.querySelector("img")?.getAttribute("alt"))).toBe(photos[1]!.alt);

    // The buttons do the same by mouse.
    await main(page).getByRole("link", { name: photos[2]!.alt }).click();
    await dialog.getByText(`Photo 3 of ${photos.length}`).waitFor();
    await dialog.getByRole("button", { name: "Next photo" }).click();
    await dialog.getByText(`Photo 4 of ${photos.length}`).waitFor();
    await dialog.getByRole("button", { name: "Previous photo" }).click();
    await dialog.getByText(`Photo 3 of ${photos.length}`).waitFor();
    await dialog.getByRole("button", { name: "Close photo viewer" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.querySelector("img")?.getAttribute("alt"))).toBe(photos[2]!.alt);
    expect(errors).toEqual([]);
    await context.close();
  });
});
