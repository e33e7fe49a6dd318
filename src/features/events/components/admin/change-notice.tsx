import { useState } from "react";
import { useLoaded } from "~/lib/use-loaded";
import type { ChapterEventView } from "~/shared/events";
import { plural } from "~/shared/plural";
import { wallClockFieldToUtc } from "~/shared/time/form-fields";
import { completeWebAddress } from "~/shared/web-address";
import { site } from "~/site.config";
import { chatsConnected } from "../../api/chats-connected";
import { toEpochMs } from "~/shared/time/instant";

/**
 * Whether the form's fields change what calendars show of the event — its
 * time, place or title — which tells the members who RSVPed and the chats
 * unless the officer saves quietly (issue 35.6, decision 121).
 */
export function changesCalendar(event: ChapterEventView, data: FormData): boolean {
  const text = (name: string) => String(data.get(name) ?? "").trim();
  const instant = (name: string) => toEpochMs(wallClockFieldToUtc(text(name), site.timeZone) || "");
  return (
    text("title") !== event.title ||
    text("location") !== event.location ||
    (completeWebAddress(text("locationUrl")) || null) !== (event.locationUrl ?? null) ||
    instant("startsAt") !== toEpochMs(event.startsAt) ||
    instant("endsAt") !== toEpochMs(event.endsAt)
  );
}

/**
 * Shown in the event form before saving a change that would tell people:
 * how many it tells (going and waiting) and whether the chapter's chat hears
 * of it, with the choice to save a small correction without telling anyone.
 * The choice is the form's `notify` field ("yes" or "no").
 */
export function ChangeNotice({ event }: { event: ChapterEventView }) {
  const { data: chat } = useLoaded(chatsConnected);
  const [tell, setTell] = useState(true);
  const people = event.rsvpCount + event.waitlistCount;
  const told =
    people === 0
      ? `Nobody has RSVPed, so no one gets a mail${chat ? " (the chapter's chat is told)" : ""}.`
      : `This will tell ${plural(people, "person", "people")}${chat ? " (and post to the chapter's chat)" : ""}.`;
  return (
    <fieldset className="space-y-2 rounded-md border border-line p-3">
      <legend className="px-1 font-medium text-ink">This changes the time, place or title</legend>
      <p role="status" className="text-ink">
        {tell ? told : "Nobody will be told. Calendars that subscribed update on their own."}
      </p>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <label className="flex items-center gap-2 text-ink">
          <input type="radio" name="notify" value="yes" checked={tell} onChange={() => setTell(true)} className="size-4 accent-brand" />
          Tell them
        </label>
        <label className="flex items-center gap-2 text-ink">
          <input type="radio" name="notify" value="no" checked={!tell} onChange={() => setTell(false)} className="size-4 accent-brand" />
          Save quietly (a small correction)
        </label>
      </div>
    </fieldset>
  );
}
