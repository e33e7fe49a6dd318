import { useEffect, useState } from "react";
import { Link } from "react-router";
import { primaryButton, secondaryButton, textLink } from "~/components/buttons";
import { FormAlert } from "~/components/form-alert";
import { toast } from "~/lib/toast";
import { usePendingAction } from "~/lib/use-pending-action";
import { OFFICER_INVITATION_PATH } from "~/shared/officer-invitation-path";
import { ROLE_DESCRIPTIONS } from "~/shared/roles";
import { forgetInvitationToken, keepInvitationToken, takeInvitationToken } from "../lib/invitation-token";

type OfficerInvitationProps = {
  /** null while the session is being read. */
  signedInAs: string | null | undefined;
  /** Reads the session again, so the officer's tabs appear at once. */
  onAccepted: () => Promise<unknown>;
};

/**
 * Where an officer invitation's link lands (`/officer-invitation#token=…`, decision 135). Signed in,
 * the member accepts with one press (opening the link changes nothing, so a mail scanner grants
 * nothing); signed out, the page offers sign-in (the token waits in this tab) or sign-up with the
 * invited address, which makes the new account an officer by itself.
 */
export function OfficerInvitation({ signedInAs, onAccepted }: OfficerInvitationProps) {
  // The prerendered page has no token (it is in the fragment, read in the browser).
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [accepted, setAccepted] = useState(false);
  const { busy, failure, run } = usePendingAction({ inline: true });

  useEffect(() => {
    const found = takeInvitationToken(window.location.hash);
    // The secret leaves the address bar (and the history), as soon as it is read.
    if (window.location.hash) window.history.replaceState(window.history.state, "", OFFICER_INVITATION_PATH);
    setToken(found);
  }, []);

  const accept = () =>
    run(async () => {
      const { acceptOfficerInvitation } = await import("../api/officers");
      await acceptOfficerInvitation(token ?? "");
      forgetInvitationToken();
      setAccepted(true);
      toast.success("You are an officer now.");
      await onAccepted();
    });

  if (token === undefined || signedInAs === undefined) return <p className="text-ink-muted">Loading…</p>;
  if (accepted) {
    return (
      <div role="status" className="space-y-3">
        <p className="font-semibold text-ink">You are an officer now.</p>
        <p className="text-ink-muted">{ROLE_DESCRIPTIONS.officer}</p>
        <Link to="/profile/admin/events" className={primaryButton}>
          Open your officer tools
        </Link>
      </div>
    );
  }
  if (token === null) {
    return <FormAlert>This link is incomplete. Open the link in the invitation's e-mail again, or ask an admin to invite you again.</FormAlert>;
  }
  return (
    <div className="space-y-4">
      <p className="text-ink">{ROLE_DESCRIPTIONS.officer}</p>
      {signedInAs === null ? (
        <>
          <p className="text-ink">Sign in with the address the invitation was sent to, or sign up with it: you become an officer when you confirm it.</p>
          <div className="flex flex-wrap gap-3">
            <Link to={`/login?redirect=${encodeURIComponent(OFFICER_INVITATION_PATH)}`} className={primaryButton} onClick={() => keepInvitationToken(token)}>
              Sign in to accept
            </Link>
            <Link to="/signup" className={secondaryButton}>
              Sign up with that address
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className="text-ink">
            Signed in as <span className="font-semibold">@{signedInAs}</span>. Not you?{" "}
            <Link to={`/login?redirect=${encodeURIComponent(OFFICER_INVITATION_PATH)}`} className={textLink} onClick={() => keepInvitationToken(token)}>
              Sign in with another account
            </Link>
            .
          </p>
          <button type="button" className={primaryButton} disabled={busy} onClick={() => void accept()}>
            {busy ? "Accepting…" : "Accept: become an officer"}
          </button>
        </>
      )}
      <FormAlert>{failure}</FormAlert>
    </div>
  );
}
