import * as z from "zod/mini";
import "~/shared/zod-messages";
import { apiData } from "~/lib/api-client";
import { BioSchema, DegreeSchema, GitHubUrlSchema, GraduationTermSchema, LinkedInUrlSchema, MajorSchema, PortfolioUrlSchema } from "~/shared/profile";
import { FirstNameSchema, LastNameSchema } from "~/shared/fields";
import { lazySchema } from "~/shared/lazy-schema";
import { userSchema, type User } from "~/shared/users";

/** An emptied field clears it (the API takes null or ""). */
const clearable = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value) => (value === "" ? null : value)),
    z.nullable(schema),
  );
const flag = () => z.boolean();

/**
 * The academic profile form, field by field with the shared schemas that
 * PATCH /api/users/{id} applies, so each message shows at its own field
 * (the three links are one `links` object in the request).
 */
export const academicProfileFormSchema = lazySchema(() =>
  z.object({
    major: clearable(MajorSchema),
    graduationTerm: clearable(GraduationTermSchema),
    degree: clearable(DegreeSchema),
    bio: BioSchema,
    linkedin: LinkedInUrlSchema,
    github: GitHubUrlSchema,
    portfolio: PortfolioUrlSchema,
    showMajor: flag(),
    showGraduationYear: flag(),
    showBio: flag(),
    showLinks: flag(),
    // A name typed above the form and not saved yet goes along (lib/typed-name.ts).
    firstName: z.optional(FirstNameSchema),
    lastName: z.optional(LastNameSchema),
  }),
);
export type AcademicProfileForm = z.output<typeof academicProfileFormSchema>;

/** PATCH /api/users/{id} with the academic profile: what the résumé book lists and the public page may show. */
export function updateAcademicProfile(id: string, form: AcademicProfileForm): Promise<User> {
  const { linkedin, github, portfolio, ...fields } = form;
  return apiData(`/api/users/${encodeURIComponent(id)}`, userSchema, {
    method: "PATCH",
    body: { id, ...fields, links: { linkedin, github, portfolio } },
  });
}
