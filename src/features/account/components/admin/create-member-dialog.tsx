import { CheckboxField } from "~/components/checkbox-field";
import { Dialog } from "~/components/dialog";
import { postedForm } from "~/components/posted-form";
import { TextField } from "~/components/text-field";
import { toast } from "~/lib/toast";
import { useFormFeedback } from "~/lib/use-form-feedback";
import { ROLE_DESCRIPTIONS } from "~/shared/roles";
import type { User } from "~/shared/users";
import { pointsFrom, rolesWith } from "../../lib/member-fields";
import { UsernameField } from "../username-field";
import { MEMBERS_ADMIN_TOAST } from "../../lib/toast-ids";
import { FormDialogActions } from "~/components/form-dialog-actions";

type Field = "username" | "email" | "password" | "firstName" | "lastName" | "points" | "roles";

/** The call and its request schema, loaded when the dialog opens (its first field takes focus). */
const loadApi = () => import("../../api/create-user");

type CreateMemberDialogProps = { onCreated: (user: User) => void; onClose: () => void };

/** An admin adds a member directly (no e-mail code): e.g. someone who signed up on paper at an event. */
export function CreateMemberDialog({ onCreated, onClose }: CreateMemberDialogProps) {
  const form = useFormFeedback<Field>({ toastFlow: MEMBERS_ADMIN_TOAST });

  const onSubmit = form.onSubmit(loadApi, (data) => ({
    schema: (api) => api.createUserRequestSchema,
    input: {
      username: data.get("username"),
      email: data.get("email"),
      password: data.get("password"),
      firstName: data.get("firstName"),
      lastName: data.get("lastName"),
      points: pointsFrom(data.get("points")),
      roles: rolesWith("", { admin: data.get("admin") === "on", officer: data.get("officer") === "on" }),
    },
    send: async (api, body) => {
      const created = await api.createUser(body);
      toast.success(`Member ${created.username} created.`, { flow: MEMBERS_ADMIN_TOAST });
      onCreated(created);
    },
    fields: { USERNAME_TAKEN: "username", EMAIL_TAKEN: "email", PASSWORD_TOO_COMMON: "password" },
  }));

  return (
    <Dialog title="Add a member" onClose={onClose}>
      <form {...postedForm} ref={form.formRef} noValidate onFocus={() => void loadApi()} onSubmit={onSubmit} className="space-y-4">
        <UsernameField autoComplete="off" error={form.errors.username} />
        <TextField name="email" label="E-mail" type="email" autoComplete="off" error={form.errors.email} />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters. Tell it to the member, who can change it under Security."
          error={form.errors.password}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="firstName" label="First name (optional)" autoComplete="off" error={form.errors.firstName} />
          <TextField name="lastName" label="Last name (optional)" autoComplete="off" error={form.errors.lastName} />
        </div>
        <TextField name="points" label="Points" type="number" inputMode="numeric" min={0} step={1} defaultValue={0} error={form.errors.points} />
        <CheckboxField name="admin" label="Admin" hint={ROLE_DESCRIPTIONS.admin} />
        <CheckboxField name="officer" label="Officer" hint={ROLE_DESCRIPTIONS.officer} />
        <FormDialogActions error={form.formError} sending={form.sending} sendingLabel="Adding…" onCancel={onClose}>
          Add member
        </FormDialogActions>
      </form>
    </Dialog>
  );
}
