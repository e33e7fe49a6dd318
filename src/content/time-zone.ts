import { site } from "../site.config";

/**
 * The chapter's time zone (set in site.config.ts): event times in events.ts
 * are local times there. The calendar files (.ics) and the pages convert
 * with it, so visitors and calendar apps elsewhere see the right time. (A
 * file of its own so that pages needing it do not also load every event.)
 */
export const CHAPTER_TIME_ZONE = site.timeZone;
