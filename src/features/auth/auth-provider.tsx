import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { AuthContext, type AuthContextValue, type AuthState } from "./auth-context";
import { hasSessionHint, setSessionHint } from "./session-hint";

// The calls (and zod with them, and the shared role rules) load on demand, so
// an anonymous first visit downloads none of it.
const loadAuthApi = () => import("./auth-api");

const INITIAL_STATE: AuthState = {
  isAuthenticated: false,
  roles: [],
  isLoading: true,
  userId: "",
  error: null,
  isAdmin: false,
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(INITIAL_STATE);

  const checkSession = useCallback(async (signal?: AbortSignal) => {
    const { fetchSessionWithRoles } = await loadAuthApi();
    try {
      const session = await fetchSessionWithRoles(signal);
      setSessionHint(true);
      setState({
        isAuthenticated: true,
        roles: session.roles,
        isLoading: false,
        userId: session.id,
        error: null,
        isAdmin: session.isAdmin,
      });
    } catch (error) {
      if (signal?.aborted) return;
      setSessionHint(false);
      setState({
        isAuthenticated: false,
        roles: [],
        isLoading: false,
        userId: "",
        error: `Unknown error occurred: ${messageOf(error)}`,
        isAdmin: false,
      });
    }
  }, []);

  useEffect(() => {
    if (!hasSessionHint()) {
      setState((s) => ({ ...s, isLoading: false }));
      return;
    }
    const controller = new AbortController();
    void checkSession(controller.signal);
    return () => controller.abort();
  }, [checkSession]);

  const login = useCallback(
    async (username: string, password: string) => {
      const { postLogin } = await loadAuthApi();
      try {
        await postLogin({ username, password });
      } catch (error) {
        setState({
          isAuthenticated: false,
          roles: [],
          isLoading: false,
          userId: "",
          error: `Unknown error: ${messageOf(error)}`,
          isAdmin: false,
        });
        throw error;
      }
      await checkSession();
    },
    [checkSession],
  );

  const logout = useCallback(async () => {
    const { postLogout } = await loadAuthApi();
    try {
      await postLogout();
    } catch (error) {
      setState((s) => ({ ...s, error: `Unknown error occurred: ${messageOf(error)}` }));
      throw error;
    }
    setSessionHint(false);
    setState((s) => ({ ...s, isAuthenticated: false, roles: [], userId: "", error: null, isAdmin: false }));
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, login, logout, refreshSession: () => checkSession() }),
    [state, login, logout, checkSession],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
