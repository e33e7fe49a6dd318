import { site } from "../site.config";

/**
 * The categories an event can have, and what attending one is usually worth (the points a new event
 * gets when the officer does not say: the API's default and the form's starting value): the chapter's
 * own, from its identity file (src/site.config.ts `eventCategories`). The one contract here that reads
 * the identity rather than being handed it: which categories exist is the chapter's choice, and the
 * API checks an event's category against it. Plain constants, no zod, so pages can import them without
 * loading the schemas. Why the sample chapter's values: docs/decisions/059-event-form-defaults.md.
 */
export type EventCategory = keyof typeof site.eventCategories & string;

export const EVENT_CATEGORY_POINTS: Readonly<Record<EventCategory, number>> = site.eventCategories;

export const EVENT_CATEGORIES = Object.keys(EVENT_CATEGORY_POINTS) as [EventCategory, ...EventCategory[]];
