import { useEffect, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAuth } from "../hooks/use-auth";
import { loginPathFor } from "../lib/safe-redirect";

type RequireMemberProps = {
  children: ReactNode;
  /** Shown while the session is checked (and in the prerendered page, which cannot know it). */
  placeholder: ReactNode;
};

/**
 * Members-only content. A visitor who is not signed in — or whose session
 * ends while here — is sent to /login?redirect=<this page>, and comes back
 * after signing in.
 */
export function RequireMember({ children, placeholder }: RequireMemberProps) {
  const { isLoading, isAuthenticated } = useAuth();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const signedOut = !isLoading && !isAuthenticated;

  useEffect(() => {
    if (signedOut) void navigate(loginPathFor(pathname, search), { replace: true });
  }, [signedOut, pathname, search, navigate]);

  return isAuthenticated ? children : placeholder;
}
