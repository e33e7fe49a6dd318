import { Link } from "react-router";
import { textLink } from "~/components/buttons";
import { CheckboxField } from "~/components/checkbox-field";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { toast } from "~/lib/toast";
import { useFormFeedback } from "~/lib/use-form-feedback";
import type { MyResume } from "~/shared/resume-book";
import type { User } from "~/shared/users";
import { rememberCurrentUser } from "../../hooks/use-current-user";

const loadApi = () => import("../../api/update-user");

type ResumeBookOptInProps = {
  user: User;
  resume: MyResume;
  /** The page's résumé state after the change (`listed` follows the opt-in). */
  onChanged: (resume: MyResume) => void;
};

/** Where the member stands, in one sentence. */
function standing({ listed, inResumeBook }: MyResume): string {
  if (listed) return "You are in the résumé book: sponsors with access can see your résumé now.";
  if (inResumeBook) return "You joined the résumé book, but sponsors see you only once you upload a résumé.";
  return "You are not in the résumé book: no sponsor can see your résumé.";
}

/**
 * The member's own, explicit opt-in to the résumé book (off until they tick
 * it). Leaving takes them out of every list at once. Sponsors read names,
 * so joining needs a first and last name; the server says so too.
 */
export function ResumeBookOptIn({ user, resume, onChanged }: ResumeBookOptInProps) {
  const form = useFormFeedback<"inResumeBook">();
  const named = Boolean(user.firstName && user.lastName);

  const onSubmit = form.onSubmit(loadApi, (data) => ({
    schema: (api) => api.updateUserRequestSchema,
    input: { id: user.id, inResumeBook: data.get("inResumeBook") === "on" },
    send: async (api, body) => {
      const saved = await api.updateUser(body);
      rememberCurrentUser(saved);
      onChanged({ ...resume, inResumeBook: saved.inResumeBook, listed: saved.inResumeBook && resume.resume !== null });
      toast.success(saved.inResumeBook ? "You joined this term's résumé book." : "You left the résumé book.");
    },
  }));

  return (
    <form ref={form.formRef} noValidate onFocus={() => void loadApi()} onSubmit={onSubmit} className="max-w-xl space-y-4">
      <p role="status" className="rounded-md border border-line bg-surface-muted p-3 text-ink">
        {standing(resume)}
      </p>
      {!named && (
        <p className="text-ink-muted">
          Sponsors read names, so the book needs your first and last name.{" "}
          <Link to="/profile/info" className={textLink}>
            Add them under Profile info
          </Link>{" "}
          first.
        </p>
      )}
      <CheckboxField
        // A new answer (an upload, another tab) resets the box to what is saved.
        key={String(resume.inResumeBook)}
        name="inResumeBook"
        defaultChecked={resume.inResumeBook}
        label="Include me in this term's résumé book"
        hint="Sponsors with access see your name, e-mail, major, graduation term, degree, links and résumé — never your username. Untick it to leave at once."
        error={form.errors.inResumeBook}
      />
      <FormAlert>{form.formError}</FormAlert>
      <SubmitButton sending={form.sending} sendingLabel="Saving…">
        Save
      </SubmitButton>
    </form>
  );
}
