import { CheckboxField } from "~/components/checkbox-field";
import { Dialog } from "~/components/dialog";
import { TextField } from "~/components/text-field";
import { toast } from "~/lib/toast";
import { useFormFeedback } from "~/lib/use-form-feedback";
import { signedDeltaFrom } from "~/shared/points";
import { isAdmin, OFFICER_ROLE, parseRoles, ROLE_DESCRIPTIONS } from "~/shared/roles";
import type { User } from "~/shared/users";
import { displayName } from "../../lib/display-name";
import { formatPoints } from "../../lib/format";
import { identityFrom, rolesWith } from "../../lib/member-fields";
import { MEMBERS_ADMIN_TOAST } from "../../lib/toast-ids";
import { MemberIdentityFields } from "./member-identity-fields";
import { FormDialogActions } from "~/components/form-dialog-actions";

type Field = "firstName" | "lastName" | "email" | "delta" | "reason" | "roles";

/** The calls and their schemas, loaded when the dialog opens (its first field takes focus). */
const loadApi = () => import("../../api/edit-member");

type EditMemberDialogProps = { member: User; onSaved: (user: User) => void; onClose: () => void };

/**
 * An admin edits a member's names and e-mail address, changes their points,
 * and sets whether they are an admin or an officer too. Points are never
 * overwritten: the admin adds or takes away ("+4", "-2") with a reason the
 * member reads, as a row of the points ledger (POST /api/points/adjustments;
 * decision 024), so a typo cannot wipe a history and every change leaves a
 * trail.
 */
export function EditMemberDialog({ member, onSaved, onClose }: EditMemberDialogProps) {
  const form = useFormFeedback<Field>({ toastFlow: MEMBERS_ADMIN_TOAST });

  const onSubmit = form.onSubmit(loadApi, (data) => {
    const roles = rolesWith(member.roles, { admin: data.get("admin") === "on", officer: data.get("officer") === "on" });
    const rolesBefore = rolesWith(member.roles, { admin: isAdmin(parseRoles(member.roles)), officer: parseRoles(member.roles).includes(OFFICER_ROLE) });
    return {
      schema: (api) => api.editMemberSchema,
      input: { ...identityFrom(data), delta: signedDeltaFrom(data.get("delta")), reason: String(data.get("reason") ?? "") },
      send: async (api, { delta, reason, ...identity }) => {
        // The record first (saving it again is harmless), so if the adjustment then fails, saving the form again adds it once.
        let saved: User = member;
        const changed = identity.firstName !== member.firstName || identity.lastName !== member.lastName || identity.email !== member.email;
        if (changed || roles !== rolesBefore) {
          saved = await api.updateUser({ id: member.id, ...identity, roles });
        }
        if (delta !== undefined) {
          const result = await api.adjustPoints({ userId: member.id, delta, reason: reason ?? "" });
          saved = { ...saved, points: result.totalPoints };
        }
        toast.success(`Saved ${saved.username}.`, { flow: MEMBERS_ADMIN_TOAST });
        onSaved(saved);
      },
      fields: { EMAIL_TAKEN: "email" },
    };
  });

  return (
    <Dialog title={`Edit ${displayName(member)}`} onClose={onClose}>
      <form ref={form.formRef} noValidate onFocus={() => void loadApi()} onSubmit={onSubmit} className="space-y-4">
        <p className="text-sm text-ink-muted">
          @{member.username} · <span className="wrap-anywhere">{member.email}</span>
        </p>
        <MemberIdentityFields member={member} errors={form.errors} />
        <p className="text-ink">
          Points now: <strong data-testid="current-points">{formatPoints(member.points)}</strong>
        </p>
        <TextField
          name="delta"
          label="Change points by"
          autoComplete="off"
          hint={`A whole number with its sign, such as +4 or -2. Leave empty to keep ${formatPoints(member.points)}.`}
          error={form.errors.delta}
        />
        <TextField
          name="reason"
          label="Reason"
          autoComplete="off"
          maxLength={200}
          hint="Required with a change: the member reads it in their points history (3 to 200 characters)."
          error={form.errors.reason}
        />
        <CheckboxField name="admin" defaultChecked={isAdmin(parseRoles(member.roles))} label="Admin" hint={ROLE_DESCRIPTIONS.admin} />
        <CheckboxField name="officer" defaultChecked={parseRoles(member.roles).includes(OFFICER_ROLE)} label="Officer" hint={ROLE_DESCRIPTIONS.officer} />
        <FormDialogActions error={form.formError} sending={form.sending} sendingLabel="Saving…" onCancel={onClose}>
          Save
        </FormDialogActions>
      </form>
    </Dialog>
  );
}
