import { secondaryButton } from "~/components/buttons";
import { CheckboxField } from "~/components/checkbox-field";
import { Dialog } from "~/components/dialog";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/text-field";
import { toast } from "~/lib/toast";
import { fieldErrorsOf, useFormFeedback } from "~/lib/use-form-feedback";
import { createUserRequestSchema, type User } from "~/shared/users";
import { postUser } from "../../api/create-user";
import { pointsFrom, rolesFor } from "../../lib/member-fields";

type Field = "username" | "email" | "password" | "firstName" | "lastName" | "points" | "roles";

type CreateMemberDialogProps = { onCreated: (user: User) => void; onClose: () => void };

/** An admin adds a member directly (no e-mail code): e.g. someone who signed up on paper at an event. */
export function CreateMemberDialog({ onCreated, onClose }: CreateMemberDialogProps) {
  const form = useFormFeedback<Field>();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.sending) return;
    const data = new FormData(event.currentTarget);
    const parsed = createUserRequestSchema.safeParse({
      username: data.get("username"),
      email: data.get("email"),
      password: data.get("password"),
      firstName: data.get("firstName"),
      lastName: data.get("lastName"),
      points: pointsFrom(data.get("points")),
      roles: rolesFor(data.get("admin") === "on"),
    });
    if (!parsed.success) return form.showErrors(fieldErrorsOf(parsed.error));
    await form.send(async () => {
      const created = await postUser(parsed.data);
      toast.success(`Member ${created.username} created.`);
      onCreated(created);
    }, { USERNAME_TAKEN: "username", EMAIL_TAKEN: "email" });
  }

  return (
    <Dialog title="Add a member" onClose={onClose}>
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField name="username" label="Username" autoComplete="off" autoCapitalize="none" spellCheck={false} error={form.errors.username} />
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
        <CheckboxField name="admin" label="Admin" />
        <FormAlert>{form.formError}</FormAlert>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={secondaryButton} onClick={onClose}>
            Cancel
          </button>
          <SubmitButton sending={form.sending} sendingLabel="Adding…">
            Add member
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
