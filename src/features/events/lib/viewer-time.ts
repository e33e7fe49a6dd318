import { site } from "~/site.config";
import { whenLabels, type WhenLabels } from "./event-time";

/** The same in the viewer's own zone, when that shows the event at other times than the chapter's; else null. */
export function viewerWhen(event: { startsAt: string; endsAt: string }): WhenLabels | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone || zone === site.timeZone) return null;
  const chapter = whenLabels(event);
  const viewer = whenLabels(event, zone);
  return viewer.date === chapter.date && viewer.time === chapter.time ? null : viewer;
}

