import { eventInstants } from "~/content/event-times";
import type { ChapterEvent } from "~/content/schema/events";
import { eventBadge, eventDateLabel, eventTimeLabel } from "./event-when";

/**
 * An event as a short list shows it, with everything worked out ahead: its
 * labels, and the instant it ends (so a page can drop it once over, by the
 * visitor's clock). Made when a page is prerendered, so the browser needs
 * neither the date formatting nor the time-zone rules.
 */
export type EventPreview = Pick<ChapterEvent, "id" | "title" | "category" | "start" | "location"> & {
  endsAt: number;
  dateLabel: string;
  timeLabel: string;
  badge: { month: string; day: number };
};

export function eventPreview(event: ChapterEvent): EventPreview {
  const { id, title, category, start, location } = event;
  return {
    id,
    title,
    category,
    start,
    location,
    endsAt: eventInstants(event).end.getTime(),
    dateLabel: eventDateLabel(event),
    timeLabel: eventTimeLabel(event),
    badge: eventBadge(event),
  };
}
