/**
 * The categories an event can have (the site's vocabulary since the first
 * events page; the slides archive uses them too). Plain constants, no zod, so
 * pages can import them without loading the schemas.
 */
export const EVENT_CATEGORIES = ["General meeting", "Professional", "Social", "Service", "Sports", "Mentorship"] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/**
 * What attending an event of each category is usually worth: the points a
 * new event gets when the officer does not say (the API's default and the
 * form's starting value). Why these values: docs/decisions/059-event-form-defaults.md.
 */
export const EVENT_CATEGORY_POINTS: Readonly<Record<EventCategory, number>> = {
  "General meeting": 10,
  Professional: 20,
  Social: 5,
  Service: 15,
  Sports: 5,
  Mentorship: 10,
};
