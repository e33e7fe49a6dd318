import { useState } from "react";
import { secondaryButton } from "~/components/buttons";
import { SponsorAccessDialog, type MakeRecruiter, type SponsorAccount } from "./sponsor-access-dialog";

type SponsorAccessActionProps = {
  account: SponsorAccount & { roles: string };
  /** Offers to make a plain member's account a recruiter's (the sponsor role alone). */
  makeRecruiter?: MakeRecruiter;
  /** The account's roles after a change (the sponsor role comes and goes with the access). */
  onRolesChanged: (roles: string) => void;
};

/** "Sponsor access" in a row of the members list: grant, change or end this account's access to the résumé book. */
export function SponsorAccessAction({ account, makeRecruiter, onRolesChanged }: SponsorAccessActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)} aria-label={`Sponsor access for ${account.username}`}>
        Sponsor access
      </button>
      {open && (
        <SponsorAccessDialog
          account={account}
          makeRecruiter={makeRecruiter}
          onClose={() => setOpen(false)}
          onChanged={({ roles }) => {
            setOpen(false);
            if (roles !== null) onRolesChanged(roles);
          }}
        />
      )}
    </>
  );
}
