import { errorDetail, isSessionEnded } from "~/lib/api-error";
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from "react";
import { onSessionEnded } from "~/lib/session-ended";
import { useLoaded } from "~/lib/use-loaded";
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

/** Without the hint this browser never signed in (or signed out): signed out, without asking. */
const knownSignedOut = () => (hasSessionHint() ? undefined : signedOut(null));

/** Forgets the session here: the hint goes, and the tabs and screens that listen hear it. */
function forgetSession(error: string | null): AuthState {
  setSessionHint(false);
  announceSignedOut();
  return signedOut(error);
}

/** The session as the server knows it (GET /api/auth/session); any answer is a state, only an aborted read throws. */
async function readSession(signal: AbortSignal): Promise<AuthState> {
  const { getSession } = await loadGetSession();
  try {
    const session = await getSession(signal);
    setSessionHint(true);
    return {
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
    };
  } catch (error) {
    if (signal.aborted) throw error;
    // Only the server's 401 says the session is over. A check cut off by the page being left (or a
    // network that failed) says nothing about it: forgetting the hint then signed the next page out.
    return isSessionEnded(error) ? forgetSession(null) : signedOut(`Unknown error occurred: ${messageOf(error)}`);
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, reload: checkSession, setData } = useLoaded(readSession, { held: knownSignedOut });
  const state = data ?? INITIAL_STATE;
  const authenticated = useRef(false);
  authenticated.current = state.isAuthenticated;

  const clearSession = useCallback((error: string | null) => setData(forgetSession(error)), [setData]);

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
      setData((s) => ({ ...(s ?? INITIAL_STATE), error: `Unknown error occurred: ${messageOf(error)}` }));
      throw error;
    }
    clearSession(null);
  }, [clearSession, setData]);

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
