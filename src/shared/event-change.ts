import { formatInstant } from "./time/formats";

/**
 * The one wording of a change to an event (issue 35.6, decision 121): what the
 * mail's subject and summary, the chats' post and a push notification say.
 * The subject names what changed — "Moved to Thu, Dec 5, 6:00 PM CST: Résumé
 * Night", "New place: Résumé Night, now at Room 210", "Renamed:
 * Résumé Night (was Resume Night)" — so a member knows from the inbox whether
 * to open it. Pure: the chapter's time zone is passed in (contracts import
 * nothing else).
 */

/** The fields of an event a change is told from (those that raise its SEQUENCE). */
export type ChangedEventFields = {
  title: string;
  startsAt: number;
  endsAt: number;
  location: string;
  locationUrl: string | null;
  status: "scheduled" | "cancelled";
};

export type EventChangeWording = {
  kind: "changed" | "cancelled" | "back";
  /** The mail's subject and the first line of a chat post or push: what changed, then the event. */
  subject: string;
  /** One line per field that changed ("When: … → …"), or the officers' reason for a cancellation. */
  lines: string[];
};

const when = (ms: number, timeZone: string) => formatInstant("dayTime", ms, timeZone);

/** How one event changed from `before` to `after`, in the words every channel uses. */
export function describeEventChange(before: ChangedEventFields, after: ChangedEventFields, timeZone: string, reason?: string): EventChangeWording {
  if (before.status !== after.status) {
    return after.status === "cancelled"
      ? {
          kind: "cancelled",
          subject: `Cancelled: ${after.title}`,
          lines: [`${after.title} (${when(after.startsAt, timeZone)}) will not take place.`, ...(reason ? [reason] : [])],
        }
      : {
          kind: "back",
          subject: `Back on: ${after.title}`,
          lines: [`${after.title} takes place after all: ${when(after.startsAt, timeZone)}, ${after.location}.`],
        };
  }
  const moved = before.startsAt !== after.startsAt;
  const ends = before.endsAt !== after.endsAt;
  const placed = before.location !== after.location;
  const directions = !placed && before.locationUrl !== after.locationUrl;
  const renamed = before.title !== after.title;
  const lines: string[] = [];
  if (moved || ends)
    lines.push(`When: ${when(before.startsAt, timeZone)} → ${when(after.startsAt, timeZone)}${ends ? ` (ends ${when(after.endsAt, timeZone)})` : ""}`);
  if (placed) lines.push(`Where: ${before.location} → ${after.location}`);
  else if (directions) lines.push(`Where: ${after.location}, with new directions${after.locationUrl ? `: ${after.locationUrl}` : ""}`);
  if (renamed) lines.push(`Title: ${before.title} → ${after.title}`);
  const was = renamed ? ` (was ${before.title})` : "";
  let subject: string;
  if (moved && placed) subject = `Moved to ${when(after.startsAt, timeZone)}, ${after.location}: ${after.title}${was}`;
  else if (moved) subject = `Moved to ${when(after.startsAt, timeZone)}: ${after.title}${was}`;
  else if (placed) subject = `New place: ${after.title}${was}, now at ${after.location}`;
  else if (ends) subject = `New end time, ${when(after.endsAt, timeZone)}: ${after.title}${was}`;
  else if (renamed) subject = `Renamed: ${after.title}${was}`;
  else if (directions) subject = `New directions: ${after.title}`;
  else subject = `Changed: ${after.title}`;
  return { kind: "changed", subject, lines };
}
