import { useEffect, useState } from "react";
import { PageShell } from "~/components/page-shell";
import { NotFoundScreen } from "~/components/not-found-screen";
import { apiData } from "~/lib/api-client";
import { pageMeta } from "~/lib/page-meta";
import { publicUserSchema, type PublicUser } from "~/shared/users";
import type { Route } from "./+types/member";

export const meta = () => pageMeta("/users/:username/:id");

type State = { status: "loading" } | { status: "missing" } | { status: "error"; message: string } | { status: "ready"; user: PublicUser };

/** A member's public page, served by the Worker from the SPA fallback. */
export default function MemberPage({ params }: Route.ComponentProps) {
  const { username, id } = params;
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    apiData(`/api/users/public/${encodeURIComponent(username)}/${encodeURIComponent(id)}`, publicUserSchema, {
      signal: controller.signal,
    })
      .then((user) => setState({ status: "ready", user }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const status = (error as { status?: number }).status;
        setState(status === 404 ? { status: "missing" } : { status: "error", message: (error as Error).message });
      });
    return () => controller.abort();
  }, [username, id]);

  if (state.status === "missing") return <NotFoundScreen><p>There is no member page at this address.</p></NotFoundScreen>;
  if (state.status === "loading") return <PageShell title={username} lead="Loading..." />;
  if (state.status === "error") return <PageShell title={username} lead={state.message} />;
  const { user } = state;
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username;
  return (
    <PageShell title={name} lead={`@${user.username}`}>
      <dl className="grid max-w-sm grid-cols-2 gap-2">
        <dt className="font-medium">Points</dt>
        <dd>{user.points}</dd>
        {user.roles && (
          <>
            <dt className="font-medium">Role</dt>
            <dd>{user.roles}</dd>
          </>
        )}
        {user.email && (
          <>
            <dt className="font-medium">E-mail</dt>
            <dd>{user.email}</dd>
          </>
        )}
      </dl>
    </PageShell>
  );
}
