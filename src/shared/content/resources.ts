import * as z from "zod/mini";
import "../zod-messages";
import { LinkSchema, line, text } from "./fields";
import { RESOURCE_SECTIONS } from "./vocabulary";
import { lazySchema } from "../lazy-schema";

/** One entry of /resources: a link, a place on campus, office hours or a first-year question. */
export const resourceFieldsSchema = lazySchema(() =>
  z.object({
    section: z.enum(RESOURCE_SECTIONS, { error: "Choose the section the entry goes in." }),
    title: line("Title", 2, 140),
    description: text("The description", 10, 2000),
    link: z.optional(LinkSchema),
    /** Where or when, for places on campus and office hours (e.g. "Engineering Hall 204, Tuesdays 4–5 PM"). */
    where: z.optional(line("Where and when", 3, 160)),
  }),
);
