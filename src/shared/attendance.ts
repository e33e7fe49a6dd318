import * as z from "zod/mini";
import "./zod-messages";
import { ListFormatSchema } from "./csv";
import { eventIdParamSchema, RSVP_STATUSES } from "./events";
import { TOTP_ALGORITHM, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from "./totp";
import { lazySchema } from "./lazy-schema";
import { instantSchema } from "./time/instant-schema";

/**
 * Check-in and attendance (docs/api.md, "Check-in and attendance"): the
 * officer's display, the member's check-in with a code or a claim, and the
 * officers' attendance list. Instants are ISO 8601 in UTC ending in Z.
 */

export const CHECKIN_METHODS = ["code", "claim", "manual"] as const;
export type CheckinMethod = (typeof CHECKIN_METHODS)[number];

/** Check-in tries a member may make a minute (right or wrong). */
export const CHECKIN_TRIES_PER_MINUTE = 10;
/** How long a check-in claim may be redeemed. */
export const CHECKIN_CLAIM_MINUTES = 30;

/** Six digits; spaces (as people type "123 456") are ignored. */
export const CheckinCodeSchema = lazySchema(() =>
  z.pipe(
    z.pipe(
      z.string({ error: "Enter the 6-digit code." }),
      z.transform((value) => value.replace(/\s+/g, "")),
    ),
    z.string().check(z.regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), { error: "Enter the 6-digit code." })),
  ),
);

const ClaimSchema = lazySchema(() =>
  z
    .string({ error: "The check-in claim is missing." })
    .check(z.minLength(1, { error: "The check-in claim is missing." }), z.maxLength(300, { error: "The check-in claim is not valid." })),
);

/** POST /api/events/{id}/checkin-claim (anyone). */
export const checkinClaimRequestSchema = lazySchema(() => z.strictObject({ code: CheckinCodeSchema }));
export type CheckinClaimRequest = z.input<typeof checkinClaimRequestSchema>;

/** POST /api/events/{id}/checkin (members): the code on the screen, or a claim got with one earlier — one of the two. */
export const checkinRequestSchema = lazySchema(() =>
  z.strictObject({ code: z.optional(CheckinCodeSchema), claim: z.optional(ClaimSchema) }).check(
    z.refine((body) => (body.code === undefined) !== (body.claim === undefined), {
      error: "Send the 6-digit code or a check-in claim.",
    }),
  ),
);
export type CheckinRequest = z.input<typeof checkinRequestSchema>;

/** What a member-facing answer says about the event (never its secret). */
export const checkinEventSchema = lazySchema(() => z.object({ id: z.string(), slug: z.string(), title: z.string(), startsAt: instantSchema }));

/** The answer to POST …/checkin-claim: keep `claim` (e.g. in sessionStorage) and send it after signing in. */
export const checkinClaimSchema = lazySchema(() =>
  z.object({
    claim: z.string(),
    eventId: z.string(),
    event: checkinEventSchema,
    expiresAt: instantSchema,
  }),
);
export type CheckinClaim = z.infer<typeof checkinClaimSchema>;

const termRefSchema = lazySchema(() => z.object({ id: z.string(), name: z.string() }));

/**
 * The answer to a check-in (the member's own or an officer's): 201 when this
 * call checked the member in, 200 with `alreadyCheckedIn` when they were.
 * `points` is what this attendance earned; `termPoints` the member's points
 * in the term of the event (null when no term covers it).
 */
export const checkinResultSchema = lazySchema(() =>
  z.object({
    eventId: z.string(),
    userId: z.string(),
    event: checkinEventSchema,
    points: z.int(),
    termPoints: z.nullable(z.int()),
    term: z.nullable(termRefSchema),
    totalPoints: z.int(),
    alreadyCheckedIn: z.boolean(),
    checkedInAt: instantSchema,
  }),
);
export type CheckinResult = z.infer<typeof checkinResultSchema>;

/** GET /api/events/{id}/checkin-display (officers): what the display computes its codes from. */
export const checkinDisplaySchema = lazySchema(() =>
  z.object({
    eventId: z.string(),
    title: z.string(),
    /** The event's secret, base32 without padding. */
    secret: z.string(),
    algorithm: z.literal(TOTP_ALGORITHM),
    digits: z.literal(TOTP_DIGITS),
    period: z.literal(TOTP_PERIOD_SECONDS),
    opensAt: instantSchema,
    closesAt: instantSchema,
    /** `{site}/checkin?e={id}`: the display appends `&c={code}` for its QR code. */
    checkinUrl: z.string(),
    /** Members checked in so far (the display's live count). */
    checkedIn: z.int(),
    /** The server's clock when it answered (ms), so a display whose clock is off can correct. */
    serverTime: instantSchema,
  }),
);
export type CheckinDisplay = z.infer<typeof checkinDisplaySchema>;

/** POST /api/events/{id}/attendance (officers): a member by username, e-mail or user id. */
export const manualCheckinRequestSchema = lazySchema(() =>
  z.strictObject({
    user: z
      .string({ error: "Enter a username or e-mail address." })
      .check(
        z.trim(),
        z.minLength(1, { error: "Enter a username or e-mail address." }),
        z.maxLength(254, { error: "No member has that username or e-mail address." }),
      ),
  }),
);
export type ManualCheckinRequest = z.input<typeof manualCheckinRequestSchema>;

/** DELETE /api/events/{id}/attendance/{userId}: the attendance removed and its points reversed. */
export const attendanceRemovalSchema = lazySchema(() =>
  z.object({
    eventId: z.string(),
    userId: z.string(),
    removed: z.boolean(),
    /** The reversal's delta (≤ 0; 0 when nothing was removed). */
    pointsReversed: z.int(),
    totalPoints: z.int(),
  }),
);
export type AttendanceRemoval = z.infer<typeof attendanceRemovalSchema>;

/** One line of GET /api/events/{id}/attendance: everyone who RSVPed or checked in. */
export const attendanceLineSchema = lazySchema(() =>
  z.object({
    userId: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    /** The RSVP's status (a walk-in's too: going while places were left). */
    rsvpStatus: z.enum(RSVP_STATUSES),
    /** Checked in without having RSVPed. */
    walkIn: z.boolean(),
    checkedInAt: z.nullable(instantSchema),
    method: z.nullable(z.enum(CHECKIN_METHODS)),
  }),
);
export type AttendanceLine = z.infer<typeof attendanceLineSchema>;
export const attendanceListSchema = lazySchema(() => z.array(attendanceLineSchema));

/** `meta` of the attendance list: RSVPs against check-ins. */
export const attendanceCountsSchema = lazySchema(() =>
  z.object({
    /** RSVPs made before the door (going and waitlist; walk-ins not counted). */
    rsvps: z.int(),
    going: z.int(),
    waitlist: z.int(),
    checkedIn: z.int(),
    /** Checked in, having RSVPed. */
    rsvpedAndCheckedIn: z.int(),
    walkIns: z.int(),
    /** RSVPed `going` and did not check in. */
    noShows: z.int(),
  }),
);
export type AttendanceCounts = z.infer<typeof attendanceCountsSchema>;

/** DELETE /api/events/{id}/attendance/{userId}: the event as every check-in path; the member is looked up as given. */
export const attendanceRemovalParamSchema = lazySchema(() => z.extend(eventIdParamSchema, { userId: z.string() }));

export const attendanceListQuerySchema = lazySchema(() => z.object({ format: ListFormatSchema }));
