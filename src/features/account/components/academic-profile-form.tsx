import { CheckboxField } from "~/components/checkbox-field";
import { FormAlert } from "~/components/form-alert";
import { SelectField } from "~/components/select-field";
import { SubmitButton } from "~/components/submit-button";
import { Suggestions } from "~/components/suggestions";
import { TextAreaField } from "~/components/text-area-field";
import { TextField } from "~/components/text-field";
import { COMMON_MAJORS } from "~/content/majors";
import { toast } from "~/lib/toast";
import { useFormFeedback } from "~/lib/use-form-feedback";
import { BIO_MAX, DEGREE_LABELS, DEGREE_LEVELS } from "~/shared/academic";
import type { User } from "~/shared/users";
import { rememberCurrentUser } from "../hooks/use-current-user";
import { forgetTypedName, unsavedName } from "../lib/typed-name";
import { GraduationTermField, graduationTermFrom, halfGraduationTerm } from "./graduation-term-field";

type Field = "major" | "graduationTerm" | "degree" | "bio" | "linkedin" | "github" | "portfolio" | "firstName" | "lastName";

/** The call and the form's schema (the shared field schemas), loaded when the form is first focused. */
const loadApi = () => import("../api/update-academic-profile");

const DEGREE_OPTIONS = [{ value: "", label: "Not set" }, ...DEGREE_LEVELS.map((level) => ({ value: level, label: DEGREE_LABELS[level] }))];
const MAJORS_LIST_ID = "academic-major-suggestions";

/**
 * A member's academic profile: what the résumé book lists (major,
 * graduation term, degree, links) and, for each part, whether the public
 * member page shows it (off until the member says so).
 */
export function AcademicProfileForm({ user }: { user: User }) {
  const form = useFormFeedback<Field>();

  const onSubmit = form.onSubmit(loadApi, (data) => {
    const name = unsavedName(user.id, user);
    return {
      schema: (api) => api.academicProfileFormSchema,
      input: {
        ...name,
        major: data.get("major"),
        graduationTerm: graduationTermFrom(data.get("graduationSeason"), data.get("graduationYear")),
        degree: data.get("degree"),
        bio: data.get("bio"),
        linkedin: data.get("linkedin"),
        github: data.get("github"),
        portfolio: data.get("portfolio"),
        showMajor: data.get("showMajor") === "on",
        showGraduationYear: data.get("showGraduationYear") === "on",
        showBio: data.get("showBio") === "on",
        showLinks: data.get("showLinks") === "on",
      },
      check: () =>
        halfGraduationTerm(data.get("graduationSeason"), data.get("graduationYear"))
          ? { graduationTerm: "Choose both the term and the year, or neither." }
          : {},
      send: async (api, values) => {
        const saved = await api.updateAcademicProfile(user.id, values);
        if (name) forgetTypedName(user.id);
        rememberCurrentUser(saved);
        toast.success(name ? "Your academic profile and your name are saved." : "Your academic profile is saved.");
      },
      // A name the rules refuse is shown in the alert: its fields are in the form above.
      invalid: (errors) => errors.firstName ?? errors.lastName ?? null,
    };
  });

  return (
    <form ref={form.formRef} noValidate onFocus={() => void loadApi()} onSubmit={onSubmit} className="max-w-xl space-y-5">
      <TextField
        name="major"
        label="Major"
        list={MAJORS_LIST_ID}
        autoComplete="off"
        defaultValue={user.major ?? ""}
        hint="As your university names it, e.g. Mechanical Engineering. Suggestions appear as you type."
        error={form.errors.major}
      />
      <Suggestions id={MAJORS_LIST_ID} values={COMMON_MAJORS} />
      <GraduationTermField defaultValue={user.graduationTerm} error={form.errors.graduationTerm} />
      <SelectField name="degree" label="Degree" options={DEGREE_OPTIONS} defaultValue={user.degree ?? ""} error={form.errors.degree} />
      <fieldset className="space-y-4">
        <legend className="text-sm font-medium text-ink">Links (optional)</legend>
        <TextField
          name="linkedin"
          label="LinkedIn profile"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://www.linkedin.com/in/your-name"
          defaultValue={user.links.linkedin ?? ""}
          error={form.errors.linkedin}
        />
        <TextField
          name="github"
          label="GitHub profile"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://github.com/your-name"
          defaultValue={user.links.github ?? ""}
          error={form.errors.github}
        />
        <TextField
          name="portfolio"
          label="Portfolio or personal site"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          defaultValue={user.links.portfolio ?? ""}
          error={form.errors.portfolio}
        />
      </fieldset>
      <TextAreaField
        name="bio"
        label="Short bio (optional)"
        rows={4}
        defaultValue={user.bio}
        hint={`A few words about you for your public page, at most ${BIO_MAX} characters.`}
        error={form.errors.bio}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-ink">Show on my public page</legend>
        <p className="text-sm text-ink-muted">Anyone with the link to your page sees what you tick. Your degree is never shown there.</p>
        <CheckboxField name="showMajor" label="Major" defaultChecked={user.showMajor} />
        <CheckboxField name="showGraduationYear" label="Graduation year" defaultChecked={user.showGraduationYear} />
        <CheckboxField name="showBio" label="Bio" defaultChecked={user.showBio} />
        <CheckboxField name="showLinks" label="Links" defaultChecked={user.showLinks} />
      </fieldset>
      <FormAlert>{form.formError}</FormAlert>
      <SubmitButton sending={form.sending} sendingLabel="Saving…">
        Save academic profile
      </SubmitButton>
    </form>
  );
}
