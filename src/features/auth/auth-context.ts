import { createContext, useContext } from "react";

/** Auth state of spec §4. */
export type AuthState = {
  isAuthenticated: boolean;
  roles: string[];
  isLoading: boolean;
  userId: string;
  error: string | null;
  /** Roles include "admin" (the shared rule in src/shared/roles.ts). */
  isAdmin: boolean;
};

export type AuthContextValue = AuthState & {
  /** Calls the login endpoint, then fetches the session. Rethrows failures. */
  login: (username: string, password: string) => Promise<void>;
  /** Calls the logout endpoint, then clears the state. Rethrows failures. */
  logout: () => Promise<void>;
  /** Re-reads the session, e.g. after verify-code signed the member in. */
  refreshSession: () => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}
