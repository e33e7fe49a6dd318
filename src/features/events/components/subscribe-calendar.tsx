import { useState } from "react";
import { secondaryButton } from "~/components/buttons";
import { inputClass } from "~/components/field";
import { useHydrated } from "~/lib/use-hydrated";
import { calendarSubscribeLinks, PUBLIC_CALENDAR_PATH } from "~/shared/event-links";
import { site } from "~/site.config";
import { CalendarAppLinks } from "./calendar-app-links";

/**
 * "Subscribe": the chapter's calendar feed in the member's own calendar app
 * (webcal:), in Google Calendar, or as an address to paste anywhere else.
 * A disclosure, closed at first, so the events below do not move.
 */
export function SubscribeCalendar() {
  // The prerendered page names the deployed site; in the browser, the address it is served from.
  const origin = useHydrated() ? window.location.origin : site.url;
  const links = calendarSubscribeLinks(`${origin}${PUBLIC_CALENDAR_PATH}`);
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(links.url);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, or permission refused): the address is selectable in the field.
      document.getElementById("calendar-url")?.focus();
    }
  }

  return (
    <details className="rounded-xl border border-line bg-surface-raised p-4">
      <summary className="cursor-pointer font-semibold text-ink">Subscribe to the calendar</summary>
      <div className="mt-3 space-y-3 text-sm text-ink">
        <p className="text-ink-muted">Every event, kept up to date in your own calendar: new events, changes and cancellations appear on their own.</p>
        <CalendarAppLinks links={links} />
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 basis-64 space-y-1">
            <label htmlFor="calendar-url" className="block font-medium">
              Or paste this address into any calendar app
            </label>
            <input id="calendar-url" readOnly value={links.url} onFocus={(event) => event.currentTarget.select()} className={inputClass} />
          </div>
          <button type="button" className={secondaryButton} onClick={() => void copy()}>
            {copied ? "Copied" : "Copy address"}
          </button>
        </div>
        <p role="status" className="sr-only">
          {copied ? "The address is copied." : ""}
        </p>
      </div>
    </details>
  );
}
