/**
 * The fixed vocabularies of the content: board groups, sponsor tiers, event
 * categories and program pages. Plain constants (no zod), so the pages can
 * import them without loading the schemas, which only the tests and the
 * build use.
 */
// Officers edit the board and the sponsors on the site (D1), so these lists are shared contracts too.
export { BOARD_GROUPS, type BoardGroup, SPONSOR_TIERS } from "../shared/content/vocabulary";

// Events live in D1 and the Worker checks their category, so the list is a shared contract.
export { EVENT_CATEGORIES, type EventCategory } from "../shared/event-categories";

export const PROGRAM_SLUGS = ["interns", "set", "webdev", "sports", "mentor-mentee"] as const;
export type ProgramSlug = (typeof PROGRAM_SLUGS)[number];
