import { useState } from "react";
import { secondaryButton } from "~/components/buttons";
import { Dialog } from "~/components/dialog";
import { FormAlert } from "~/components/form-alert";
import { toast } from "~/lib/toast";
import type { Passkey } from "~/shared/passkeys";
import type { User } from "~/shared/users";
import { useRemovePasskey } from "../../hooks/use-remove-passkey";
import { usePasskeys } from "../../hooks/use-passkeys";
import { displayName } from "../../lib/display-name";
import { formatDate } from "../../lib/format";
import { RemovePasskeyConfirm } from "../passkeys/remove-passkey-confirm";

/**
 * A member's passkeys, for an admin: a member who lost a phone can ask to
 * have its passkey removed. Admins list and remove; only the owner renames
 * or adds (docs/api.md).
 */
export function MemberPasskeysButton({ member }: { member: User }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)} aria-label={`Passkeys of ${member.username}`}>
        Passkeys
      </button>
      {open && <MemberPasskeysDialog member={member} onClose={() => setOpen(false)} />}
    </>
  );
}

function MemberPasskeysDialog({ member, onClose }: { member: User; onClose: () => void }) {
  const { state, retry, removed } = usePasskeys(member.id);
  const [removing, setRemoving] = useState<Passkey | null>(null);

  return (
    <Dialog title={`Passkeys of ${displayName(member)}`} onClose={onClose}>
      <div aria-busy={state.status === "loading"} className="space-y-4">
        {state.status === "loading" && <p className="text-ink-muted">Loading…</p>}
        {state.status === "error" && (
          <>
            <FormAlert>{state.message}</FormAlert>
            <button type="button" className={secondaryButton} onClick={retry}>
              Try again
            </button>
          </>
        )}
        {state.status === "ready" && state.passkeys.length === 0 && <p className="text-ink-muted">@{member.username} has no passkeys.</p>}
        {state.status === "ready" && state.passkeys.length > 0 && (
          <ul aria-label="Their passkeys" className="divide-y divide-line border-y border-line">
            {state.passkeys.map((passkey) => (
              <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="wrap-anywhere font-semibold text-ink">{passkey.name}</p>
                  <p className="text-sm text-ink-muted">
                    Added {formatDate(passkey.createdAt)} · {passkey.lastUsedAt === null ? "Not used yet" : `Last used ${formatDate(passkey.lastUsedAt)}`}
                  </p>
                </div>
                <button type="button" className={secondaryButton} onClick={() => setRemoving(passkey)} aria-label={`Remove ${passkey.name}`}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex justify-end">
          <button type="button" className={secondaryButton} onClick={onClose}>
            Close
          </button>
        </div>
      </div>
      {removing && (
        <RemoveMemberPasskeyDialog
          member={member}
          passkey={removing}
          onRemoved={() => {
            removed(removing.id);
            setRemoving(null);
          }}
          onClose={() => setRemoving(null)}
        />
      )}
    </Dialog>
  );
}

type RemoveProps = { member: User; passkey: Passkey; onRemoved: () => void; onClose: () => void };

function RemoveMemberPasskeyDialog({ member, passkey, onRemoved, onClose }: RemoveProps) {
  const removal = useRemovePasskey(passkey.id);

  async function remove() {
    const outcome = await removal.remove();
    if (outcome === "failed") return;
    if (outcome === "kept") return onClose();
    toast.success(`Removed "${passkey.name}" of ${member.username}.`);
    onRemoved();
  }

  return (
    <RemovePasskeyConfirm passkey={passkey} removal={removal} onConfirm={() => void remove()} onCancel={onClose}>
      <p>
        <strong className="text-ink">{member.username}</strong> can no longer log in with it. Where they are logged in already, they stay logged in; setting a
        new password for them ends those sessions.
      </p>
    </RemovePasskeyConfirm>
  );
}
