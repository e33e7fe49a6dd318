import * as z from "zod";

const PillarSchema = z.object({
  id: z.enum(["professional", "service", "socials", "sports", "mentorship"]),
  name: z.string().min(3),
  text: z.string().min(20).max(200),
});
export type Pillar = z.infer<typeof PillarSchema>;

const ValueSchema = z.object({ name: z.string().min(3), text: z.string().min(20) });
const MilestoneSchema = z.object({ year: z.number().int().min(1990).max(2100), title: z.string().min(3), text: z.string().min(20) });

export const AboutSchema = z.object({
  founded: z.number().int(),
  mission: z.string().min(40),
  history: z.array(z.string().min(40)).min(1),
  pillars: z.array(PillarSchema).length(5),
  values: z.array(ValueSchema).min(3),
  timeline: z
    .array(MilestoneSchema)
    .min(3)
    .refine((items) => items.every((m, i) => i === 0 || items[i - 1]!.year <= m.year), {
      error: "List milestones oldest first.",
    }),
  stats: z.array(z.object({ value: z.string(), label: z.string() })).min(2),
});
export type About = z.infer<typeof AboutSchema>;

/** The identity file's `about` as the pages take it (read-only: it is written `as const`). */
export type AboutText = {
  readonly [K in keyof About]: About[K] extends readonly (infer Item)[] ? readonly Item[] : About[K];
};
