import { apiData, apiRequest } from "~/lib/api-client";
import { readEvents } from "~/lib/public-api/events";
import { type CreateMailingRequest, createMailingResultSchema, type MailingAudience, mailingListSchema, mailingPlanSchema } from "~/shared/mailings";
import {
  mailingTestResultSchema,
  type ScheduleMailingRequest,
  scheduledMailingIdParamSchema as scheduledMailingIdSchema,
  scheduledMailingListSchema,
  scheduledMailingSchema,
} from "~/shared/scheduled-mailings";

/** The request's shared schema: the form checks its input with it before asking for the plan, as the Worker does. */
export { createMailingRequestSchema } from "~/shared/mailings";

/** The events an officer may write about: from three months ago on (the people who came, and who are coming). */
const EVENTS_SINCE_MS = 90 * 24 * 60 * 60 * 1000;

/** GET /api/events from three months ago (officers see every event), through the endpoint's one reader. */
export async function listMailableEvents(signal?: AbortSignal) {
  const from = new Date(Date.now() - EVENTS_SINCE_MS).toISOString().replace(/\.\d{3}Z$/, "Z");
  return (await readEvents(`/api/events?from=${from}&limit=500`, signal)).events;
}

/** GET /api/mailings (officers): the latest messages with their progress. */
export const listMailings = (signal?: AbortSignal) => apiData("/api/mailings", mailingListSchema, { signal });

/** GET /api/mailings/plan: how many a message would reach, and when. */
export function planMailing(audience: MailingAudience, eventId: string | undefined) {
  const query = new URLSearchParams({ audience, ...(eventId ? { eventId } : {}) });
  return apiData(`/api/mailings/plan?${query}`, mailingPlanSchema);
}

/** POST /api/mailings: the message, its plan, and the sentence that says it. */
export async function sendMailing(body: CreateMailingRequest) {
  const envelope = await apiRequest("/api/mailings", createMailingResultSchema, { method: "POST", body });
  return { ...envelope.data, message: envelope.message };
}

/** The request schema of "Send later": the form checks the time with it, as the Worker does. */
export { scheduleMailingRequestSchema } from "~/shared/scheduled-mailings";

/** POST /api/mailings/test: the message to the signed-in officer alone; the sentence says where it went. */
export async function sendMailingTest(body: CreateMailingRequest) {
  const envelope = await apiRequest("/api/mailings/test", mailingTestResultSchema, { method: "POST", body });
  return { ...envelope.data, message: envelope.message };
}

/** GET /api/mailings/scheduled: the messages waiting for their time, and those that could not go. */
export const listScheduledMailings = (signal?: AbortSignal) => apiData("/api/mailings/scheduled", scheduledMailingListSchema, { signal });

/** POST /api/mailings/scheduled */
export async function scheduleMailing(body: ScheduleMailingRequest) {
  const envelope = await apiRequest("/api/mailings/scheduled", scheduledMailingSchema, { method: "POST", body });
  return { scheduled: envelope.data, message: envelope.message };
}

/** DELETE /api/mailings/scheduled/{id} */
export const cancelScheduledMailing = (id: string) =>
  apiRequest(`/api/mailings/scheduled/${encodeURIComponent(id)}`, scheduledMailingIdSchema, { method: "DELETE" });
