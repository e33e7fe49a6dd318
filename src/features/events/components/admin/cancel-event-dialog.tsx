import { Dialog } from "~/components/dialog";
import { UnsavedChanges } from "~/components/unsaved-changes";
import { useFormDraft } from "~/lib/use-draft";
import { TextAreaField } from "~/components/text-area-field";
import { toast } from "~/lib/toast";
import { useFormFeedback } from "~/lib/use-form-feedback";
import type { ChapterEventView } from "~/shared/events";
import { noun } from "~/shared/plural";
import { FormDialogActions } from "~/components/form-dialog-actions";

const loadApi = () => import("../../api/cancel-event");

type CancelEventDialogProps = {
  event: ChapterEventView;
  /** The cancelled event, and the server's word on how many who RSVPed are being e-mailed. */
  onCancelled: (event: ChapterEventView, message: string) => void;
  onClose: () => void;
};

/** Cancelling an event: it stays listed (and in calendars) as cancelled, and everyone who RSVPed gets a short e-mail. */
export function CancelEventDialog({ event, onCancelled, onClose }: CancelEventDialogProps) {
  const form = useFormFeedback<"reason">();
  const draft = useFormDraft(form.formRef, { form: "cancel-event", item: event.id });
  const close = () => draft.requestClose(onClose);
  const told = event.rsvpCount + event.waitlistCount;

  const onSubmit = form.onSubmit(loadApi, (data) => {
    const reason = String(data.get("reason") ?? "").trim();
    const input = reason ? { reason } : {};
    return {
      schema: (api) => api.cancelEventRequestSchema,
      input,
      send: async (api) => {
        const { data: cancelled, message } = await api.cancelEvent(event.id, input);
        const said = message ?? "The event is cancelled.";
        draft.saved();
        toast.success(said);
        onCancelled(cancelled, said);
      },
    };
  });

  return (
    <Dialog title={`Cancel ${event.title}?`} onClose={close}>
      <form ref={form.formRef} noValidate onFocus={() => void loadApi()} onSubmit={onSubmit} className="space-y-4">
        <UnsavedChanges draft={draft} what="the cancellation message" />
        <p className="text-ink-muted">
          The event stays on the site and in calendars, marked cancelled.{" "}
          {told === 0
            ? "Nobody has RSVPed, so nobody is e-mailed."
            : `The ${told === 1 ? "member" : `${told} members`} who RSVPed (waitlist included) ${noun(told, "gets", "get")} a short e-mail.`}
        </p>
        <TextAreaField
          name="reason"
          label="Reason (optional)"
          rows={3}
          hint="Put in the e-mail, e.g. “The speaker is ill; we will announce a new date.”"
          error={form.errors.reason}
        />
        <FormDialogActions error={form.formError} sending={form.sending} sendingLabel="Cancelling…" onCancel={close} cancelLabel="Keep the event" tone="danger">
          Cancel the event
        </FormDialogActions>
      </form>
    </Dialog>
  );
}
