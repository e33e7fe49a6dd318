import { usePendingAction } from "~/lib/use-pending-action";
import { removePasskeyOnDemand } from "../lib/remove-passkey-on-demand";
import { usePasswordConfirmation } from "./use-password-confirmation";

/**
 * Removing a passkey — one's own, or a member's as an admin — asking for the password first when the
 * sign-in is more than 10 minutes old (the component renders the prompt while `password.asking`).
 * `remove()` ends "removed", "kept" (the password prompt was closed: nothing removed, nothing to say)
 * or "failed" (the failure is in `failure`).
 */
export function useRemovePasskey(passkeyId: string) {
  const { busy, failure, run } = usePendingAction();
  const password = usePasswordConfirmation();

  async function remove(): Promise<"removed" | "kept" | "failed"> {
    let gaveUp = false;
    const done = await run(async () => {
      gaveUp = (await removePasskeyOnDemand(passkeyId, password.confirm)) === null;
    });
    if (!done) return "failed";
    return gaveUp ? "kept" : "removed";
  }

  return { busy, failure, password, remove };
}
