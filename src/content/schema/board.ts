import * as z from "zod";
import { BOARD_GROUPS } from "../taxonomy";
import { AltTextSchema, ImagePathSchema, SlugSchema } from "./common";

const BoardMemberSchema = z.object({
  id: SlugSchema,
  name: z.string().min(2),
  pronouns: z.string().optional(),
  role: z.string().min(2),
  group: z.enum(BOARD_GROUPS),
  year: z.enum(["First year", "Second year", "Third year", "Fourth year", "Fifth year", "Graduate student"]),
  major: z.string().min(2),
  bio: z.string().min(40).max(420),
  email: z.email(),
  portrait: ImagePathSchema,
  portraitAlt: AltTextSchema,
});
export type BoardMember = z.infer<typeof BoardMemberSchema>;

export const BoardSchema = z
  .array(BoardMemberSchema)
  .min(1)
  .refine((members) => new Set(members.map((m) => m.id)).size === members.length, { error: "Board ids must be unique." });
