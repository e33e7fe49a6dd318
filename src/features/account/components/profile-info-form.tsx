import { Link } from "react-router";
import { textLink } from "~/components/buttons";
import { CheckboxField } from "~/components/checkbox-field";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/text-field";
import { toast } from "~/lib/toast";
import { useFormFeedback } from "~/lib/use-form-feedback";
import type { User } from "~/shared/users";
import { useAuth } from "../hooks/use-auth";
import { rememberCurrentUser } from "../hooks/use-current-user";
import { forgetTypedName, rememberTypedName } from "../lib/typed-name";
import { UsernameField } from "./username-field";
import { ACCOUNT_TOAST } from "../lib/toast-ids";

type Field = "firstName" | "lastName" | "username" | "showEmail";

/** The call and its request schema, loaded when the form is first focused. */
const loadApi = () => import("../api/update-user");

/** The fields a member may change on their own account (SELF_EDITABLE_FIELDS). */
export function ProfileInfoForm({ user }: { user: User }) {
  const { username, refreshSession } = useAuth();
  const form = useFormFeedback<Field>({ toastFlow: ACCOUNT_TOAST });

  const onSubmit = form.onSubmit(loadApi, (data) => ({
    schema: (api) => api.updateUserRequestSchema,
    input: {
      id: user.id,
      firstName: data.get("firstName"),
      lastName: data.get("lastName"),
      username: data.get("username"),
      showEmail: data.get("showEmail") === "on",
    },
    send: async (api, body) => {
      const saved = await api.updateUser(body);
      // The header's card shows the new name at once; a new username also lives in the session.
      forgetTypedName(user.id);
      rememberCurrentUser(saved);
      if (saved.username !== username) void refreshSession();
      toast.success("Your profile is saved.", { flow: ACCOUNT_TOAST });
    },
    fields: { USERNAME_TAKEN: "username" },
  }));

  return (
    <form
      ref={form.formRef}
      noValidate
      onFocus={() => void loadApi()}
      // The name as typed, for the academic profile's Save below (lib/typed-name.ts).
      onInput={(event) => {
        const data = new FormData(event.currentTarget);
        rememberTypedName(user.id, { firstName: String(data.get("firstName") ?? ""), lastName: String(data.get("lastName") ?? "") });
      }}
      onSubmit={onSubmit}
      className="max-w-md space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="firstName" label="First name" autoComplete="given-name" defaultValue={user.firstName} error={form.errors.firstName} />
        <TextField name="lastName" label="Last name" autoComplete="family-name" defaultValue={user.lastName} error={form.errors.lastName} />
      </div>
      <UsernameField defaultValue={user.username} hint="Part of your public page's address: changing it changes the address." error={form.errors.username} />
      <p className="text-sm text-ink-muted">
        E-mail: <span className="wrap-anywhere text-ink">{user.email}</span> (
        <Link to="/profile/security#change-email" className={textLink}>
          change it
        </Link>
        )
      </p>
      <CheckboxField
        name="showEmail"
        defaultChecked={user.showEmail}
        label="Show my e-mail address on my public page"
        hint="Off by default. Anyone with the link to your page can then see it."
      />
      <FormAlert>{form.formError}</FormAlert>
      <SubmitButton sending={form.sending} sendingLabel="Saving…">
        Save
      </SubmitButton>
    </form>
  );
}
