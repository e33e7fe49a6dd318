import { useState } from "react";
import { secondaryButton } from "~/components/buttons";
import type { Passkey } from "~/shared/passkeys";
import { formatDate } from "../../lib/format";
import { RemovePasskeyDialog } from "./remove-passkey-dialog";
import { RenamePasskeyDialog } from "./rename-passkey-dialog";

type PasskeyListProps = {
  passkeys: Passkey[];
  onRenamed: (passkey: Passkey) => void;
  onRemoved: (id: string) => void;
};

type Open = { action: "rename" | "remove"; passkey: Passkey } | null;

/** The member's passkeys: name, when added and last used, with rename and remove (named after the passkey for screen readers). */
export function PasskeyList({ passkeys, onRenamed, onRemoved }: PasskeyListProps) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  if (passkeys.length === 0) return <p className="text-ink-muted">You have no passkeys yet.</p>;
  return (
    <>
      <ul aria-label="Your passkeys" className="divide-y divide-line border-y border-line">
        {passkeys.map((passkey) => (
          <li key={passkey.id} className="flex flex-wrap items-center gap-x-6 gap-y-3 py-4">
            <div className="min-w-0 flex-1 basis-56">
              <p className="wrap-anywhere font-semibold text-ink">{passkey.name}</p>
              <p className="text-sm text-ink-muted">
                Added {formatDate(passkey.createdAt)} · {passkey.lastUsedAt === null ? "Not used yet" : `Last used ${formatDate(passkey.lastUsedAt)}`}
                {passkey.backedUp && " · Synced to your other devices"}
              </p>
            </div>
            <div className="flex gap-2">
              <button type="button" className={secondaryButton} aria-label={`Rename ${passkey.name}`} onClick={() => setOpen({ action: "rename", passkey })}>
                Rename
              </button>
              <button type="button" className={secondaryButton} aria-label={`Remove ${passkey.name}`} onClick={() => setOpen({ action: "remove", passkey })}>
                Remove
              </button>
            </div>
          </li>
        ))}
      </ul>
      {open?.action === "rename" && (
        <RenamePasskeyDialog
          passkey={open.passkey}
          onRenamed={(passkey) => {
            onRenamed(passkey);
            close();
          }}
          onClose={close}
        />
      )}
      {open?.action === "remove" && (
        <RemovePasskeyDialog
          passkey={open.passkey}
          onRemoved={() => {
            onRemoved(open.passkey.id);
            close();
          }}
          onClose={close}
        />
      )}
    </>
  );
}
