import { apiData, apiRequest } from "~/lib/api-client";
import { type FeedbackRequest, feedbackSummarySchema, myFeedbackSchema } from "~/shared/feedback";

/** The request's shared schema: the form checks its input with it before sending, as the Worker does. */
export { feedbackRequestSchema } from "~/shared/feedback";

const feedbackPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/feedback`;

/** GET /api/events/{id}/feedback/mine: whether the member may rate the event, and their answer. */
export const getMyFeedback = (eventId: string, signal?: AbortSignal) => apiData(`${feedbackPath(eventId)}/mine`, myFeedbackSchema, { signal });

/** PUT /api/events/{id}/feedback: the answer, and the API's thanks. */
export async function saveFeedback(eventId: string, body: FeedbackRequest) {
  const envelope = await apiRequest(feedbackPath(eventId), myFeedbackSchema, { method: "PUT", body });
  return { ...envelope.data, message: envelope.message };
}

/** GET /api/events/{id}/feedback (officers): the results without names. */
export const getFeedbackSummary = (eventId: string, signal?: AbortSignal) => apiData(feedbackPath(eventId), feedbackSummarySchema, { signal });
