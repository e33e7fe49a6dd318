import { calendarSubscribeLinks, eventPath, type CalendarFeed, type CalendarFeedStatus, type RsvpStatus } from "../../../../src/shared/events";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";
import { calendar, type CalendarEvent } from "../../../../src/shared/ics";
import { site } from "../../../../src/site.config";
import { deleteFeedOfUserQuery, feedByTokenQuery, findFeedOfUser, saveFeedTokenQuery, setFeedAlarmsQuery } from "../db/calendar-feeds";
import { CALENDAR_ALARM_CHOICES, DEFAULT_CALENDAR_ALARMS, type CalendarAlarms } from "../../../../src/shared/calendar-alarms";
import { ApiError } from "../../../http/api-error";
import { feedEventsQuery } from "../db/event-rsvps";
import { calendarEventsIfChanged, findEvent } from "../db/events";
import type { EventRow } from "../../../db/schema";
import { DAY, now } from "../../../lib/clock";
import { randomToken, sha256Hex } from "../../../lib/crypto";
import type { ServiceContext } from "../../../services/context";
import { publicCalendarFeed, type CachedBody } from "./event-caches";
import { contentTag, startOfUtcDay } from "./event-views";

/**
 * Calendar feeds (RFC 5545): the chapter's events for anyone, a member's own
 * RSVPs behind a secret address, and one event as a file. Times in UTC,
 * UIDs made from the event id (stable, no personal data), SEQUENCE and
 * LAST-MODIFIED from the event, cancelled events kept with STATUS:CANCELLED.
 * See docs/decisions/022-calendar-feeds.md.
 */

/** Feeds start six months back, from midnight UTC (the window moves once a day). */
export const FEED_DAYS_BACK = 183;
const PRODUCT_ID = `-//${site.shortName}//Events//EN`;
const UID_DOMAIN = new URL(site.url).hostname;
/** A hint to calendar apps; Google and Outlook refresh on their own schedule anyway. */
const REFRESH_INTERVAL = "PT1H";

function toCalendarEvent(event: EventRow, pageUrl: (path: string) => string, rsvp?: { status: RsvpStatus; updatedAt: number }): CalendarEvent {
  const url = pageUrl(eventPath(event.slug));
  const cancelled = event.status === "cancelled";
  const description = [
    event.description,
    event.locationUrl ? `Where: ${event.location} — ${event.locationUrl}` : "",
    rsvp?.status === "waitlist" ? "You are on the waitlist: we will e-mail you if a place opens up." : "",
    `Details and RSVP: ${url}`,
  ].filter(Boolean);
  // A member's change of RSVP (promoted from the waitlist) is a change of their copy of the event.
  const modified = new Date(Math.max(event.updatedAt, rsvp?.updatedAt ?? 0));
  return {
    uid: `${event.id}@${UID_DOMAIN}`,
    start: new Date(event.startsAt),
    end: new Date(event.endsAt),
    // Many calendar apps ignore STATUS, so the title says it too.
    summary: cancelled ? `Cancelled: ${event.title}` : event.title,
    description: description.join("\n\n"),
    location: event.location,
    url,
    categories: [event.category],
    sequence: event.sequence,
    status: cancelled ? "CANCELLED" : rsvp?.status === "waitlist" ? "TENTATIVE" : "CONFIRMED",
    created: new Date(event.createdAt),
    lastModified: modified,
    // Stable output (the same feed → the same bytes → 304): DTSTAMP is when the event last changed.
    stamp: modified,
  };
}

const feedStart = (at: number) => startOfUtcDay(at) - FEED_DAYS_BACK * DAY;

async function answer(body: string): Promise<CachedBody> {
  return { body, etag: await contentTag(body) };
}

/**
 * /calendar.ics: every scheduled and cancelled event from six months ago on.
 * The same for everyone, so kept in the isolate like the visitors' event
 * lists: at most one D1 round trip (version + events) when not fresh.
 */
export async function publicFeed(ctx: ServiceContext): Promise<CachedBody> {
  const at = now();
  const from = feedStart(at);
  const key = String(from);
  const cached = publicCalendarFeed.get(key, at);
  if (cached?.fresh) return cached.value.answer;
  const { version, rows } = await calendarEventsIfChanged(ctx.db, from, cached?.value.version);
  if (cached && rows === undefined) {
    publicCalendarFeed.confirm(key, at);
    return cached.value.answer;
  }
  const body = calendar(
    (rows ?? []).map((row) => toCalendarEvent(row, ctx.pageUrl)),
    { productId: PRODUCT_ID, stamp: new Date(at), name: `${site.productName} events`, refreshInterval: REFRESH_INTERVAL },
  );
  const value = await answer(body);
  publicCalendarFeed.set(key, { version, answer: value }, at);
  return value;
}

/**
 * /calendar/{token}.ics: the events the token's owner RSVPed to, from six
 * months ago on; undefined for an unknown token (its shape is the route's
 * check, feedFileParamSchema).
 */
export async function personalFeed(ctx: ServiceContext, token: string): Promise<CachedBody | undefined> {
  const at = now();
  const tokenHash = await sha256Hex(token);
  const [owners, rows] = await ctx.db.batch([feedByTokenQuery(ctx.db, tokenHash), feedEventsQuery(ctx.db, tokenHash, feedStart(at))]);
  const owner = owners[0];
  if (!owner) return undefined;
  // The member's own calendar reminds them (decision 122): of what is still on, never of a cancelled event.
  const alarms = CALENDAR_ALARM_CHOICES[owner.alarms].triggers;
  const body = calendar(
    rows.map((row) => ({
      ...toCalendarEvent(row.event, ctx.pageUrl, { status: row.rsvp, updatedAt: row.rsvpUpdatedAt }),
      ...(row.event.status === "cancelled" ? {} : { alarms }),
    })),
    { productId: PRODUCT_ID, stamp: new Date(at), name: `${site.productName}: my events`, refreshInterval: REFRESH_INTERVAL },
  );
  return answer(body);
}

/** /events/{slug}.ics: one event to add to a calendar; undefined for an unknown slug (the route checks it is one, eventFileParamSchema). */
export async function eventFile(ctx: ServiceContext, slug: string): Promise<CachedBody | undefined> {
  const event = await findEvent(ctx.db, slug);
  if (!event) return undefined;
  const entry = toCalendarEvent(event, ctx.pageUrl);
  return answer(calendar([entry], { productId: PRODUCT_ID, stamp: entry.stamp!, method: "PUBLISH" }));
}

/** The copy of an event a mail's .ics stands for: the member's RSVP, or `removed` once it is gone. */
export type MailFileCopy = RsvpStatus | "removed";

/** Who sends the chapter's invitations: the ORGANIZER calendars require before they apply a REQUEST or CANCEL. */
const ORGANIZER = { name: site.productName, email: site.contactEmail };

/**
 * One event as the file a mail carries (iTIP, RFC 5546; decision 122): the
 * member's invitation, which Google Calendar, Outlook and Apple Calendar
 * update in place — the same UID as the feeds, the event's SEQUENCE (higher
 * after every change a calendar must see), an ORGANIZER and the member as
 * ATTENDEE. METHOD:REQUEST for a member's copy (TENTATIVE on the waitlist);
 * METHOD:CANCEL once the member's RSVP is gone or the event is cancelled, so
 * opening it takes the event out of their calendar. The SEQUENCE stays the
 * event's (it is everyone's: a higher one for this member would make every
 * later file of the event look stale to their calendar); DTSTAMP, when this
 * message was written, is what makes the calendar take the later of two
 * files at one SEQUENCE — a CANCEL after the confirmation, a new
 * confirmation after the CANCEL (decision 095).
 */
export function eventMailFile(
  event: EventRow,
  pageUrl: (path: string) => string,
  copy: MailFileCopy | undefined,
  attendee: string,
): { filename: string; content: string; method: "REQUEST" | "CANCEL" } {
  const status = copy === "removed" ? undefined : copy;
  const written = new Date(now());
  const entry = toCalendarEvent(event, pageUrl, status ? { status, updatedAt: event.updatedAt } : undefined);
  const cancels = copy === "removed" || event.status === "cancelled";
  const file = {
    ...entry,
    ...(copy === "removed" && event.status !== "cancelled" ? { summary: `RSVP cancelled: ${event.title}` } : {}),
    ...(cancels ? { status: "CANCELLED" as const } : {}),
    stamp: written,
    organizer: ORGANIZER,
    attendee: { email: attendee, status: cancels ? ("DECLINED" as const) : status === "waitlist" ? ("TENTATIVE" as const) : ("ACCEPTED" as const) },
  };
  const method = cancels ? "CANCEL" : "REQUEST";
  return { filename: `${event.slug}.ics`, content: calendar([file], { productId: PRODUCT_ID, stamp: written, method }), method };
}

/** GET /api/calendar/feed: whether the member has a personal feed (the address itself is not stored). */
export async function feedStatus(ctx: ServiceContext, userId: string): Promise<CalendarFeedStatus> {
  const feed = await findFeedOfUser(ctx.db, userId);
  return { active: feed !== undefined, createdAt: feed ? formatUtcInstant(feed.createdAt) : null, alarms: feed?.alarms ?? DEFAULT_CALENDAR_ALARMS };
}

/** PUT /api/calendar/feed/alarms: when the member's feed reminds them; 404 NOT_FOUND without a feed. */
export async function setFeedAlarms(ctx: ServiceContext, userId: string, alarms: CalendarAlarms): Promise<CalendarFeedStatus> {
  const [saved] = await setFeedAlarmsQuery(ctx.db, userId, alarms);
  if (!saved) throw new ApiError("NOT_FOUND", "Make your calendar address first: the reminders are part of it.");
  return feedStatus(ctx, userId);
}

/**
 * POST /api/calendar/feed: a new random address for the member's feed. Only
 * its hash is stored, so this answer is the one time the address is shown;
 * the previous address stops working at once.
 */
export async function createFeed(ctx: ServiceContext, userId: string): Promise<CalendarFeed> {
  const token = randomToken(32);
  const at = now();
  await saveFeedTokenQuery(ctx.db, userId, await sha256Hex(token), at);
  return { ...calendarSubscribeLinks(ctx.pageUrl(`/calendar/${token}.ics`)), createdAt: formatUtcInstant(at) };
}

/** DELETE /api/calendar/feed: the address stops working. Idempotent. */
export async function deleteFeed(ctx: ServiceContext, userId: string): Promise<CalendarFeedStatus> {
  await deleteFeedOfUserQuery(ctx.db, userId);
  return { active: false, createdAt: null, alarms: DEFAULT_CALENDAR_ALARMS };
}
