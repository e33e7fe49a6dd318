import { useEffect } from "react";
import { useNavigate } from "react-router";
import { PageShell } from "~/components/page-shell";
import { SponsorAccountNotice } from "./require-chapter-member";
import { useAuth } from "../hooks/use-auth";
import { publicPagePath } from "../lib/display-name";

/**
 * Sends the signed-in member on to their own public page (/users/{username}/{id});
 * a recruiter's (sponsor-only) account has none, and is told so.
 */
export function OwnPublicPage() {
  const { userId, username, isMember } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (isMember) void navigate(publicPagePath({ id: userId, username }), { replace: true });
  }, [userId, username, isMember, navigate]);
  if (!isMember) {
    return (
      <PageShell title="My public page" lead="Sponsors' accounts have no public member page.">
        <SponsorAccountNotice />
      </PageShell>
    );
  }
  return <PageShell title="My public page" lead="Opening your public page…" />;
}
