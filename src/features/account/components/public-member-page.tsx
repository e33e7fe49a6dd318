import { useEffect } from "react";
import { Link } from "react-router";
import { primaryButton, textLink } from "~/components/buttons";
import { NotFoundScreen } from "~/components/not-found-screen";
import { PageShell } from "~/components/page-shell";
import { pageTitle } from "~/lib/page-meta";
import { useAuth } from "../hooks/use-auth";
import { usePublicUser } from "../hooks/use-public-user";
import { displayName } from "../lib/display-name";
import { PublicProfile } from "./public-profile";

/** A member's public page, by username and id: loading, the member, not found, or the failure with Try Again. */
export function PublicMemberPage({ username, id }: { username: string; id: string }) {
  const { state, retry } = usePublicUser(username, id);
  const { userId } = useAuth();

  // The prerendered fallback has the generic title; name the page once the member is known.
  const name = state.status === "ready" ? displayName(state.user) : null;
  useEffect(() => {
    if (name) document.title = pageTitle(name);
  }, [name]);

  if (state.status === "missing") {
    return (
      <NotFoundScreen>
        <p>There is no member page at this address.</p>
        <p className="mt-2">
          The link may be old: members can change their username, and the address changes with it.{" "}
          <Link to="/board" className={textLink}>
            Meet the board
          </Link>{" "}
          or{" "}
          <Link to="/userpage" className={textLink}>
            open your own page
          </Link>
          .
        </p>
      </NotFoundScreen>
    );
  }
  if (state.status === "loading") return <PageShell title={username} lead="Loading..." />;
  if (state.status === "error") {
    return (
      <PageShell title={username} lead={`This page could not be loaded: ${state.message}`}>
        <button type="button" className={primaryButton} onClick={retry}>
          Try Again
        </button>
      </PageShell>
    );
  }
  return <PublicProfile user={state.user} isOwnPage={state.user.id === userId} />;
}
