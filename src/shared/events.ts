import * as z from "zod/mini";
import "./zod-messages";
import { completeWebAddress } from "./web-address";
import { CALENDAR_ALARMS } from "./calendar-alarms";
import { EVENT_CATEGORIES, EVENT_CATEGORY_POINTS } from "./event-categories";
import { ListFormatSchema } from "./csv";
import { SINGLE_LINE, UserIdParamSchema, wholeNumberParam } from "./fields";
import { isSlug } from "./slug";
import { instantSchema, UtcInstantSchema } from "./time/instant-schema";
import { lazySchema } from "./lazy-schema";

/**
 * Events and RSVPs: the API's contracts (docs/api.md, "Events"). Instants
 * are ISO 8601 strings in UTC ending in `Z`, e.g. "2026-12-01T23:00:00Z".
 */

export const EVENT_STATUSES = ["scheduled", "cancelled"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const RSVP_STATUSES = ["going", "waitlist"] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

export const EVENT_TITLE_MIN = 3;
export const EVENT_TITLE_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 5000;
export const EVENT_LOCATION_MAX = 200;
export const EVENT_CAPACITY_MAX = 10_000;
export const EVENT_POINTS_MAX = 1000;
export const EVENT_MAX_DAYS = 14;
export const EVENTS_PAGE_MAX = 500;
export const EVENTS_PAGE_DEFAULT = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Title and location are single lines that go into mail subjects and calendar
 * lines: a control character anywhere (a trailing line break included) is
 * refused, before the spaces around the text are trimmed.
 */
const TitleSchema = lazySchema(() =>
  z
    .string({ error: "Title is required." })
    .check(
      z.regex(SINGLE_LINE, { error: "Title cannot contain line breaks or control characters." }),
      z.trim(),
      z.minLength(1, { error: "Title is required." }),
      z.minLength(EVENT_TITLE_MIN, { error: `Title must be at least ${EVENT_TITLE_MIN} characters long.` }),
      z.maxLength(EVENT_TITLE_MAX, { error: `Title must be at most ${EVENT_TITLE_MAX} characters long.` }),
      z.regex(/[\p{L}\p{N}]/u, { error: "Title must contain letters or digits." }),
    ),
);

/** Plain text; blank lines separate paragraphs. */
const DescriptionSchema = lazySchema(() =>
  z.pipe(
    z
      .string({ error: "Description must be text." })
      .check(z.trim(), z.maxLength(EVENT_DESCRIPTION_MAX, { error: `Description must be at most ${EVENT_DESCRIPTION_MAX} characters long.` })),
    z.transform((text) => text.replace(/\r\n?/g, "\n")),
  ),
);

const CategorySchema = lazySchema(() => z.enum(EVENT_CATEGORIES, { error: `Category must be one of: ${EVENT_CATEGORIES.join(", ")}.` }));

const LocationSchema = lazySchema(() =>
  z
    .string({ error: "Location is required." })
    .check(
      z.regex(SINGLE_LINE, { error: "Location cannot contain line breaks or control characters." }),
      z.trim(),
      z.minLength(1, { error: "Location is required." }),
      z.maxLength(EVENT_LOCATION_MAX, { error: `Location must be at most ${EVENT_LOCATION_MAX} characters long.` }),
    ),
);

/** A map or meeting link: http(s) only, so it is always safe to link to; one typed without `https://` gets it. */
const LocationUrlSchema = lazySchema(() =>
  z.nullable(
    z.pipe(
      z
        .string({ error: "Location link must be a web address." })
        .check(z.overwrite(completeWebAddress), z.maxLength(500, { error: "Location link must be at most 500 characters long." })),
      z.url({ protocol: /^https?$/, error: "Location link must be a web address starting with https://." }),
    ),
  ),
);

const CapacitySchema = lazySchema(() =>
  z.nullable(
    z
      .number({ error: "Capacity must be a whole number." })
      .check(
        z.int({ error: "Capacity must be a whole number." }),
        z.gte(1, { error: "Capacity must be at least 1 (or empty for no limit)." }),
        z.lte(EVENT_CAPACITY_MAX, { error: `Capacity must be at most ${EVENT_CAPACITY_MAX}.` }),
      ),
  ),
);

const EventPointsSchema = lazySchema(() =>
  z
    .number({ error: "Points must be a whole number." })
    .check(
      z.int({ error: "Points must be a whole number." }),
      z.gte(0, { error: "Points cannot be negative." }),
      z.lte(EVENT_POINTS_MAX, { error: `Points must be at most ${EVENT_POINTS_MAX}.` }),
    ),
);

/** Minutes before the start / after the end that check-in opens / closes (per event). */
export const CHECKIN_OFFSET_MAX_MINUTES = 1440;
export const CHECKIN_OPENS_BEFORE_DEFAULT = 15;
export const CHECKIN_CLOSES_AFTER_DEFAULT = 30;

const CheckinOffsetSchema = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of minutes.` })
    .check(
      z.int({ error: `${label} must be a whole number of minutes.` }),
      z.gte(0, { error: `${label} cannot be negative.` }),
      z.lte(CHECKIN_OFFSET_MAX_MINUTES, { error: `${label} can be at most ${CHECKIN_OFFSET_MAX_MINUTES} minutes (a day).` }),
    );

const RsvpOpenSchema = lazySchema(() => z.boolean({ error: "RSVP open must be true or false." }));
const RemindSoonSchema = lazySchema(() => z.boolean({ error: "The reminder two hours before must be true or false." }));

/** Ends after it starts, and lasts at most two weeks (also enforced by the database). */
function checkTimes(value: { startsAt?: number | undefined; endsAt?: number | undefined }, ctx: z.core.$RefinementCtx) {
  if (value.startsAt === undefined || value.endsAt === undefined) return;
  if (value.endsAt <= value.startsAt) {
    ctx.addIssue({ code: "custom", path: ["endsAt"], message: "An event must end after it starts." });
  } else if (value.endsAt - value.startsAt > EVENT_MAX_DAYS * DAY_MS) {
    ctx.addIssue({ code: "custom", path: ["endsAt"], message: `An event can last at most ${EVENT_MAX_DAYS} days.` });
  }
}

/** POST /api/events */
export const createEventRequestSchema = lazySchema(() =>
  z.pipe(
    z
      .strictObject({
        title: TitleSchema,
        description: z._default(DescriptionSchema, ""),
        category: CategorySchema,
        location: LocationSchema,
        locationUrl: z.optional(LocationUrlSchema),
        startsAt: UtcInstantSchema("Start"),
        endsAt: UtcInstantSchema("End"),
        capacity: z.optional(CapacitySchema),
        rsvpOpen: z._default(RsvpOpenSchema, true),
        /** Also remind the members going about two hours before (decision 092); off by default, as it doubles the reminder mail. */
        remindSoon: z._default(RemindSoonSchema, false),
        /** Without it, the category's usual value (EVENT_CATEGORY_POINTS). */
        points: z.optional(EventPointsSchema),
        checkinOpensMinutesBefore: z._default(CheckinOffsetSchema("Check-in opening"), CHECKIN_OPENS_BEFORE_DEFAULT),
        checkinClosesMinutesAfter: z._default(CheckinOffsetSchema("Check-in closing"), CHECKIN_CLOSES_AFTER_DEFAULT),
      })
      .check(z.superRefine(checkTimes)),
    z.transform(({ points, ...event }) => ({ ...event, points: points ?? EVENT_CATEGORY_POINTS[event.category] })),
  ),
);
export type CreateEventRequest = z.input<typeof createEventRequestSchema>;

/** PATCH /api/events/{id}: any of the fields, and `status` to cancel or reinstate. */
export const updateEventRequestSchema = lazySchema(() =>
  z
    .strictObject({
      title: z.optional(TitleSchema),
      description: z.optional(DescriptionSchema),
      category: z.optional(CategorySchema),
      location: z.optional(LocationSchema),
      locationUrl: z.optional(LocationUrlSchema),
      startsAt: z.optional(UtcInstantSchema("Start")),
      endsAt: z.optional(UtcInstantSchema("End")),
      capacity: z.optional(CapacitySchema),
      rsvpOpen: z.optional(RsvpOpenSchema),
      remindSoon: z.optional(RemindSoonSchema),
      points: z.optional(EventPointsSchema),
      checkinOpensMinutesBefore: z.optional(CheckinOffsetSchema("Check-in opening")),
      checkinClosesMinutesAfter: z.optional(CheckinOffsetSchema("Check-in closing")),
      status: z.optional(z.enum(EVENT_STATUSES, { error: "Status must be scheduled or cancelled." })),
      /**
       * Whether a change of time, place, title or status tells the members who
       * RSVPed (mail) and the chapter's chats; calendars follow it either way
       * (decision 121). Defaults to true; false saves a small correction quietly.
       */
      notify: z.optional(z.boolean({ error: "notify must be true or false." })),
    })
    .check(
      z.superRefine(checkTimes),
      z.refine(({ notify: _notify, ...value }) => Object.values(value).some((field) => field !== undefined), { error: "Nothing to change." }),
    ),
);
export type UpdateEventRequest = z.input<typeof updateEventRequestSchema>;

/** POST /api/events/{id}/cancel: an optional line for the members' e-mail. */
export const cancelEventRequestSchema = lazySchema(() =>
  z.strictObject({
    reason: z.optional(z.string({ error: "Reason must be text." }).check(z.trim(), z.maxLength(500, { error: "Reason must be at most 500 characters long." }))),
  }),
);
export type CancelEventRequest = z.input<typeof cancelEventRequestSchema>;

/** GET /api/events: events overlapping [from, to), optionally of one category, or only the member's. */
export const listEventsQuerySchema = lazySchema(() =>
  z
    .object({
      from: z.optional(UtcInstantSchema("from")),
      to: z.optional(UtcInstantSchema("to")),
      category: z.optional(CategorySchema),
      limit: wholeNumberParam("limit", EVENTS_PAGE_MAX, EVENTS_PAGE_DEFAULT),
      /** Only the events the signed-in member RSVPed to ("My events"). */
      mine: z._default(z.stringbool({ error: "mine must be true or false." }), false),
    })
    .check(
      z.refine((q) => q.from === undefined || q.to === undefined || q.to > q.from, {
        error: "to must be later than from.",
        path: ["to"],
      }),
    ),
);
export type ListEventsQuery = z.input<typeof listEventsQuerySchema>;

/** An event as the API answers it. */
export const eventSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    category: z.enum(EVENT_CATEGORIES),
    location: z.string(),
    locationUrl: z.nullable(z.string()),
    startsAt: instantSchema,
    endsAt: instantSchema,
    capacity: z.nullable(z.int()),
    rsvpOpen: z.boolean(),
    /** The members going are also reminded about two hours before (decision 092). */
    remindSoon: z.boolean(),
    points: z.int(),
    status: z.enum(EVENT_STATUSES),
    sequence: z.int(),
    /** The creating officer's id (null once that account is deleted); only in the answers to officers' writes. */
    createdBy: z.optional(z.nullable(z.string())),
    createdAt: instantSchema,
    updatedAt: instantSchema,
    /** Members going. */
    rsvpCount: z.int(),
    waitlistCount: z.int(),
    /** Places left; null when there is no limit. */
    spotsLeft: z.nullable(z.int()),
    /** Check-in opens this many minutes before the start and closes this many after the end. */
    checkinOpensMinutesBefore: z.int(),
    checkinClosesMinutesAfter: z.int(),
    /** The signed-in member's RSVP (absent for visitors). */
    myRsvp: z.optional(z.nullable(z.enum(RSVP_STATUSES))),
    /** When the signed-in member checked in (null: not checked in; absent for visitors). */
    myCheckedInAt: z.optional(z.nullable(instantSchema)),
  }),
);
export type ChapterEventView = z.infer<typeof eventSchema>;
export const eventListSchema = lazySchema(() => z.array(eventSchema));

/** `meta` of GET /api/events. */
export const eventListMetaSchema = lazySchema(() => z.object({ limit: z.int(), hasMore: z.boolean() }));

/** PUT and DELETE /api/events/{id}/rsvp: the member's RSVP after the call, and the event. */
export const rsvpResultSchema = lazySchema(() =>
  z.object({
    status: z.nullable(z.enum(RSVP_STATUSES)),
    /** The member has checked in (their RSVP then stays: it is the event's record). */
    checkedIn: z.boolean(),
    /** 1 for the next member to get a place; null unless on the waitlist. */
    waitlistPosition: z.nullable(z.int()),
    event: eventSchema,
  }),
);
export type RsvpResult = z.infer<typeof rsvpResultSchema>;

/** One line of GET /api/events/{id}/rsvps (officers): going first, then the waitlist in order. */
export const eventRsvpSchema = lazySchema(() =>
  z.object({
    userId: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    status: z.enum(RSVP_STATUSES),
    waitlistPosition: z.nullable(z.int()),
    joinedAt: instantSchema,
  }),
);
export type EventRsvp = z.infer<typeof eventRsvpSchema>;
export const eventRsvpListSchema = lazySchema(() => z.array(eventRsvpSchema));

/**
 * DELETE /api/events/{id}/rsvps/{userId} (officers): what the member had,
 * how many moved up from the waitlist into the freed place, and the counts after.
 */
export const rsvpRemovalResultSchema = lazySchema(() =>
  z.object({
    eventId: z.string(),
    userId: z.string(),
    status: z.enum(RSVP_STATUSES),
    promoted: z.int(),
    going: z.int(),
    waitlist: z.int(),
  }),
);
export type RsvpRemovalResult = z.infer<typeof rsvpRemovalResultSchema>;

/**
 * An event in a path (`/api/events/{id}/…`): ids are `ev_` and 16
 * characters, so anything long names no event — 404, without asking D1.
 */
export const eventIdParamSchema = lazySchema(() => z.object({ id: z.string().check(z.maxLength(64, { error: "No such event." })) }));
/** DELETE /api/events/{id}/rsvps/{userId}: an id too long to be one names nobody (404 without asking D1). */
export const rsvpRemovalParamSchema = lazySchema(() => z.extend(eventIdParamSchema, { userId: UserIdParamSchema("This member has no RSVP for this event.") }));
/** GET /api/rsvp-links/{token} and POST …/cancel: the signed link in an RSVP mail. */
export const rsvpLinkParamSchema = lazySchema(() => z.object({ token: z.string().check(z.maxLength(600, { error: "This link is not valid." })) }));

/** GET /api/events/{idOrSlug} and the event's page: an id, or a slug (at most SLUG_MAX characters). */
export const eventRefParamSchema = lazySchema(() => z.object({ idOrSlug: z.string().check(z.maxLength(100, { error: "No such event." })) }));

export const rsvpListQuerySchema = lazySchema(() => z.object({ format: ListFormatSchema }));

/**
 * A calendar file in a path, `{name}.ics`, answered as its name when
 * `isName` accepts it; anything else is no calendar (404, without asking D1).
 */
function calendarFileParam(isName: (name: string) => boolean) {
  return z.pipe(
    z.string().check(z.refine((file) => file.endsWith(".ics") && isName(file.slice(0, -".ics".length)), { error: "No such calendar." })),
    z.transform((file) => file.slice(0, -".ics".length)),
  );
}

/** A personal feed's secret: 32 random bytes in base64url, 43 characters. */
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** GET /calendar/{token}.ics: `file` gives the token. */
export const feedFileParamSchema = lazySchema(() => z.object({ file: calendarFileParam((token) => FEED_TOKEN.test(token)) }));
/** GET /events/{slug}.ics: `file` gives the slug, if it is one slugify could make. */
export const eventFileParamSchema = lazySchema(() => z.object({ file: calendarFileParam(isSlug) }));

/** GET /api/calendar/feed: whether the member has a personal feed (its address is shown only when made). */
export const calendarFeedStatusSchema = lazySchema(() =>
  z.object({
    active: z.boolean(),
    createdAt: z.nullable(instantSchema),
    /** When the feed's events remind the member (src/shared/calendar-alarms.ts); the default until they have a feed. */
    alarms: z.optional(z.enum(CALENDAR_ALARMS)),
  }),
);
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** POST /api/calendar/feed: a new personal feed address; the previous one stops working. */
export const calendarFeedSchema = lazySchema(() =>
  z.object({
    url: z.string(),
    webcalUrl: z.string(),
    googleUrl: z.string(),
    createdAt: instantSchema,
  }),
);
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export { calendarSubscribeLinks, eventCalendarPath, eventPath, PUBLIC_CALENDAR_PATH } from "./event-links";

/** PUT /api/events/{id}/rsvp: no body needed; `{status: "going"}` may be sent (the server decides going or waitlist). */
export const rsvpRequestSchema = lazySchema(() =>
  z.strictObject({ status: z.optional(z.literal("going", { error: 'status can only be "going": the waitlist is decided by the server.' })) }),
);
