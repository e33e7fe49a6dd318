import { whenLabels, type WhenLabels } from "~/shared/time/event-when";
import { viewerTimeZone } from "~/shared/time/formats";
import { site } from "~/site.config";

/** The same in the viewer's own zone, when that shows the event at other times than the chapter's; else null. */
export function viewerWhen(event: { startsAt: string; endsAt: string }): WhenLabels | null {
  const zone = viewerTimeZone();
  if (!zone || zone === site.timeZone) return null;
  const chapter = whenLabels(event, site.timeZone);
  const viewer = whenLabels(event, zone);
  return viewer.date === chapter.date && viewer.time === chapter.time ? null : viewer;
}
