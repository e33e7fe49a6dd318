import { Dialog } from "~/components/dialog";
import { TextField } from "~/components/text-field";
import { errorDetail } from "~/lib/api-error";
import { toast } from "~/lib/toast";
import { useFormFeedback } from "~/lib/use-form-feedback";
import type { Passkey } from "~/shared/passkeys";
import { FormDialogActions } from "~/components/form-dialog-actions";

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
        <FormDialogActions error={form.formError} sending={form.sending} sendingLabel="Saving…" onCancel={onClose}>
          Save
        </FormDialogActions>
      </form>
    </Dialog>
  );
}
