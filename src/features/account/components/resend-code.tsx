import { useEffect, useState } from "react";
import { secondaryButton } from "~/components/buttons";
import { errorDetail, hasErrorCode } from "~/lib/api-error";
import { toastFailure } from "~/lib/failure-toast";
import { toast } from "~/lib/toast";
import { useCountdown } from "../hooks/use-countdown";
import { codeAvailableAt, startCodeCooldown } from "../lib/code-cooldown";
import { ACCOUNT_TOAST } from "../lib/toast-ids";

/** The call and its request schema, loaded on the first press. */
const loadApi = () => import("../api/resend-code");

type ResendCodeProps = {
  email: string;
  /** The address is missing or invalid: the page shows it at its field. */
  onInvalidEmail: (message: string) => void;
  /** A new code is on its way: the old one no longer works. */
  onSent: () => void;
};

/**
 * "Resend code", unavailable for 60 seconds after a code was sent (the API's
 * limit, RESEND_COOLDOWN_SECONDS) with the seconds counting down on the
 * button. A 429 restarts the countdown from the server's Retry-After.
 */
export function ResendCode({ email, onInvalidEmail, onSent }: ResendCodeProps) {
  // From storage at once on a client-side arrival (no flash of an enabled button); during
  // hydration `email` is still "" (the query is read after it), so this agrees with the HTML.
  const [availableAt, setAvailableAt] = useState(() => (email ? codeAvailableAt(email) : 0));
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState("");
  const seconds = useCountdown(availableAt);

  // The countdown may have started on the sign-up page, and follows the address typed.
  useEffect(() => setAvailableAt(email ? codeAvailableAt(email) : 0), [email]);

  async function resend() {
    setSending(true);
    const api = await loadApi();
    const parsed = api.emailRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setSending(false);
      return onInvalidEmail(parsed.error.issues[0]?.message ?? "Invalid email address.");
    }
    setStatus("");
    try {
      const { message } = await api.resendCode(parsed.data);
      setAvailableAt(startCodeCooldown(parsed.data.email, api.RESEND_COOLDOWN_SECONDS));
      setStatus(message);
      toast.success(message, { flow: ACCOUNT_TOAST });
      onSent();
    } catch (error) {
      // Throttled: count down from the server's Retry-After instead of guessing.
      if (hasErrorCode(error, "RATE_LIMITED")) {
        setAvailableAt(startCodeCooldown(parsed.data.email, error.retryAfter ?? api.RESEND_COOLDOWN_SECONDS));
      }
      setStatus(errorDetail(error));
      toastFailure(error, ACCOUNT_TOAST);
    } finally {
      setSending(false);
    }
  }

  const waiting = seconds > 0;
  return (
    <div className="space-y-2 border-t border-line pt-4">
      <p className="text-sm text-ink-muted">No code, or is it too old? We can send a new one; the previous code then stops working.</p>
      <button type="button" className={secondaryButton} disabled={waiting || sending} onClick={() => void resend()}>
        {waiting ? `Resend code in ${seconds} s` : sending ? "Sending…" : "Resend code"}
      </button>
      <p role="status" className="text-sm text-ink-muted">
        {status}
      </p>
    </div>
  );
}
