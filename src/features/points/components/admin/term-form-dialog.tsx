import { Dialog } from "~/components/dialog";
import { UnsavedChanges } from "~/components/unsaved-changes";
import { useFormDraft } from "~/lib/use-draft";
import { TextField } from "~/components/text-field";
import { toast } from "~/lib/toast";
import { useFormFeedback } from "~/lib/use-form-feedback";
import type { Term } from "~/shared/terms";
import { dayFieldsToRange, rangeToDayFields } from "~/shared/time/form-fields";
import { site } from "~/site.config";
import { FormDialogActions } from "~/components/form-dialog-actions";

type Field = "name" | "startsAt" | "endsAt";

const loadApi = () => import("../../api/manage-terms");

type TermFormDialogProps = {
  /** The term to edit; none to add one. */
  term?: Term;
  onSaved: (term: Term) => void;
  onClose: () => void;
};

/**
 * Add or edit a term by its first and last day at the chapter: midnight
 * starting the first to midnight after the last (src/shared/time/form-fields.ts).
 * A term that would overlap another is refused by the server (TERM_OVERLAP),
 * which names the other term: shown at the first day.
 */
export function TermFormDialog({ term, onSaved, onClose }: TermFormDialogProps) {
  const form = useFormFeedback<Field>();
  const draft = useFormDraft(form.formRef, { form: "term", item: term?.id });
  const close = () => draft.requestClose(onClose);
  const days = term && rangeToDayFields(term, site.timeZone);
  const onSubmit = form.onSubmit(loadApi, (data) => {
    const input = {
      name: String(data.get("name") ?? ""),
      ...dayFieldsToRange(String(data.get("startsAt") ?? ""), String(data.get("endsAt") ?? ""), site.timeZone),
    };
    return {
      schema: (api) => (term ? api.updateTermRequestSchema : api.createTermRequestSchema),
      input,
      fields: { TERM_OVERLAP: "startsAt" },
      send: async (api) => {
        const saved = term ? await api.updateTerm(term.id, input) : await api.createTerm(input);
        draft.saved();
        toast.success(term ? `Saved ${saved.name}.` : `Added ${saved.name}.`);
        onSaved(saved);
      },
    };
  });

  return (
    <Dialog title={term ? `Edit ${term.name}` : "Add a term"} onClose={close}>
      <form ref={form.formRef} noValidate onFocus={() => void loadApi()} onSubmit={onSubmit} className="space-y-4">
        <UnsavedChanges draft={draft} what={term ? term.name : "the new term"} />
        <TextField name="name" label="Name" defaultValue={term?.name ?? ""} hint='For example "Fall 2026".' error={form.errors.name} autoComplete="off" />
        <TextField name="startsAt" label="First day" type="date" defaultValue={days?.firstDay ?? ""} error={form.errors.startsAt} />
        <TextField
          name="endsAt"
          label="Last day"
          type="date"
          defaultValue={days?.lastDay ?? ""}
          hint="Days at the chapter. A term may start the day after the previous one ends; terms cannot overlap."
          error={form.errors.endsAt}
        />
        <FormDialogActions error={form.formError} sending={form.sending} sendingLabel="Saving…" onCancel={close}>
          {term ? "Save" : "Add term"}
        </FormDialogActions>
      </form>
    </Dialog>
  );
}
