import * as z from "zod/mini";
import { LinkSchema } from "./common";

const ResourceLinkSchema = z.object({ label: z.string().check(z.minLength(2)), href: LinkSchema, description: z.string().check(z.minLength(10)) });
export type ResourceLink = z.infer<typeof ResourceLinkSchema>;

const CampusPlaceSchema = z.object({
  name: z.string().check(z.minLength(2)),
  where: z.string().check(z.minLength(3)),
  description: z.string().check(z.minLength(10)),
});

const OfficeHourSchema = z.object({
  host: z.string().check(z.minLength(2)),
  role: z.string().check(z.minLength(2)),
  day: z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
  time: z.string().check(z.regex(/^\d{1,2}:\d{2}–\d{1,2}:\d{2} (AM|PM)$/)),
  place: z.string().check(z.minLength(3)),
  topics: z.string().check(z.minLength(5)),
});

export const ResourcesSchema = z.object({
  study: z.array(ResourceLinkSchema).check(z.minLength(1)),
  freshmanFaq: z.array(z.object({ question: z.string().check(z.endsWith("?")), answer: z.string().check(z.minLength(20)) })).check(z.minLength(3)),
  career: z.array(ResourceLinkSchema).check(z.minLength(1)),
  campus: z.array(CampusPlaceSchema).check(z.minLength(1)),
  officeHours: z.array(OfficeHourSchema).check(z.minLength(1)),
});
export type Resources = z.infer<typeof ResourcesSchema>;
