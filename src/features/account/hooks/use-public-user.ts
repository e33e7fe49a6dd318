import { useEffect, useState } from "react";
import { ApiError, errorDetail } from "~/lib/api-error";
import type { PublicUser } from "~/shared/users";
import { getPublicUser } from "../api/get-public-user";

type PublicUserState =
  | { status: "loading" }
  | { status: "missing" }
  | { status: "error"; message: string }
  | { status: "ready"; user: PublicUser };

/** A member's public view; "missing" when the username and id do not belong together. */
export function usePublicUser(username: string, id: string) {
  const [state, setState] = useState<PublicUserState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    getPublicUser(username, id, controller.signal)
      .then((user) => setState({ status: "ready", user }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setState({ status: "missing" });
        else setState({ status: "error", message: errorDetail(error) });
      });
    return () => controller.abort();
  }, [username, id, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
