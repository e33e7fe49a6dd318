import { NotFoundScreen } from "~/components/not-found-screen";
import { pageMeta } from "~/lib/page-meta";

/**
 * Every unknown path. Prerendered once at /404 (build/client/404.html), which
 * the Worker serves with status 404 for paths that match no file; on the
 * client the same screen renders for any unmatched URL, so hydration agrees.
 * No loader, unlike the other pages: a client-side navigation to an unknown
 * path would fetch that path's `.data`, which does not exist.
 */
export const meta = () => pageMeta("/404", { noindex: true });

export default function NotFound() {
  return <NotFoundScreen />;
}
