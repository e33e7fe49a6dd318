import * as z from "zod";
import { ImageSchema, line, NamedLinkSchema, text } from "./fields";
import { BOARD_GROUPS, BOARD_YEARS } from "./vocabulary";
import { lazySchema } from "../lazy-schema";

/** A person on /board. */
export const boardMemberFieldsSchema = lazySchema(() =>
  z.object({
    name: line("Name", 2, 80),
    pronouns: line("Pronouns", 1, 30).optional(),
    role: line("Role", 2, 80),
    group: z.enum(BOARD_GROUPS, { error: "Choose the group the person belongs to." }),
    year: z.enum(BOARD_YEARS, { error: "Choose the person's year." }),
    major: line("Major", 2, 80),
    bio: text("Bio", 40, 600),
    email: z.email({ error: "Enter an e-mail address, e.g. president@example.org." }).max(254).optional(),
    portrait: ImageSchema.optional(),
    links: z.array(NamedLinkSchema).max(4, { error: "Add at most 4 links." }).default([]),
  }),
);
