/**
 * The categories an event can have (the site's vocabulary since the first
 * events page; the slides archive uses them too). Plain constants, no zod, so
 * pages can import them without loading the schemas.
 */
export const EVENT_CATEGORIES = ["General meeting", "Professional", "Social", "Service", "Sports", "Mentorship"] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
