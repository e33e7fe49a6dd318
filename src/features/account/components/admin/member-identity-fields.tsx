import { TextField } from "~/components/text-field";
import type { User } from "~/shared/users";

type IdentityErrors = { firstName?: string | undefined; lastName?: string | undefined; email?: string | undefined };

/**
 * A member's first and last name and e-mail address, as an admin edits them
 * (the member can change their names but not their address). Read back with
 * identityFrom (lib/member-fields.ts).
 */
export function MemberIdentityFields({ member, errors }: { member: User; errors: IdentityErrors }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="firstName" label="First name" autoComplete="off" defaultValue={member.firstName} error={errors.firstName} />
        <TextField name="lastName" label="Last name" autoComplete="off" defaultValue={member.lastName} error={errors.lastName} />
      </div>
      <TextField
        name="email"
        label="E-mail"
        type="email"
        autoComplete="off"
        defaultValue={member.email}
        hint="A new address is told to both the old and the new one by e-mail."
        error={errors.email}
      />
    </>
  );
}
