/**
 * Where a member makes their personal calendar address, with its reminders
 * (decision 122): what "Add to my calendar" on an event page and in a
 * confirmation mail leads to. Plain, without zod, for pages and the Worker.
 */
export const MY_CALENDAR_PATH = "/profile/events#personal-calendar";
