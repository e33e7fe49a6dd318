import type { ReactNode } from "react";
import { Link } from "react-router";
import { secondaryButton } from "~/components/buttons";
import { MenuButton, type MenuItem } from "~/components/menu-button";
import { toast } from "~/lib/toast";
import { eventPath } from "~/shared/event-links";
import type { ChapterEventView } from "~/shared/events";
import { whenLabels } from "~/shared/time/event-when";
import { site } from "~/site.config";

export type RowAction = "edit" | "duplicate" | "rsvps" | "cancel" | "delete" | "history";

type AdminEventRowProps = {
  event: ChapterEventView;
  over: boolean;
  /** Controls of other features for this event, after the row's own. */
  tools?: ReactNode;
  onAction: (action: RowAction) => void;
};

/** The event page's full address on the clipboard, to paste into a chat or a mail. */
async function copyEventLink(event: ChapterEventView) {
  const url = new URL(eventPath(event.slug), window.location.origin).href;
  try {
    await navigator.clipboard.writeText(url);
    toast.success(`Link copied: ${url}`);
  } catch {
    // No clipboard (permission refused, an old browser): the address, to copy by hand.
    toast.blank(`Copy this link: ${url}`, { duration: 15_000 });
  }
}

/**
 * One event in the officers' list: what, when, where, RSVPs, and the
 * actions, each named after the event for screen readers: the everyday ones
 * as buttons, the rest (duplicate, copy link, cancel, delete) in a menu.
 */
export function AdminEventRow({ event, over, tools, onAction }: AdminEventRowProps) {
  const when = whenLabels(event, site.timeZone);
  const cancelled = event.status === "cancelled";
  const anyRsvp = event.rsvpCount + event.waitlistCount > 0;
  const button = (action: RowAction, label: string) => (
    <button type="button" className={secondaryButton} onClick={() => onAction(action)} aria-label={`${label}: ${event.title}`}>
      {label}
    </button>
  );
  // What an officer does less often, or cannot take back, waits in the menu.
  const more: MenuItem[] = [
    { label: "Duplicate", onSelect: () => onAction("duplicate") },
    { label: "Copy link", onSelect: () => void copyEventLink(event) },
    // Each save and what it changed, with a restore of any version (decision 130).
    { label: "History", onSelect: () => onAction("history") },
    ...(!cancelled && !over ? [{ label: "Cancel event", onSelect: () => onAction("cancel"), danger: true }] : []),
    // Once anyone has RSVPed, an event is on record: it can be cancelled, not deleted (the API says the same).
    ...(!anyRsvp ? [{ label: "Delete", onSelect: () => onAction("delete"), danger: true }] : []),
  ];
  return (
    <li className="flex flex-wrap items-start gap-x-6 gap-y-3 py-4">
      <div className="min-w-0 flex-1 basis-64">
        <p className="text-xs font-semibold uppercase tracking-wider text-link">
          {event.category}
          {cancelled && <span className="ml-2 rounded bg-red-700 px-1.5 py-0.5 text-white">Cancelled</span>}
          {!event.rsvpOpen && !cancelled && <span className="ml-2 text-ink-muted">RSVPs closed</span>}
        </p>
        <p className="mt-1 font-semibold text-ink">
          <Link to={eventPath(event.slug)} className="hover:underline">
            {event.title}
          </Link>
        </p>
        <p className="text-sm text-ink-muted">
          <time dateTime={event.startsAt}>{when.date}</time>, {when.time}
        </p>
        <p className="wrap-anywhere text-sm text-ink-muted">{event.location}</p>
        <p className="text-sm text-ink">
          {event.rsvpCount} going{event.capacity !== null ? ` of ${event.capacity}` : ""}
          {event.waitlistCount > 0 ? ` · ${event.waitlistCount} on the waitlist` : ""}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {button("edit", "Edit")}
        {button("rsvps", "RSVPs")}
        {tools}
        <MenuButton label="More" accessibleLabel={`More actions: ${event.title}`} items={more} />
      </div>
    </li>
  );
}
