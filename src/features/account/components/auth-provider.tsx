import { errorDetail, isSessionEnded } from "~/lib/api-error";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { onSessionEnded } from "~/lib/session-ended";
import { AuthContext, type AuthContextValue, type AuthState } from "../hooks/use-auth";
import { hasSessionHint, setSessionHint } from "../lib/session-hint";
import { announceSignedOut } from "../lib/signed-out";
import { ACCOUNT_TOAST } from "../lib/toast-ids";

// The calls (and zod with them, and the shared role rules) load on demand, so
// an anonymous first visit downloads none of it.
const loadGetSession = () => import("../api/get-session");
const loadLogin = () => import("../api/login");
const loadLogout = () => import("../api/logout");

const INITIAL_STATE: AuthState = {
  isAuthenticated: false,
  roles: [],
  isLoading: true,
  userId: "",
  username: "",
  error: null,
  isAdmin: false,
  isOfficer: false,
  isMember: false,
  isSponsor: false,
};

const signedOut = (error: string | null): AuthState => ({ ...INITIAL_STATE, isLoading: false, error });

const messageOf = (error: unknown) => (error instanceof Error ? errorDetail(error) : String(error));

const SESSION_ENDED_MESSAGE = "Your session has ended. Please log in again.";

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(INITIAL_STATE);
  const authenticated = useRef(false);
  authenticated.current = state.isAuthenticated;

  const clearSession = useCallback((error: string | null) => {
    setSessionHint(false);
    announceSignedOut();
    setState(signedOut(error));
  }, []);

  const checkSession = useCallback(
    async (signal?: AbortSignal) => {
      const { getSession } = await loadGetSession();
      try {
        const session = await getSession(signal);
        setSessionHint(true);
        setState({
          isAuthenticated: true,
          roles: session.roles,
          isLoading: false,
          userId: session.id,
          username: session.username,
          error: null,
          isAdmin: session.isAdmin,
          isOfficer: session.isOfficer,
          isMember: session.isMember,
          isSponsor: session.isSponsor,
        });
      } catch (error) {
        if (signal?.aborted) return;
        // Only the server's 401 says the session is over. A check cut off by the page being left (or a
        // network that failed) says nothing about it: forgetting the hint then signed the next page out.
        if (isSessionEnded(error)) clearSession(null);
        else setState(signedOut(`Unknown error occurred: ${messageOf(error)}`));
      }
    },
    [clearSession],
  );

  useEffect(() => {
    if (!hasSessionHint()) {
      setState((s) => ({ ...s, isLoading: false }));
      return;
    }
    const controller = new AbortController();
    void checkSession(controller.signal);
    return () => controller.abort();
  }, [checkSession]);

  // Any call answered 401 while signed in: the session ended on the server.
  useEffect(
    () =>
      onSessionEnded(() => {
        if (!authenticated.current) return;
        authenticated.current = false;
        clearSession(SESSION_ENDED_MESSAGE);
        void import("~/lib/toast").then(({ toast }) => toast.error(SESSION_ENDED_MESSAGE, { flow: ACCOUNT_TOAST }));
      }),
    [clearSession],
  );

  const login = useCallback(
    async (username: string, password: string) => {
      const api = await loadLogin();
      try {
        await api.login({ username, password });
      } catch (error) {
        clearSession(`Unknown error: ${messageOf(error)}`);
        throw error;
      }
      await checkSession();
    },
    [checkSession, clearSession],
  );

  const logout = useCallback(async () => {
    const api = await loadLogout();
    try {
      await api.logout();
    } catch (error) {
      setState((s) => ({ ...s, error: `Unknown error occurred: ${messageOf(error)}` }));
      throw error;
    }
    clearSession(null);
  }, [clearSession]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      login,
      logout,
      refreshSession: () => checkSession(),
      markSignedOut: () => clearSession(null),
    }),
    [state, login, logout, checkSession, clearSession],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
