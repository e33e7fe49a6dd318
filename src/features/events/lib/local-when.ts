import type { WhenLabels } from "~/shared/time/event-when";

/**
 * whenLabels' text in this device's own zone, written from Date's local getters (decision 168):
 * the browser's first Intl format loads ICU's locale and zone data (~100 ms in one task on a slow
 * phone), and a viewer outside the chapter's zone sees a "Your time" line on the events' cards at
 * load. The words are US English's, as every label the site writes; spaces are plain, as Chromium's
 * and the Worker's Intl write them (local-when.test.ts compares with Intl in a dozen zones).
 */

const MONTHS = "January February March April May June July August September October November December".split(" ");
const WEEKDAYS = "Sunday Monday Tuesday Wednesday Thursday Friday Saturday".split(" ");

/** "6:30" and "PM" of a time: Intl's hour and minute, and its day period, which a range shares when both ends have it. */
const clock = (date: Date) => `${date.getHours() % 12 || 12}:${String(date.getMinutes()).padStart(2, "0")}`;
const period = (date: Date) => (date.getHours() < 12 ? " AM" : " PM");

/**
 * The zone's short name at an instant, as en-US Intl writes it, from Date's own text ("… GMT-0600
 * (Central Standard Time)", no Intl object made): the US and Atlantic zones' letters ("CST", "AKDT"),
 * "UTC" and "GMT", else the offset ("GMT+9", "GMT-3:30", "GMT+0"). Intl names two zones otherwise: the
 * Aleutians ("HAST"; here "HST", as Honolulu's) and, in a browser that names zones in another
 * language, every zone: it gets the offset, the same instant in less familiar letters.
 */
export function zoneName(date: Date): string {
  const [, sign, hours, minutes, name] = /GMT(.)(..)(..)(?: \((.*)\))?/.exec(String(date)) ?? [];
  const us = /^(Eastern|Central|Mountain|Pacific|Alaska|Atlantic|Hawaii-Aleutian) ([SD])\w+ Time$/.exec(name!);
  if (us) return `${us[1] === "Alaska" ? "AK" : us[1]![0]}${us[2]}T`;
  return name === "Coordinated Universal Time"
    ? "UTC"
    : name === "Greenwich Mean Time"
      ? "GMT"
      : `GMT${sign}${Number(hours)}${minutes === "00" ? "" : `:${minutes}`}`;
}

/** An event's date and time in this device's zone: whenLabels(event, ownZone)'s text, in full. */
export function localWhen(event: { startsAt: string; endsAt: string }): WhenLabels {
  const [starts, ends] = [new Date(event.startsAt), new Date(event.endsAt)];
  const day = (date: Date) => `${MONTHS[date.getMonth()]} ${date.getDate()}`;
  const [from, to, year] = [clock(starts) + period(starts), clock(ends) + period(ends), starts.getFullYear()];
  const zone = ` ${zoneName(ends)}`;
  if (starts.toDateString() === ends.toDateString()) {
    return {
      date: `${WEEKDAYS[starts.getDay()]}, ${day(starts)}, ${year}`,
      time: (from === to ? from : period(starts) === period(ends) ? `${clock(starts)} – ${to}` : `${from} – ${to}`) + zone,
    };
  }
  return {
    date:
      year !== ends.getFullYear()
        ? `${day(starts)}, ${year} – ${day(ends)}, ${ends.getFullYear()}`
        : `${day(starts)} – ${starts.getMonth() === ends.getMonth() ? ends.getDate() : day(ends)}, ${year}`,
    time: `${from} – ${to}${zone}`,
  };
}
