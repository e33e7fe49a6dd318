import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { calendarFilePath, eventInstants } from "../../src/content/event-times";
import { EVENTS } from "../../src/content/events";
import { calendarFile } from "../../src/shared/ics";
import { site } from "../../src/site.config";

/** One .ics file per event at /calendar/<id>.ics, for the events page's "Add to calendar" links. */
export async function writeCalendarFiles(clientDir: string, builtAt = new Date()) {
  await mkdir(path.join(clientDir, "calendar"), { recursive: true });
  const host = new URL(site.url).hostname;
  await Promise.all(
    EVENTS.map((event) => {
      const { start, end } = eventInstants(event);
      const description = event.signUpUrl ? `${event.description}\n\nSign up: ${event.signUpUrl}` : event.description;
      const ics = calendarFile(
        {
          uid: `${event.id}@${host}`,
          start,
          end,
          summary: `${event.title} (${site.shortName})`,
          description,
          location: event.location,
          categories: [event.category],
          url: `${site.url}/events#${event.id}`,
        },
        { productId: `-//${site.shortName}//Events//EN`, stamp: builtAt },
      );
      return writeFile(path.join(clientDir, calendarFilePath(event.id)), ics);
    }),
  );
}
