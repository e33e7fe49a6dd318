import { eventPath, type RsvpStatus } from "../../../../src/shared/events";
import type { PushPayload } from "../../../../src/shared/push";
import { MAIL_TOPIC_TEXT, type MailTopic } from "../../../../src/shared/notifications";
import type { EventRow } from "../../../db/schema";
import { describeEventChange, type EventChangeWording } from "../../../../src/shared/event-change";
import { site } from "../../../../src/site.config";
import { MY_CALENDAR_PATH } from "../../../../src/shared/calendar-page";
import { membersOfRsvpsSql, type ReminderKind, rsvpMembersSql } from "../db/events";
import { MAIL_PRIORITY, type QueueEntry } from "../../../email/queue";
import { chapterTime } from "../../../email/templates";
import {
  eventChangedMail,
  eventReminderMail,
  eventStartsSoonMail,
  rsvpConfirmedMail,
  rsvpRemovedMail,
  waitlistPromotedMail,
  type EventMailExtras,
  type RsvpRemoval,
} from "../email/mails";
import type { Mail } from "../../../email/types";
import { DAY, now, utcDay } from "../../../lib/clock";
import type { ServiceContext } from "../../../services/context";
import { NOTIFICATIONS_PAGE, unsubscribeUrl } from "../../notifications/services/notifications";
import { queuePush } from "../../notifications/services/push";
import { eventMailFile, type MailFileCopy } from "./calendar-feeds";
import { rsvpCancelUrl } from "./rsvp-links";

/**
 * The mails about one event to the members who RSVPed (decision 081), each
 * queued with a dedupe key that names what it tells, so nothing is told twice
 * however often a job or a request runs again: a confirmation per RSVP, a
 * change mail per member and SEQUENCE, a reminder per member and start time.
 * Every one carries the event's .ics and the one-click unsubscribe of its
 * topic; the members who turned a topic off are left out by the queries.
 */

/**
 * A member who RSVPed, as the mails need them. `byPush`: they take this mail's
 * topic by push as well, so its mail is the second copy and waits behind
 * everyone's first (MAIL_PRIORITY.alsoByPush, decision 127).
 */
export type EventRecipient = { userId: string; email: string; status: RsvpStatus; rsvpId: number; byPush?: boolean };

/**
 * Event mail carries links, so it needs the site's https address; without it
 * the change still happens (it matters more than the mail), the mails are
 * skipped and the reason logged.
 */
function canMailAbout(ctx: ServiceContext, count: number): boolean {
  if (ctx.siteOrigin !== null) return true;
  if (count > 0) console.error(`configuration error: ${count} event mail(s) not sent because site.url in src/site.config.ts is not the site's https address`);
  return false;
}

async function extrasFor(
  ctx: ServiceContext,
  event: EventRow,
  member: EventRecipient,
  topic: MailTopic,
  withCancel: boolean,
  copy: MailFileCopy = member.status,
): Promise<EventMailExtras> {
  return {
    ics: eventMailFile(event, ctx.siteLink, copy, member.email),
    eventUrl: ctx.siteLink(eventPath(event.slug)),
    cancelUrl: withCancel ? await rsvpCancelUrl(ctx, event, member) : undefined,
    // "Add to my calendar": the member's own feed reminds them for free (decision 122).
    calendarUrl: topic === "confirmations" && copy !== "removed" ? ctx.siteLink(MY_CALENDAR_PATH) : undefined,
    unsubscribe: {
      oneClickUrl: await unsubscribeUrl(ctx, member.userId, topic),
      preferencesUrl: ctx.siteLink(NOTIFICATIONS_PAGE),
      what: MAIL_TOPIC_TEXT[topic].mails,
    },
  };
}

const NOTHING_QUEUED = { now: 0, later: 0 };

/**
 * The mails a member sets off by using the site — confirmations, removals, a
 * place from the waitlist — that one member may be sent in a UTC day, over
 * every event (decision 120): someone RSVPing for a semester's events in one
 * sitting gets the first five, and finds the rest on the site and in their
 * calendar feed.
 */
export const MEMBER_ROUTINE_MAILS_PER_DAY = 5;

/** The per-member cap of a routine mail to `userId`, counted from today's start (UTC). */
const capFor = (userId: string) => ({ userId, perDay: MEMBER_ROUTINE_MAILS_PER_DAY, since: Math.floor(now() / DAY) * DAY });

/** A routine mail's dedupe key: one of each per member, event and UTC day. */
const routineKey = (what: "confirmed" | "removed", event: EventRow, member: EventRecipient) => `rsvp-${what}:${event.id}:${member.userId}:${utcDay(now())}`;

async function queue(ctx: ServiceContext, entries: QueueEntry[]) {
  return entries.length === 0 ? NOTHING_QUEUED : ctx.queueMails(entries);
}

/**
 * The confirmation of a new RSVP (going, or on the waitlist at `position`),
 * with a link to cancel it: at most one per member, event and UTC day,
 * however often they toggle (decision 120), within the member's daily cap.
 */
export async function mailRsvpConfirmation(ctx: ServiceContext, event: EventRow, member: EventRecipient, position: number | null) {
  if (!canMailAbout(ctx, 1)) return;
  const mail = rsvpConfirmedMail(member.email, event, { status: member.status, position }, await extrasFor(ctx, event, member, "confirmations", true));
  await queue(ctx, [
    { mail: lastsUntilStart(mail, event), dedupeKey: routineKey("confirmed", event, member), priority: MAIL_PRIORITY.rsvp, cap: capFor(member.userId) },
  ]);
}

/**
 * That an RSVP is gone — cancelled by the member or removed by an officer —
 * worded by what they had, with the .ics that cancels their copy of the
 * event (decision 095). One per member, event and UTC day, whoever ended it
 * (decision 120), within the member's daily cap.
 */
export async function mailRsvpRemoved(ctx: ServiceContext, event: EventRow, member: EventRecipient, by: RsvpRemoval["by"]) {
  if (!canMailAbout(ctx, 1)) return;
  const extras = await extrasFor(ctx, event, member, "confirmations", false, "removed");
  const mail = rsvpRemovedMail(member.email, event, { status: member.status, by }, extras);
  await queue(ctx, [
    { mail: lastsUntilStart(mail, event), dedupeKey: routineKey("removed", event, member), priority: MAIL_PRIORITY.rsvp, cap: capFor(member.userId) },
  ]);
}

/**
 * "You have a place", to members moved up from the waitlist (already filtered
 * to one a day): by mail to `members` (those who want it), and by push to
 * those of `told` who take it by push (decision 115).
 */
export async function mailPlaces(ctx: ServiceContext, event: EventRow, members: readonly EventRecipient[], told: readonly { rsvpId: number }[] = members) {
  const day = utcDay(now());
  const mailed = await mailPlaceMails(ctx, event, members, day);
  if (told.length === 0) return;
  await queuePush(
    ctx,
    {
      key: `place:${event.id}:${day}:${told.map((member) => member.rsvpId).join(",")}`,
      topic: "confirmations",
      recipients: membersOfRsvpsSql(told.map((member) => member.rsvpId)),
      payload: eventPushPayload(event, { kind: "place" }),
      urgency: "high",
      notAfter: event.startsAt,
    },
    { mailsSent: mailed },
  );
}

async function mailPlaceMails(ctx: ServiceContext, event: EventRow, members: readonly EventRecipient[], day: string): Promise<number> {
  if (members.length === 0 || !canMailAbout(ctx, members.length)) return 0;
  const entries = await Promise.all(
    members.map(async (member) => ({
      mail: lastsUntilStart(
        waitlistPromotedMail(member.email, event, await extrasFor(ctx, event, { ...member, status: "going" }, "confirmations", true)),
        event,
      ),
      dedupeKey: `rsvp:${member.rsvpId}:place:${day}`,
      priority: MAIL_PRIORITY.rsvp,
      cap: capFor(member.userId),
    })),
  );
  return (await queue(ctx, entries)).now;
}

/**
 * One mail per member going or waiting, for a change that raised the
 * event's SEQUENCE (`before` → `event`), with the updated .ics. Returns how
 * many go at once and how many wait for the hourly job.
 */
export async function mailChange(ctx: ServiceContext, before: EventRow, event: EventRow, members: readonly EventRecipient[], reason?: string) {
  const change = describeChange(before, event, reason);
  const mailed = await mailChangeMails(ctx, event, change, members);
  // And by push to everyone who RSVPed and takes changes by push, whether or not they take the mail (decision 115).
  await queuePush(
    ctx,
    {
      key: `change:${event.id}:${event.sequence}`,
      topic: "changes",
      recipients: rsvpMembersSql(event.id),
      payload: eventPushPayload(event, { kind: "change", change }),
      urgency: "high",
      notAfter: event.endsAt,
    },
    { mailsSent: mailed.now },
  );
  return mailed;
}

async function mailChangeMails(ctx: ServiceContext, event: EventRow, change: EventChangeWording, members: readonly EventRecipient[]) {
  if (members.length === 0 || !canMailAbout(ctx, members.length)) return NOTHING_QUEUED;
  const entries = await Promise.all(
    members.map(async (member) => ({
      mail: { ...eventChangedMail(member.email, event, change, await extrasFor(ctx, event, member, "changes", false)), notAfter: event.endsAt },
      dedupeKey: `change:${event.id}:${event.sequence}:${member.userId}`,
      priority: member.byPush ? MAIL_PRIORITY.alsoByPush : MAIL_PRIORITY.change,
    })),
  );
  return queue(ctx, entries);
}

/**
 * Reminders to the members going, once per member, start time and kind (a
 * moved event is reminded of again), for the hourly job to queue and send:
 * the day before, and — for an event whose officer asked for it — about two
 * hours before (decision 092), which says "today at 6:30 PM" and carries no
 * feedback ask (the day-before one had it). A member's `feedbackAsks` line
 * (events they came to and have not rated) is added to the day-before one.
 */
export async function reminderEntries(
  ctx: ServiceContext,
  event: EventRow,
  members: readonly EventRecipient[],
  options: { kind: ReminderKind["keyPrefix"]; at: number; feedbackAsks?: ReadonlyMap<string, string> },
): Promise<QueueEntry[]> {
  if (members.length === 0 || !canMailAbout(ctx, members.length)) return [];
  const soon = options.kind === "reminder-soon";
  return Promise.all(
    members.map(async (member) => {
      const extras = await extrasFor(ctx, event, member, "reminders", true);
      const mail = soon
        ? eventStartsSoonMail(member.email, event, extras, options.at)
        : eventReminderMail(member.email, event, extras, options.feedbackAsks?.get(member.userId));
      return {
        mail: lastsUntilStart(mail, event),
        dedupeKey: `${options.kind}:${event.id}:${event.startsAt}:${member.userId}`,
        priority: member.byPush ? MAIL_PRIORITY.alsoByPush : soon ? MAIL_PRIORITY.reminderSoon : MAIL_PRIORITY.reminder,
      };
    }),
  );
}

/** What a push about an event says (decision 115): the mail's own words (describeChange's lines), short. */
export type EventPushNotice = { kind: "change"; change: EventChangeWording } | { kind: "place" } | { kind: "reminder" | "reminder-soon"; at: number };

/** The one place an event's push is worded; the change's lines are the change mail's. */
export function eventPushPayload(event: EventRow, notice: EventPushNotice): PushPayload {
  const url = eventPath(event.slug);
  const when = `${chapterTime(event.startsAt)}, ${event.location}`;
  switch (notice.kind) {
    case "change": {
      // The one wording of a change (src/shared/event-change.ts): the mail's subject and lines, the chats' post.
      const { change } = notice;
      return { title: change.subject, body: change.lines.join("\n"), url, tag: `event-${event.id}` };
    }
    case "place":
      return {
        title: `You have a place: ${event.title}`,
        body: `${when}. A place opened up and you were next on the waitlist.`,
        url,
        tag: `place-${event.id}`,
      };
    case "reminder":
      return { title: `Reminder: ${event.title}`, body: when, url, tag: `reminder-${event.id}` };
    case "reminder-soon":
      return { title: `Starting soon: ${event.title}`, body: when, url, tag: `reminder-${event.id}` };
  }
}

/** A mail about taking part is pointless once the event has started. */
const lastsUntilStart = (mail: Mail, event: EventRow): Mail => ({ ...mail, notAfter: event.startsAt });

/** What changed between two versions of an event, in the one wording every channel uses (src/shared/event-change.ts). */
export function describeChange(before: EventRow, after: EventRow, reason?: string): EventChangeWording {
  return describeEventChange(before, after, site.timeZone, reason);
}
