import type * as z from "zod/mini";
import { checkinDisplaySchema, checkinEventSchema, checkinResultSchema } from "../attendance";
import { messageResponseSchema } from "../auth";
import { chatChannelSchema } from "../chat-channels";
import { contactMessageSchema } from "../contact";
import { contentItemSchema } from "../content/collections";
import { editedContentItemSchema } from "../content/drafts";
import { pageMetaSchema } from "../envelope";
import { calendarFeedStatusSchema, eventSchema, rsvpResultSchema } from "../events";
import { myFeedbackSchema } from "../feedback";
import { healthCheckSchema } from "../health";
import { itemHistorySchema } from "../item-history";
import { mailingPlanSchema, mailingSchema } from "../mailings";
import { mediaItemSchema } from "../media";
import { officerInvitationSchema } from "../officers";
import { passkeySchema } from "../passkeys";
import { ledgerEntrySchema } from "../points";
import { notificationChoicesSchema, pushDeviceSchema } from "../push";
import { myResumeSchema, sponsorAccessSchema } from "../resume-book";
import { scheduledMailingSchema } from "../scheduled-mailings";
import { termSchema } from "../terms";
import { instantSchema } from "../time/instant-schema";
import { userSchema } from "../users";

/**
 * The answers' schemas that two or more operations share, by the name the document gives them:
 * each is written once under `components.schemas` and `$ref`'d from every answer that holds it
 * (src/shared/openapi/document.ts), not repeated inline. Only answers (zod's output side): a request
 * reads some of these differently (an instant in a body is read to epoch ms). A schema left off
 * stays inline, which is only longer.
 */
export const NAMED_ANSWERS: Readonly<Record<string, z.ZodMiniType>> = {
  Instant: instantSchema,
  PageMeta: pageMetaSchema,
  Message: messageResponseSchema,
  Event: eventSchema,
  RsvpResult: rsvpResultSchema,
  CalendarFeedStatus: calendarFeedStatusSchema,
  Term: termSchema,
  CheckinEvent: checkinEventSchema,
  CheckinDisplay: checkinDisplaySchema,
  CheckinResult: checkinResultSchema,
  LedgerEntry: ledgerEntrySchema,
  MyFeedback: myFeedbackSchema,
  ContentItem: contentItemSchema,
  EditedContentItem: editedContentItemSchema,
  ItemHistory: itemHistorySchema,
  MediaItem: mediaItemSchema,
  User: userSchema,
  Passkey: passkeySchema,
  PushDevice: pushDeviceSchema,
  NotificationChoices: notificationChoicesSchema,
  OfficerInvitation: officerInvitationSchema,
  ContactMessage: contactMessageSchema,
  ChatChannel: chatChannelSchema,
  Mailing: mailingSchema,
  MailingPlan: mailingPlanSchema,
  ScheduledMailing: scheduledMailingSchema,
  MyResume: myResumeSchema,
  SponsorAccess: sponsorAccessSchema,
  HealthCheck: healthCheckSchema,
};
