import { useState } from "react";
import { errorDetail } from "./api-error";
import { toastFailure } from "./failure-toast";

/**
 * One action a dialog confirms (delete, remove, cancel): `busy` while it
 * runs, and on failure the message for the dialog (`failure`) and a toast,
 * with the button enabled again. `run` answers whether the action went
 * through, so the caller says what happened next.
 */
export function usePendingAction(flow?: string) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      return true;
    } catch (error) {
      setFailure(errorDetail(error));
      toastFailure(error, flow);
      setBusy(false);
      return false;
    }
  }

  return { busy, failure, run };
}
