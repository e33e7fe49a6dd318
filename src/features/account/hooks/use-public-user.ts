import { useEffect, useState } from "react";
import { ApiError, errorDetail } from "~/lib/api-error";
import { MEMBER_DATA_ELEMENT_ID } from "~/shared/member-page";
import { publicUserSchema, type PublicUser } from "~/shared/users";
import { getPublicUser } from "../api/get-public-user";

type PublicUserState = { status: "loading" } | { status: "missing" } | { status: "error"; message: string } | { status: "ready"; user: PublicUser };

/**
 * The public view the Worker wrote into the page it served
 * (worker/features/members/services/member-pages.ts), when it is this member's: the page
 * then needs no API call. Checked like an API answer.
 */
function servedWithPage(username: string, id: string): PublicUser | undefined {
  if (typeof document === "undefined") return undefined;
  const text = document.getElementById(MEMBER_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = publicUserSchema.safeParse(JSON.parse(text));
    const same = parsed.success && parsed.data.id === id && parsed.data.username.toLowerCase() === username.toLowerCase();
    return same ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A member's public view; "missing" when the username and id do not belong together. */
export function usePublicUser(username: string, id: string) {
  const [state, setState] = useState<PublicUserState>(() => {
    const user = servedWithPage(username, id);
    return user ? { status: "ready", user } : { status: "loading" };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // The member the page was served for needs no call (unless trying again); any other does.
    const served = attempt === 0 ? servedWithPage(username, id) : undefined;
    if (served) {
      setState({ status: "ready", user: served });
      return;
    }
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
