import * as z from "zod/mini";
import { BOARD_GROUPS } from "../taxonomy";
import { AltTextSchema, ImagePathSchema, SlugSchema } from "./common";

const BoardMemberSchema = z.object({
  id: SlugSchema,
  name: z.string().check(z.minLength(2)),
  pronouns: z.optional(z.string()),
  role: z.string().check(z.minLength(2)),
  group: z.enum(BOARD_GROUPS),
  year: z.enum(["First year", "Second year", "Third year", "Fourth year", "Fifth year", "Graduate student"]),
  major: z.string().check(z.minLength(2)),
  bio: z.string().check(z.minLength(40), z.maxLength(420)),
  email: z.email(),
  portrait: ImagePathSchema,
  portraitAlt: AltTextSchema,
});
export type BoardMember = z.infer<typeof BoardMemberSchema>;

export const BoardSchema = z.array(BoardMemberSchema).check(
  z.minLength(1),
  z.refine((members) => new Set(members.map((m) => m.id)).size === members.length, { error: "Board ids must be unique." }),
);
