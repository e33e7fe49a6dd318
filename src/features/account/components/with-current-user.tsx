import type { ReactNode } from "react";
import { secondaryButton } from "~/components/buttons";
import type { User } from "~/shared/users";
import { useAuth } from "../hooks/use-auth";
import { useCurrentUser } from "../hooks/use-current-user";

/**
 * Renders `children` with the signed-in member's record once it has loaded,
 * "Loading..." before, and the failure with Try Again if it could not be.
 */
export function WithCurrentUser({ children }: { children: (user: User) => ReactNode }) {
  const { userId } = useAuth();
  const current = useCurrentUser(userId);
  if (current.status === "ready") return children(current.user);
  if (current.status === "loading") {
    return (
      <p aria-busy="true" className="text-ink-muted">
        Loading...
      </p>
    );
  }
  return (
    <div role="alert" className="space-y-3">
      <p>Your profile could not be loaded: {current.message}</p>
      <button type="button" className={secondaryButton} onClick={current.retry}>
        Try Again
      </button>
    </div>
  );
}
