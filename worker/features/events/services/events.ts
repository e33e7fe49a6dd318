import type * as z from "zod/mini";
import type {
  cancelEventRequestSchema,
  ChapterEventView,
  createEventRequestSchema,
  listEventsQuerySchema,
  updateEventRequestSchema,
} from "../../../../src/shared/events";
import { checkViolation, notNullViolation, uniqueViolation } from "../../../db/client";
import { promoteWaitlistQuery } from "../db/event-rsvps";
import {
  cancelEventQuery,
  deleteEventQuery,
  eventByIdQuery,
  findEvent,
  insertEventQuery,
  insertEventWithSlugQuery,
  listEventsIfChanged,
  listEventsForMemberQuery,
  listMyEventsQuery,
  rsvpRecipientsQuery,
  updateEventQuery,
  type EventChanges,
  type EventFilters,
} from "../db/events";
import type { EventRow } from "../../../db/schema";
import { ApiError } from "../../../http/api-error";
import { DAY, now } from "../../../lib/clock";
import { randomHex, randomToken } from "../../../lib/crypto";
import { newId } from "../../../lib/ids";
import { slugify } from "../../../../src/shared/slug";
import { EVENT_LIST_LIMIT, listFrom } from "../../../../src/shared/event-list";
import type { ServiceContext } from "../../../services/context";
import { forgetCachedEvents, visitorEventLists, type CachedBody } from "./event-caches";
import { eventNotFound } from "./event-errors";
import { mailPromoted } from "./waitlist-places";
import { describeChange, mailChange } from "./event-notices";
import { contentTag, officerEventView, startOfUtcDay, toEventView } from "./event-views";
import { announceEvent } from "../../chat/services/chat-channels";
import type { AuthenticatedUser } from "../../../services/sessions";
import { keepEventVersionQuery } from "../../../db/item-versions";

/** Without `from`, lists start a year back (from midnight UTC, so the window and its cache key move once a day). */
export const DEFAULT_LIST_DAYS_BACK = 365;

type ListQuery = z.output<typeof listEventsQuerySchema>;

function filtersOf(query: ListQuery, at: number): EventFilters {
  return {
    from: query.from ?? startOfUtcDay(at) - DEFAULT_LIST_DAYS_BACK * DAY,
    to: query.to,
    category: query.category,
    limit: query.limit,
  };
}

/** The answer's `data` and `meta` from the rows read (one more than the limit, to tell whether there are more). */
function listBody(views: ChapterEventView[], filters: EventFilters) {
  return { data: views.slice(0, filters.limit), meta: { limit: filters.limit, hasMore: views.length > filters.limit } };
}

/**
 * GET /api/events for a visitor: the same answer for everyone, so it is kept
 * in this isolate's memory (see event-caches.ts). A fresh entry costs no D1
 * query; an older one costs one that reads only the data version unless the
 * events changed.
 */
export async function listEventsForVisitor(ctx: ServiceContext, query: ListQuery): Promise<CachedBody> {
  const at = now();
  const filters = filtersOf(query, at);
  const key = JSON.stringify([filters.from, filters.to ?? null, filters.category ?? null, filters.limit]);
  const cached = visitorEventLists.get(key, at);
  if (cached?.fresh) return cached.value.answer;
  const { version, rows } = await listEventsIfChanged(ctx.db, filters, cached?.value.version);
  if (cached && rows === undefined) {
    visitorEventLists.confirm(key, at);
    return cached.value.answer;
  }
  const body = visitorListBody(rows ?? [], filters);
  const answer = { body, etag: await contentTag(body) };
  visitorEventLists.set(key, { version, answer }, at);
  return answer;
}

/** The filters of the site's one list for visitors at `at` (src/shared/event-list.ts: the window the pages ask for). */
export function siteListFilters(at: number): EventFilters {
  return { from: Date.parse(listFrom(new Date(at))), limit: EVENT_LIST_LIMIT };
}

/** The body GET /api/events answers a visitor with, from the rows read for `filters` (a page that carries the list writes the same: decision 087). */
export function visitorListBody(rows: readonly EventRow[], filters: EventFilters): string {
  return JSON.stringify(
    listBody(
      rows.map((row) => toEventView(row)),
      filters,
    ),
  );
}

/**
 * GET /api/events for a signed-in member: each event with the member's RSVP,
 * or with `mine` only those the member RSVPed to (one query, never cached).
 */
export async function listEventsForMember(ctx: ServiceContext, query: ListQuery, userId: string) {
  const filters = filtersOf(query, now());
  const rows = await (query.mine ? listMyEventsQuery : listEventsForMemberQuery)(ctx.db, filters, userId).all();
  return listBody(
    rows.map(({ myRsvp, myCheckedInAt, ...row }) => toEventView(row, myRsvp ?? null, myCheckedInAt ?? null)),
    filters,
  );
}

/** GET /api/events/{idOrSlug}: one query, with the member's RSVP when signed in. */
export async function getEvent(ctx: ServiceContext, idOrSlug: string, userId?: string): Promise<ChapterEventView> {
  const row = await findEvent(ctx.db, idOrSlug, userId);
  if (!row) throw eventNotFound();
  if (!userId) return toEventView(row);
  const { myRsvp, myCheckedInAt, ...event } = row;
  return toEventView(event, myRsvp ?? null, myCheckedInAt ?? null);
}

/** A broken CHECK of the events table, as the message of the field it concerns. */
function timesRejected(error: unknown, field: "startsAt" | "endsAt"): ApiError | undefined {
  const check = checkViolation(error);
  const message =
    check === "event_ends_after_start"
      ? "An event must end after it starts."
      : check === "event_at_most_14_days"
        ? "An event can last at most 14 days."
        : undefined;
  return message ? new ApiError("VALIDATION_ERROR", message, {}, { [field]: message }) : undefined;
}

type CreateInput = z.output<typeof createEventRequestSchema>;

/** POST /api/events: one statement (the slug is chosen in SQL); 201 with the event. */
export async function createEvent(ctx: ServiceContext, actor: AuthenticatedUser, input: CreateInput): Promise<ChapterEventView> {
  const at = now();
  const row = {
    id: newId(),
    title: input.title,
    description: input.description,
    category: input.category,
    location: input.location,
    locationUrl: input.locationUrl ?? null,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    capacity: input.capacity ?? null,
    rsvpOpen: input.rsvpOpen,
    remindSoon: input.remindSoon,
    points: input.points,
    checkinOpensBeforeMinutes: input.checkinOpensMinutesBefore,
    checkinClosesAfterMinutes: input.checkinClosesMinutesAfter,
    // The check-in codes' secret, made with the event (decision 025).
    checkinSecret: randomHex(32),
    status: "scheduled" as const,
    sequence: 0,
    createdBy: actor.user.id,
    updatedBy: actor.user.id,
    createdAt: at,
    updatedAt: at,
  };
  const base = slugify(input.title);
  let created: EventRow | undefined;
  try {
    [created] = await insertEventQuery(ctx.db, row, base);
  } catch (error) {
    const slugTaken = uniqueViolation(error) !== null || notNullViolation(error, "events.slug");
    if (!slugTaken) throw timesRejected(error, "endsAt") ?? error;
    // The same slug taken in the same instant, or 500 taken already: a random suffix will not collide.
    [created] = await insertEventWithSlugQuery(ctx.db, {
      ...row,
      slug: `${base}-${randomToken(3)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, "x")}`,
    });
  }
  forgetCachedEvents(ctx);
  await announceEvent(ctx, created!, { kind: "new" });
  return officerEventView(created!, null);
}

type UpdateInput = z.output<typeof updateEventRequestSchema>;

const EDITABLE = [
  "title",
  "description",
  "category",
  "location",
  "locationUrl",
  "startsAt",
  "endsAt",
  "capacity",
  "rsvpOpen",
  "remindSoon",
  "points",
  "status",
] as const;

/** The check-in window's fields: named differently in the API and the table. */
const CHECKIN_FIELDS = [
  ["checkinOpensMinutesBefore", "checkinOpensBeforeMinutes"],
  ["checkinClosesMinutesAfter", "checkinClosesAfterMinutes"],
] as const;

/**
 * PATCH /api/events/{id}, in one batch: the status before, the change (with
 * `sequence` + 1 when time, place, title or status change), the waitlist
 * moved up into places a higher capacity opened, and — when the change may
 * concern calendars — the members to tell. Reinstating a cancelled event
 * (`status: "scheduled"`) keeps its RSVPs. A change that raised the sequence
 * is one mail to each member going or waiting (decision 081).
 */
export async function updateEvent(ctx: ServiceContext, id: string, input: UpdateInput, actorId: string) {
  // Who saved it, for its history (decision 130).
  const changes: EventChanges = { updatedBy: actorId };
  for (const field of EDITABLE) {
    if (input[field] !== undefined) Object.assign(changes, { [field]: input[field] });
  }
  for (const [field, column] of CHECKIN_FIELDS) {
    if (input[field] !== undefined) changes[column] = input[field];
  }
  const at = now();
  const mayMatter = input.notify !== false && CALENDAR_INPUTS.some((field) => input[field] !== undefined);
  const [before, , updated, promoted, recipients, after] = await ctx.db
    .batch([
      eventByIdQuery(ctx.db, id),
      // The event as it was, kept in its history (decision 130).
      keepEventVersionQuery(ctx.db, id, at),
      updateEventQuery(ctx.db, id, changes, at),
      promoteWaitlistQuery(ctx.db, id, at),
      // Only read the members when the change may be one to tell them about.
      rsvpRecipientsQuery(ctx.db, mayMatter ? id : "", "changes"),
      // The event as it is now, with the counts after any move up.
      eventByIdQuery(ctx.db, id),
    ])
    .catch((error: unknown) => {
      throw timesRejected(error, input.endsAt !== undefined ? "endsAt" : "startsAt") ?? error;
    });
  const row = after[0];
  if (!before[0] || !updated[0] || !row) throw eventNotFound();
  forgetCachedEvents(ctx);
  await mailPromoted(ctx, row, promoted);
  const justCancelled = before[0].status === "scheduled" && row.status === "cancelled";
  // The calendars always hear of a change of time, place, title or status (sequence + 1); the
  // members and the chats only when the officer chose to tell them (`notify`, decision 121).
  const tell = row.sequence > before[0].sequence && input.notify !== false;
  const mailed = tell ? await mailChange(ctx, before[0], row, recipients) : undefined;
  if (tell) await announceEvent(ctx, row, { kind: "change", change: describeChange(before[0], row) });
  return { event: officerEventView(row), mailed, justCancelled, told: tell };
}

/** The inputs whose change raises an event's sequence (db/events.ts CALENDAR_FIELDS). */
const CALENDAR_INPUTS = ["title", "location", "locationUrl", "startsAt", "endsAt", "status"] as const;

type CancelInput = z.output<typeof cancelEventRequestSchema>;

/**
 * POST /api/events/{id}/cancel, in one batch: the event before, the status
 * change (sequence + 1), the event after, and everyone who RSVPed and wants
 * change mails, who then get one short mail each (the reason in it).
 * Cancelling a cancelled event changes nothing and mails nobody again.
 */
export async function cancelEvent(ctx: ServiceContext, id: string, input: CancelInput) {
  const at = now();
  const [before, changed, events, recipients] = await ctx.db.batch([
    eventByIdQuery(ctx.db, id),
    cancelEventQuery(ctx.db, id, at),
    eventByIdQuery(ctx.db, id),
    rsvpRecipientsQuery(ctx.db, id, "changes"),
  ]);
  const row = events[0];
  if (!row || !before[0]) throw eventNotFound();
  if (changed.length === 0) return { event: officerEventView(row), mailed: undefined };
  forgetCachedEvents(ctx);
  const mailed = await mailChange(ctx, before[0], row, recipients, input.reason);
  await announceEvent(ctx, row, { kind: "change", change: describeChange(before[0], row, input.reason) });
  return { event: officerEventView(row), mailed };
}

/** DELETE /api/events/{id}: only while nobody has RSVPed (409 EVENT_HAS_RSVPS: cancel instead). */
export async function deleteEvent(ctx: ServiceContext, id: string) {
  const [deleted, remaining] = await ctx.db.batch([deleteEventQuery(ctx.db, id), eventByIdQuery(ctx.db, id)]);
  if (deleted.length === 0) {
    if (remaining[0]) {
      throw new ApiError("EVENT_HAS_RSVPS", "Members have RSVPed to or checked in at this event, so it stays on record: cancel it instead.");
    }
    throw eventNotFound();
  }
  forgetCachedEvents(ctx);
  return { id };
}
