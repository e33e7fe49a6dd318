import { Dialog, DialogActions } from "~/components/dialog";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/text-field";
import { errorDetail } from "~/lib/api-error";
import { toast } from "~/lib/toast";
import { useFormFeedback } from "~/lib/use-form-feedback";
import type { Passkey } from "~/shared/passkeys";

/** The call and its request schema, loaded when the dialog opens (its field takes focus). */
const loadApi = () => import("../../api/rename-passkey");

type RenamePasskeyDialogProps = { passkey: Passkey; onRenamed: (passkey: Passkey) => void; onClose: () => void };

export function RenamePasskeyDialog({ passkey, onRenamed, onClose }: RenamePasskeyDialogProps) {
  const form = useFormFeedback<"name">();

  const onSubmit = form.onSubmit(loadApi, (data) => ({
    schema: (api) => api.renamePasskeyRequestSchema,
    input: { name: data.get("name") },
    send: async (api, body) => {
      const renamed = await api.renamePasskey(passkey.id, body);
      toast.success(`Renamed to "${renamed.name}".`);
      onRenamed(renamed);
    },
    alert: (error) => errorDetail(error),
  }));

  return (
    <Dialog title="Rename passkey" onClose={onClose}>
      <form ref={form.formRef} noValidate onFocus={() => void loadApi()} onSubmit={onSubmit} className="space-y-4">
        <TextField name="name" label="Name" defaultValue={passkey.name} autoComplete="off" error={form.errors.name} />
        <FormAlert>{form.formError}</FormAlert>
        <DialogActions onCancel={onClose}>
          <SubmitButton sending={form.sending} sendingLabel="Saving…">
            Save
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
