import type { Page } from "playwright-core";

/** The page's main landmark: where a screen's own content is. */
export const main = (page: Page) => page.getByRole("main");

/**
 * A toast on screen with this text. Sonner keeps a dismissed toast in the DOM while it fades
 * out (`data-removed="true"`), so a second "Saved" right after the first would otherwise match twice.
 */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]:not([data-removed="true"])').filter({ hasText: text });
