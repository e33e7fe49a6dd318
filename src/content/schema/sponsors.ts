import * as z from "zod/mini";
import { SAMPLE_SPONSOR_TIERS } from "../taxonomy";
import { ImagePathSchema, LinkSchema, SlugSchema } from "./common";

const SponsorSchema = z.object({
  id: SlugSchema,
  name: z.string().check(z.minLength(2)),
  /** The sample chapter's tier; the seed gives the sponsor the chapter's tier at the same height (taxonomy.ts). */
  tier: z.enum(SAMPLE_SPONSOR_TIERS),
  url: LinkSchema,
  /** The logo; its alt text is the sponsor's name. */
  logo: ImagePathSchema,
  blurb: z.string().check(z.minLength(20), z.maxLength(240)),
});
export type Sponsor = z.infer<typeof SponsorSchema>;

/** The sample chapter's sponsors (src/content/sponsors.ts, the seed). The tiers they buy are the identity's (schema/identity.ts). */
export const SponsorsSchema = z.array(SponsorSchema).check(z.minLength(1));
