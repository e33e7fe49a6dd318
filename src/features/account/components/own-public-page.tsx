import { useEffect } from "react";
import { useNavigate } from "react-router";
import { PageShell } from "~/components/page-shell";
import { useAuth } from "../hooks/use-auth";
import { publicPagePath } from "../lib/display-name";

/** Sends the signed-in member on to their own public page (/users/{username}/{id}). */
export function OwnPublicPage() {
  const { userId, username } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(publicPagePath({ id: userId, username }), { replace: true });
  }, [userId, username, navigate]);
  return <PageShell title="My public page" lead="Opening your public page…" />;
}
