import { useCallback, useEffect, useRef, useState } from "react";
import type { ConfirmPassword } from "../lib/add-passkey";

/**
 * The password prompt a recent-sign-in rule needs, as a promise: `confirm()`
 * opens it (the component renders the dialog while `asking`) and resolves
 * with how it ended, which `settle` reports.
 */
export function usePasswordConfirmation() {
  const [asking, setAsking] = useState(false);
  const pending = useRef<((confirmed: boolean) => void) | null>(null);

  const confirm: ConfirmPassword = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        pending.current = resolve;
        setAsking(true);
      }),
    [],
  );

  const settle = useCallback((confirmed: boolean) => {
    pending.current?.(confirmed);
    pending.current = null;
    setAsking(false);
  }, []);

  // Leaving the page gives up, so nothing waits for a dialog that is gone.
  useEffect(() => () => pending.current?.(false), []);

  return { asking, confirm, settle };
}
