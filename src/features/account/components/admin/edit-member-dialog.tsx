import { CheckboxField } from "~/components/checkbox-field";
import { Dialog, DialogActions } from "~/components/dialog";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/text-field";
import { toast } from "~/lib/toast";
import { useFormFeedback } from "~/lib/use-form-feedback";
import { isAdmin, OFFICER_ROLE, parseRoles } from "~/shared/roles";
import type { User } from "~/shared/users";
import { displayName } from "../../lib/display-name";
import { identityFrom, pointsFrom, rolesWith } from "../../lib/member-fields";
import { MEMBERS_ADMIN_TOAST } from "../../lib/toast-ids";
import { MemberIdentityFields } from "./member-identity-fields";

type Field = "firstName" | "lastName" | "email" | "points" | "roles";

/** The call and its request schema, loaded when the dialog opens (its first field takes focus). */
const loadApi = () => import("../../api/update-user");

type EditMemberDialogProps = { member: User; onSaved: (user: User) => void; onClose: () => void };

/** An admin edits a member's names and e-mail address, their points, and whether they are an admin or an officer too. */
export function EditMemberDialog({ member, onSaved, onClose }: EditMemberDialogProps) {
  const form = useFormFeedback<Field>({ toastFlow: MEMBERS_ADMIN_TOAST });

  const onSubmit = form.onSubmit(loadApi, (data) => ({
    schema: (api) => api.updateUserRequestSchema,
    input: {
      id: member.id,
      ...identityFrom(data),
      points: pointsFrom(data.get("points")),
      roles: rolesWith(member.roles, { admin: data.get("admin") === "on", officer: data.get("officer") === "on" }),
    },
    send: async (api, body) => {
      const saved = await api.updateUser(body);
      toast.success(`Saved ${saved.username}.`, { flow: MEMBERS_ADMIN_TOAST });
      onSaved(saved);
    },
    fields: { EMAIL_TAKEN: "email" },
  }));

  return (
    <Dialog title={`Edit ${displayName(member)}`} onClose={onClose}>
      <form ref={form.formRef} noValidate onFocus={() => void loadApi()} onSubmit={onSubmit} className="space-y-4">
        <p className="text-sm text-ink-muted">
          @{member.username} · <span className="wrap-anywhere">{member.email}</span>
        </p>
        <MemberIdentityFields member={member} errors={form.errors} />
        <TextField
          name="points"
          label="Points"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          defaultValue={member.points}
          error={form.errors.points}
        />
        <CheckboxField
          name="admin"
          defaultChecked={isAdmin(parseRoles(member.roles))}
          label="Admin"
          hint="Admins manage members and read the contact messages, and run events as officers do. Every account is a member."
        />
        <CheckboxField
          name="officer"
          defaultChecked={parseRoles(member.roles).includes(OFFICER_ROLE)}
          label="Officer"
          hint="Officers create and edit events, cancel them and see who RSVPed."
        />
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
