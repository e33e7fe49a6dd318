import { dayAt } from "../../../../src/shared/time/days";
import { formatInstant } from "../../../../src/shared/time/formats";
import { site } from "../../../../src/site.config";
import type { Mail } from "../../../email/types";
import type { EventChangeWording } from "../../../../src/shared/event-change";
import { type MailLink, type MailPart, chapterTime, compose } from "../../../email/templates";

type EventForMail = { title: string; startsAt: number; location: string };

/**
 * What a mail about one event carries besides its words: the event as an
 * .ics invitation (same UID and the event's SEQUENCE, so a calendar updates
 * its copy in place: decision 122), the event's page, and — for mail a
 * member may turn off — the unsubscribe of its topic (RFC 8058 headers and
 * the visible link, decision 123) and a link to the notifications page.
 */
export type EventMailExtras = {
  /** REQUEST for the member's copy (updated in place); CANCEL to take it out of their calendar (their RSVP is gone, or the event). */
  ics: { filename: string; content: string; method: "REQUEST" | "CANCEL" };
  eventUrl: string;
  /** A signed link that cancels this RSVP (a page that asks first: opening it changes nothing). */
  cancelUrl?: string;
  /** Where the member makes their personal calendar feed, with reminders ("Add to my calendar", decision 122). */
  calendarUrl?: string;
  unsubscribe: { oneClickUrl: string; preferencesUrl: string; what: string };
};

function eventMail(to: string, subject: string, paragraphs: string[], extras: EventMailExtras, action?: MailLink): Mail {
  const offers: MailPart[] = [
    ...(extras.calendarUrl
      ? [
          {
            text: "Your own calendar can remind you the day before and an hour before, for free:",
            link: { label: "Add to my calendar", url: extras.calendarUrl },
          },
        ]
      : []),
    ...(extras.cancelUrl
      ? [{ text: "Can't come after all? Cancel, so someone else gets the place:", link: { label: "Cancel my RSVP", url: extras.cancelUrl } }]
      : []),
  ];
  const unsubscribe = {
    oneClickUrl: extras.unsubscribe.oneClickUrl,
    preferencesUrl: extras.unsubscribe.preferencesUrl,
    why: `You get ${extras.unsubscribe.what} because you RSVPed.`,
  };
  const mail = compose("event", to, subject, [...paragraphs, ...offers], action ?? { label: "See the event", url: extras.eventUrl }, unsubscribe);
  return {
    ...mail,
    attachments: [{ filename: extras.ics.filename, contentType: `text/calendar; charset=utf-8; method=${extras.ics.method}`, content: extras.ics.content }],
  };
}

const whenAndWhere = (event: EventForMail) => `${chapterTime(event.startsAt)}, ${event.location}`;

/** To a member who just RSVPed: going, or on the waitlist at `position`. */
export function rsvpConfirmedMail(
  to: string,
  event: EventForMail,
  rsvp: { status: "going" | "waitlist"; position: number | null },
  extras: EventMailExtras,
): Mail {
  if (rsvp.status === "going") {
    return eventMail(
      to,
      `You're going: ${event.title}`,
      [`You're going to ${event.title} (${whenAndWhere(event)}). The event is attached: open it to add it to your calendar.`],
      extras,
    );
  }
  return eventMail(
    to,
    `On the waitlist: ${event.title}`,
    [
      `${event.title} (${whenAndWhere(event)}) is full, so you are ${rsvp.position ? `number ${rsvp.position} ` : ""}on the waitlist. We will e-mail you if a place opens up.`,
      "The event is attached, marked tentative, if you want to keep the time free.",
    ],
    extras,
  );
}

/** To the member who moved up from the waitlist. */
export function waitlistPromotedMail(to: string, event: EventForMail, extras: EventMailExtras): Mail {
  return eventMail(
    to,
    `You have a place: ${event.title}`,
    [`A place opened up at ${event.title} (${whenAndWhere(event)}), and you were next on the waitlist: you are now going.`],
    extras,
  );
}

/**
 * How an RSVP ended: by the member (on the site, or with the link in a mail)
 * or by an officer; `status` what they had — a place, or one on the waitlist.
 */
export type RsvpRemoval = { status: "going" | "waitlist"; by: "member" | "officer" };

const REMOVED_FILE = "The attached file takes the event out of your calendar.";

/** To a member whose RSVP is gone, in words that fit what they had and who ended it (decision 095). */
export function rsvpRemovedMail(to: string, event: EventForMail, removal: RsvpRemoval, extras: EventMailExtras): Mail {
  const what = `${event.title} (${whenAndWhere(event)})`;
  if (removal.by === "officer") {
    return eventMail(
      to,
      `RSVP removed: ${event.title}`,
      [
        removal.status === "going"
          ? `An officer removed your RSVP for ${what}, so you no longer have a place. ${REMOVED_FILE}`
          : `An officer took you off the waitlist for ${what}, so we will not e-mail you if a place opens up. ${REMOVED_FILE}`,
        "If you still want to come, RSVP again on the event's page while places are open (or join the waitlist when it is full). If you think this was a mistake, write to the chapter's officers through the contact page.",
      ],
      extras,
    );
  }
  if (removal.status === "waitlist") {
    return eventMail(
      to,
      `Off the waitlist: ${event.title}`,
      [
        `You left the waitlist for ${what}, so we will not e-mail you if a place opens up. ${REMOVED_FILE}`,
        "Changed your mind? Join again on the event's page: you go to the end of the waitlist.",
      ],
      extras,
    );
  }
  return eventMail(
    to,
    `RSVP cancelled: ${event.title}`,
    [
      `Your RSVP for ${what} is cancelled, and your place is free for the next person. ${REMOVED_FILE}`,
      "Changed your mind? RSVP again on the event's page while places last.",
    ],
    extras,
  );
}

/**
 * To everyone going or waiting when an event's time, place, title or status
 * changes (its SEQUENCE went up): the subject and lines are the one wording
 * of the change (src/shared/event-change.ts), which the chats use too.
 */
export function eventChangedMail(to: string, event: EventForMail, change: EventChangeWording, extras: EventMailExtras): Mail {
  if (change.kind === "cancelled") {
    return eventMail(
      to,
      change.subject,
      [
        `${event.title} (${whenAndWhere(event)}) is cancelled. Your RSVP needs nothing more from you; the attached file takes it out of your calendar.`,
        ...change.lines.slice(1),
        "Sorry for the change of plans — we hope to see you at another event soon.",
      ],
      extras,
    );
  }
  if (change.kind === "back") {
    return eventMail(
      to,
      change.subject,
      [`${event.title} (${whenAndWhere(event)}) is no longer cancelled, and your RSVP stands. The attached file updates your calendar.`],
      extras,
    );
  }
  return eventMail(
    to,
    change.subject,
    [`${event.title} has changed:`, ...change.lines, "Your RSVP stands. The attached file updates the event in your calendar."],
    extras,
  );
}

/** To everyone going, the day before; `feedbackAsk`: a line asking about an event they came to lately (decision 085). */
export function eventReminderMail(to: string, event: EventForMail, extras: EventMailExtras, feedbackAsk?: string): Mail {
  return eventMail(
    to,
    `Reminder: ${event.title}, ${chapterTime(event.startsAt)}`,
    [`See you at ${event.title}: ${whenAndWhere(event)}.`, ...(feedbackAsk ? feedbackAsk.split("\n") : [])],
    extras,
  );
}

/**
 * The reminder about two hours before (decision 092), queued by a run of the
 * hourly job at `at`: "today at 6:30 PM CST" in the chapter's zone, or the
 * day as well when the event starts after midnight there.
 */
export function eventStartsSoonMail(to: string, event: EventForMail, extras: EventMailExtras, at: number): Mail {
  const today = dayAt(event.startsAt, site.timeZone) === dayAt(at, site.timeZone);
  const when = today ? `today at ${formatInstant("zonedTime", event.startsAt, site.timeZone)}` : chapterTime(event.startsAt);
  return eventMail(
    to,
    `Starting soon: ${event.title}, ${when}`,
    [`${event.title} starts within the next two hours: ${when}, ${event.location}. See you there.`],
    extras,
  );
}
