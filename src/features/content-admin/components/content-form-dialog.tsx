import { useState, type FormEvent } from "react";
import { primaryButton, secondaryButton } from "~/components/buttons";
import { Dialog, DialogActions } from "~/components/dialog";
import { FormAlert } from "~/components/form-alert";
import { UnsavedChanges } from "~/components/unsaved-changes";
import { toast } from "~/lib/toast";
import { useDraft } from "~/lib/use-draft";
import { useFormFeedback } from "~/lib/use-form-feedback";
import type { ContentItem, ContentStatus } from "~/shared/content/collections";
import type { ContentCollection } from "~/shared/content/vocabulary";
import { COLLECTION_FIELDS, createContentItem, updateContentItem } from "../api/manage-content";
import { publishContentItem, saveContentDraft } from "../api/content-drafts";
import type { EditedContentItem } from "~/shared/content/drafts";
import { useChapterEvents } from "../hooks/use-chapter-events";
import { EDITORS, withArticle } from "../lib/editors";
import { errorsByPath, slugFrom, toFields, toFormValues, type FormValue, type FormValues } from "../lib/form-values";
import { FieldControl } from "./field-control";

type ContentFormDialogProps = {
  collection: ContentCollection;
  /** The item to edit (with its waiting draft, which the form opens on); none to add one. */
  item?: EditedContentItem;
  onSaved: (item: ContentItem) => void;
  onClose: () => void;
  /** After "Preview": the change is saved as a draft; show it as its page would (decision 130). */
  onPreview?: (item: ContentItem) => void;
};

/**
 * Add or edit one item of a collection. The form is checked with the collection's contract before it is
 * sent, as the Worker checks it, and every error is shown at its field (a photo's alt text, a link's
 * address). A new item or a draft can be saved as a draft or published; a published item is saved as it
 * is (the list's menu moves it back to drafts), or its change saved as a draft that the site does not
 * show until it is published; "Preview" saves a draft and shows it as its page would (decision 130).
 */
export function ContentFormDialog({ collection, item, onSaved, onClose, onPreview }: ContentFormDialogProps) {
  const editor = EDITORS[collection];
  const form = useFormFeedback<string>();
  const [values, setValues] = useState<FormValues>(() => toFormValues(editor.fields, item?.draft?.fields ?? item?.fields));
  // A new page's address follows its title until the officer types one.
  const [slugTyped, setSlugTyped] = useState(Boolean(item));
  // The event picker's choices load as the form opens (albums and talks only).
  const events = useChapterEvents(editor.fields.some((spec) => spec.kind === "event"));
  const published = item?.status === "published";
  const name = item ? editor.name(item.fields) : "";
  const draft = useDraft({ form: `content:${collection}`, item: item?.id, value: values, restore: setValues });
  const close = () => draft.requestClose(onClose);

  const slugSpec = editor.fields.find((spec) => spec.kind === "slug");
  const change = (field: string, value: FormValue) => {
    if (slugSpec && field === slugSpec.name) setSlugTyped(true);
    const follows = slugSpec?.kind === "slug" && !slugTyped && field === slugSpec.from && typeof value === "string";
    setValues((previous) => ({ ...previous, [field]: value, ...(follows && slugSpec ? { [slugSpec.name]: slugFrom(value) } : {}) }));
  };

  /** `preview`: saved as a draft, then shown as its page would show it. */
  async function save(status: ContentStatus, preview = false) {
    if (form.sending) return;
    const { fields, cleared } = toFields(editor.fields, values);
    const parsed = COLLECTION_FIELDS[collection].safeParse(fields);
    if (!parsed.success) {
      form.showErrors(errorsByPath(parsed.error.issues));
      return;
    }
    await form.send(async () => {
      const sent = { ...fields, ...Object.fromEntries(cleared.map((field) => [field, null])) };
      // A published item's change saved as a draft waits off the site (decision 130); "Save" publishes
      // it at once, and takes the place of a draft that was waiting.
      if (item && published && (status === "draft" || item.draft)) {
        const drafted = await saveContentDraft(collection, item.id, sent);
        const saved = status === "draft" ? drafted : await publishContentItem(collection, item.id);
        const savedName = editor.name(saved.draft?.fields ?? saved.fields);
        draft.saved();
        if (preview) return onPreview?.(saved);
        toast.success(
          status === "draft" ? `Saved your change to ${savedName} as a draft: the site shows it as before until you publish.` : `Saved ${savedName}.`,
        );
        return onSaved(saved);
      }
      const saved = item
        ? await updateContentItem(collection, item.id, {
            ...(status !== item.status ? { status } : {}),
            fields: sent,
          })
        : await createContentItem(collection, status, fields);
      draft.saved();
      if (preview) return onPreview?.(saved);
      const savedName = editor.name(saved.fields);
      toast.success(status === "published" ? (published ? `Saved ${savedName}.` : `Published ${savedName}.`) : `Saved ${savedName} as a draft.`);
      onSaved(saved);
    });
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field: the form's main button (Publish, or Save for what is published).
    void save("published");
  };

  return (
    <Dialog title={item ? `Edit ${name}` : `Add ${withArticle(editor.noun)}`} onClose={close} size="wide">
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="space-y-5">
        <UnsavedChanges draft={draft} what={item ? name || `this ${editor.noun}` : `the new ${editor.noun}`} />
        {editor.fields.map((spec) => (
          <FieldControl
            key={spec.name}
            spec={spec}
            value={values[spec.name]}
            errors={form.errors}
            onChange={(value) => change(spec.name, value)}
            events={events}
          />
        ))}
        <FormAlert>{form.formError}</FormAlert>
        <DialogActions onCancel={close}>
          <button type="button" className={secondaryButton} disabled={form.sending} onClick={() => void save("draft")}>
            {form.sending ? "Saving…" : item && !published ? "Save draft" : "Save as draft"}
          </button>
          {onPreview && (
            <button type="button" className={secondaryButton} disabled={form.sending} onClick={() => void save("draft", true)}>
              Preview the page
            </button>
          )}
          <button type="submit" className={primaryButton} disabled={form.sending}>
            {form.sending ? "Saving…" : published ? "Save" : "Publish"}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
