import type { Page } from "playwright-core";

/** The page's main landmark: where a screen's own content is. */
export const main = (page: Page) => page.getByRole("main");

/**
 * The toasts on screen. Sonner keeps a dismissed toast in the DOM while it fades
 * out (`data-removed="true"`), so a second "Saved" right after the first would otherwise match twice.
 */
export const toasts = (page: Page) => page.locator('[data-sonner-toast]:not([data-removed="true"])');

/** The toast on screen with this text (see `toasts`). */
export const toast = (page: Page, text: string | RegExp) => toasts(page).filter({ hasText: text });

/**
 * Closes the toast with this text by its close button and waits until it has gone, so that the next
 * toast with the same words is the next action's. (Waiting for it to time out is not reliable: sonner
 * holds toasts while the pointer or the focus is on its area, which on a phone spans the top.)
 */
export async function closeToast(page: Page, text: string | RegExp) {
  const shown = toast(page, text);
  await shown.getByRole("button", { name: "Close toast" }).click();
  await shown.waitFor({ state: "hidden" });
}
