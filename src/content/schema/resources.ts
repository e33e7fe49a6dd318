import * as z from "zod";
import { LinkSchema } from "./common";

const ResourceLinkSchema = z.object({ label: z.string().min(2), href: LinkSchema, description: z.string().min(10) });
export type ResourceLink = z.infer<typeof ResourceLinkSchema>;

const CampusPlaceSchema = z.object({ name: z.string().min(2), where: z.string().min(3), description: z.string().min(10) });

const OfficeHourSchema = z.object({
  host: z.string().min(2),
  role: z.string().min(2),
  day: z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
  time: z.string().regex(/^\d{1,2}:\d{2}–\d{1,2}:\d{2} (AM|PM)$/),
  place: z.string().min(3),
  topics: z.string().min(5),
});

export const ResourcesSchema = z.object({
  study: z.array(ResourceLinkSchema).min(1),
  freshmanFaq: z.array(z.object({ question: z.string().endsWith("?"), answer: z.string().min(20) })).min(3),
  career: z.array(ResourceLinkSchema).min(1),
  campus: z.array(CampusPlaceSchema).min(1),
  officeHours: z.array(OfficeHourSchema).min(1),
});
export type Resources = z.infer<typeof ResourcesSchema>;
