import { useCallback } from "react";
import { ApiError } from "~/lib/api-error";
import { useLoaded } from "~/lib/use-loaded";
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
  // The member the page was served for needs no call (unless trying again); any other does.
  const served = useCallback(() => servedWithPage(username, id), [username, id]);
  const read = useCallback((signal: AbortSignal) => getPublicUser(username, id, signal), [username, id]);
  const { data, error, failure, loading, reload } = useLoaded(read, { held: served, heldAtFirstRender: true });
  const state: PublicUserState =
    !loading && failure
      ? error instanceof ApiError && error.status === 404
        ? { status: "missing" }
        : { status: "error", message: failure }
      : !loading && data
        ? { status: "ready", user: data }
        : { status: "loading" };
  return { state, retry: () => void reload() };
}
