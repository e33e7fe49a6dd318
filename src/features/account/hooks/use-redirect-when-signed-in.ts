import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "./use-auth";
import { safeRedirect } from "../lib/safe-redirect";

/**
 * For the sign-in pages (log in, sign up, verify): a member who is signed in
 * — already, or just now through the form — goes on to the `?redirect=`
 * target (same-site only) or to /profile. One place decides where a sign-in
 * leads, whichever way it happened. `paused` holds the member on the page
 * meanwhile (the passkey offer after a password sign-in).
 */
export function useRedirectWhenSignedIn(paused = false) {
  const { isLoading, isAuthenticated } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (paused || isLoading || !isAuthenticated) return;
    const target = new URLSearchParams(window.location.search).get("redirect");
    void navigate(safeRedirect(target), { replace: true });
  }, [paused, isLoading, isAuthenticated, navigate]);
}
