import { useCallback } from "react";
import { useLoaded } from "~/lib/use-loaded";
import type { Passkey } from "~/shared/passkeys";

export type PasskeysState = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; passkeys: Passkey[] };

/**
 * A member's passkeys (GET /api/auth/passkeys): their own, or for an admin
 * another member's (`userId`). Changes made on the page are applied to the
 * list as the API answers them, without reading it again.
 */
export function usePasskeys(userId?: string) {
  const read = useCallback((signal: AbortSignal) => import("../api/list-passkeys").then(({ listPasskeys }) => listPasskeys(userId, signal)), [userId]);
  const { data, failure, loading, reload, setData } = useLoaded(read);
  // While a read is under way (another member's, or trying again) nothing older is shown.
  const state: PasskeysState = loading
    ? { status: "loading" }
    : failure
      ? { status: "error", message: failure }
      : data
        ? { status: "ready", passkeys: data }
        : { status: "loading" };

  const change = (update: (passkeys: Passkey[]) => Passkey[]) => setData((current) => current && update(current));

  return {
    state,
    retry: () => void reload(),
    added: (passkey: Passkey) => change((passkeys) => [...passkeys, passkey]),
    renamed: (passkey: Passkey) => change((passkeys) => passkeys.map((p) => (p.id === passkey.id ? passkey : p))),
    removed: (id: string) => change((passkeys) => passkeys.filter((p) => p.id !== id)),
  };
}
