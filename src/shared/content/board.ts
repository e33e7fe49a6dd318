import * as z from "zod/mini";
import "../zod-messages";
import { ImageSchema, line, NamedLinkSchema, text } from "./fields";
import { BOARD_GROUPS, BOARD_YEARS } from "./vocabulary";
import { lazySchema } from "../lazy-schema";

/** A person on /board. */
export const boardMemberFieldsSchema = lazySchema(() =>
  z.object({
    name: line("Name", 2, 80),
    pronouns: z.optional(line("Pronouns", 1, 30)),
    role: line("Role", 2, 80),
    group: z.enum(BOARD_GROUPS, { error: "Choose the group the person belongs to." }),
    year: z.enum(BOARD_YEARS, { error: "Choose the person's year." }),
    major: line("Major", 2, 80),
    bio: text("Bio", 40, 600),
    email: z.optional(z.email({ error: "Enter an e-mail address, e.g. president@example.org." }).check(z.maxLength(254))),
    portrait: z.optional(ImageSchema),
    links: z._default(z.array(NamedLinkSchema).check(z.maxLength(4, { error: "Add at most 4 links." })), []),
  }),
);
