import { useRef } from "react";
import { Field, inputClass } from "~/components/field";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { toast } from "~/lib/toast";
import { useFormFeedback } from "~/lib/use-form-feedback";
import { RESUME_MAX_LABEL, type MyResume } from "~/shared/resume-book";
import { firstBytesOf, resumeFileProblem } from "../../lib/resume-file";

const loadApi = () => import("../../api/upload-resume");

type ResumeUploadFormProps = { replacing: boolean; onUploaded: (resume: MyResume) => void };

/**
 * Picks and sends the résumé. The browser checks the size and the first
 * bytes when a file is picked and again on send; the server's refusals
 * (not a PDF, too large, empty) show at the same field.
 */
export function ResumeUploadForm({ replacing, onUploaded }: ResumeUploadFormProps) {
  const form = useFormFeedback<"file">();
  const input = useRef<HTMLInputElement>(null);

  async function problemOf(file: File | null) {
    return resumeFileProblem(file, file ? await firstBytesOf(file) : "");
  }

  async function onPick() {
    const problem = await problemOf(input.current?.files?.[0] ?? null);
    if (problem) form.showErrors({ file: problem });
    else form.clearErrors();
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = input.current?.files?.[0] ?? null;
    const problem = await problemOf(file);
    if (problem || !file) return form.showErrors({ file: problem ?? "Choose your résumé, a PDF file." });
    await form.send(
      async () => {
        const { uploadResume } = await loadApi();
        const { resume, message } = await uploadResume(file);
        if (input.current) input.current.value = "";
        onUploaded(resume);
        toast.success(message);
      },
      { fields: { RESUME_EMPTY: "file", RESUME_NOT_PDF: "file", RESUME_TOO_LARGE: "file", UNSUPPORTED_MEDIA_TYPE: "file" } },
    );
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={(event) => void onSubmit(event)} onFocus={() => void loadApi()} className="max-w-xl space-y-4">
      <Field
        label={replacing ? "New résumé (PDF)" : "Your résumé (PDF)"}
        error={form.errors.file}
        hint={`One PDF file, at most ${RESUME_MAX_LABEL}. ${replacing ? "It replaces the one above." : ""}`}
      >
        {(control) => (
          <input
            ref={input}
            {...control}
            name="file"
            type="file"
            accept="application/pdf,.pdf"
            onChange={() => void onPick()}
            className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-surface-muted file:px-3 file:py-1 file:font-semibold file:text-ink`}
          />
        )}
      </Field>
      <FormAlert>{form.formError}</FormAlert>
      <SubmitButton sending={form.sending} sendingLabel="Uploading…">
        {replacing ? "Replace résumé" : "Upload résumé"}
      </SubmitButton>
    </form>
  );
}
