import { useSearchParams } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { safeRedirect } from "../lib/safe-redirect";

/**
 * The query of an auth page, read only after hydration: the prerendered page
 * cannot know it, and reading it earlier would make the first render differ
 * from the HTML. `redirect` is kept only when it is a same-site path, so the
 * links that carry it along (log in → sign up → verify) never carry a bad one.
 */
export function useAuthPageParams() {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const get = (name: string) => (hydrated ? (params.get(name) ?? "") : "");
  const redirect = get("redirect");
  return {
    hydrated,
    get,
    redirect: redirect ? safeRedirect(redirect, "") || null : null,
  };
}
