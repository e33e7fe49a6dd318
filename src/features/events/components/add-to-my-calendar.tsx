import { Link } from "react-router";
import { textLink } from "~/components/buttons";
import { MY_CALENDAR_PATH } from "~/shared/calendar-page";
import { calendarSubscribeLinks, PUBLIC_CALENDAR_PATH } from "~/shared/event-links";
import { CalendarAppLinks } from "./calendar-app-links";
import { useHydrated } from "~/lib/use-hydrated";
import { site } from "~/site.config";

/**
 * "Add to my calendar" on an event's page (decision 122): a member's own
 * feed — the events they RSVP to, with reminders from their own calendar —
 * is made on My events; anyone can subscribe to the chapter's feed here.
 */
export function AddToMyCalendar({ signedIn }: { signedIn: boolean }) {
  const origin = useHydrated() ? window.location.origin : site.url;
  const links = calendarSubscribeLinks(`${origin}${PUBLIC_CALENDAR_PATH}`);
  return (
    <details className="mt-4">
      <summary className="cursor-pointer font-medium text-ink">Add to my calendar</summary>
      <div className="mt-2 space-y-2 text-ink">
        {signedIn ? (
          <p>
            Your calendar can remind you the day before and an hour before, for free:{" "}
            <Link to={MY_CALENDAR_PATH} className={textLink}>
              make your calendar address on My events
            </Link>{" "}
            and every event you RSVP to appears in it, kept up to date.
          </p>
        ) : (
          <p>Every event of the chapter, kept up to date in your own calendar:</p>
        )}
        {!signedIn && <CalendarAppLinks links={links} />}
      </div>
    </details>
  );
}
