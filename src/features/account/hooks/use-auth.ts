import { createContext, useContext } from "react";

/** What the page knows of the session (docs/product.md, Accounts). */
export type AuthState = {
  isAuthenticated: boolean;
  roles: string[];
  isLoading: boolean;
  userId: string;
  /** From the session; empty when signed out. */
  username: string;
  error: string | null;
  /** Roles include "admin" (the shared rule in src/shared/roles.ts). */
  isAdmin: boolean;
  /** Roles include "officer" or "admin": may run events (src/shared/roles.ts). */
  isOfficer: boolean;
  /** A member of the chapter (members, officers, admins): keeps a résumé, may join the résumé book. */
  isMember: boolean;
  /** Roles include "sponsor": a recruiter's account, whose home is the résumé book (/sponsor). */
  isSponsor: boolean;
};

export type AuthContextValue = AuthState & {
  /** Calls the login endpoint, then fetches the session. Rethrows failures. */
  login: (username: string, password: string) => Promise<void>;
  /** Calls the logout endpoint, then clears the state. Rethrows failures. */
  logout: () => Promise<void>;
  /** Re-reads the session, e.g. after verify-code signed the member in. */
  refreshSession: () => Promise<void>;
  /**
   * Drops to the signed-out state without a call: for when the server has
   * already ended the session (sign out everywhere, account deleted, password
   * reset). A 401 from any call does the same on its own.
   */
  markSignedOut: () => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}
