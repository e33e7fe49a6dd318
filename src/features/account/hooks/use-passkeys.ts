import { useEffect, useState } from "react";
import { errorDetail } from "~/lib/api-error";
import type { Passkey } from "~/shared/passkeys";

export type PasskeysState = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; passkeys: Passkey[] };

/**
 * A member's passkeys (GET /api/auth/passkeys): their own, or for an admin
 * another member's (`userId`). Changes made on the page are applied to the
 * list as the API answers them, without reading it again.
 */
export function usePasskeys(userId?: string) {
  const [state, setState] = useState<PasskeysState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies(attempt): retry() changes it to run the request again
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    import("../api/list-passkeys")
      .then(({ listPasskeys }) => listPasskeys(userId, controller.signal))
      .then(
        (passkeys) => {
          if (!controller.signal.aborted) setState({ status: "ready", passkeys });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setState({ status: "error", message: errorDetail(error) });
        },
      );
    return () => controller.abort();
  }, [userId, attempt]);

  const change = (update: (passkeys: Passkey[]) => Passkey[]) =>
    setState((current) => (current.status === "ready" ? { status: "ready", passkeys: update(current.passkeys) } : current));

  return {
    state,
    retry: () => setAttempt((n) => n + 1),
    added: (passkey: Passkey) => change((passkeys) => [...passkeys, passkey]),
    renamed: (passkey: Passkey) => change((passkeys) => passkeys.map((p) => (p.id === passkey.id ? passkey : p))),
    removed: (id: string) => change((passkeys) => passkeys.filter((p) => p.id !== id)),
  };
}
