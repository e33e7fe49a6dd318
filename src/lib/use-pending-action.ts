import { useState } from "react";
import { errorDetail } from "./api-error";
import { toastFailure } from "./failure-toast";

type PendingActionOptions = {
  /** The flow whose toast a failure replaces (src/lib/toast.ts). */
  flow?: string;
  /**
   * The failure is shown where the person looks (at the form's field), not
   * toasted: `failure` is all the page says.
   */
  inline?: boolean;
  /** The sentence for `failure`; the API's own (`errorDetail`) unless given. */
  describe?: (error: unknown) => string;
  /**
   * The button stays on the page (a toggle, a menu of actions): ready again
   * once the action went through. Without it `busy` stays on after success,
   * while the caller closes its dialog, so nothing is sent twice.
   */
  again?: boolean;
};

/**
 * One action with a busy button (delete, remove, cancel, mark handled):
 * `busy` while it runs, and on failure the message for the dialog or field
 * (`failure`) and a toast, with the button enabled again. `run` answers
 * whether the action went through, so the caller says what happened next.
 * A second `run` while one is running does nothing.
 */
export function usePendingAction({ flow, inline = false, describe = errorDetail, again = false }: PendingActionOptions = {}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>): Promise<boolean> {
    if (busy) return false;
    setBusy(true);
    setFailure(null);
    try {
      await action();
      if (again) setBusy(false);
      return true;
    } catch (error) {
      setFailure(describe(error));
      if (!inline) toastFailure(error, flow);
      setBusy(false);
      return false;
    }
  }

  return { busy, failure, run };
}
