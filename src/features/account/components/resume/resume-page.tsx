import { secondaryButton } from "~/components/buttons";
import { Section } from "~/components/page-shell";
import type { User } from "~/shared/users";
import { useMyResume } from "../../hooks/use-my-resume";
import { ResumeBookOptIn } from "./resume-book-opt-in";
import { ResumeFileCard } from "./resume-file-card";
import { ResumeUploadForm } from "./resume-upload-form";
import { SponsorViews } from "./sponsor-views";

/** /profile/resume: the member's one résumé, the opt-in to the book, and this term's sponsor views. */
export function ResumePage({ user }: { user: User }) {
  const { state, set, retry } = useMyResume();
  if (state.status === "loading") {
    return (
      <p aria-busy="true" className="text-ink-muted">
        Loading...
      </p>
    );
  }
  if (state.status === "error") {
    return (
      <div role="alert" className="space-y-3">
        <p>Your résumé could not be loaded: {state.message}</p>
        <button type="button" className={secondaryButton} onClick={retry}>
          Try Again
        </button>
      </div>
    );
  }
  const { resume } = state;
  return (
    <div className="space-y-12">
      <Section title="Your résumé" id="resume-file">
        {resume.resume ? (
          <ResumeFileCard file={resume.resume} inResumeBook={resume.inResumeBook} onDeleted={set} />
        ) : (
          <p className="text-ink-muted">You have not uploaded a résumé yet.</p>
        )}
        <ResumeUploadForm replacing={resume.resume !== null} onUploaded={set} />
      </Section>
      <Section title="This term's résumé book" id="resume-book">
        <p className="max-w-xl text-ink-muted">
          The chapter's sponsors read the résumé book to find interns and new graduates, with your major, graduation term and degree from your profile info.
        </p>
        <ResumeBookOptIn user={user} resume={resume} onChanged={set} />
      </Section>
      <Section title="Sponsor views" id="sponsor-views">
        <SponsorViews views={resume.sponsorViews} />
      </Section>
    </div>
  );
}
