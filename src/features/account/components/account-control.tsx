import { Link } from "react-router";
import { useAuth } from "../hooks/use-auth";
import { ProfileControl } from "./profile-control";

/**
 * "Log In" when signed out, the profile control when signed in, nothing while
 * the session is being checked (spec §2). The slot keeps its width so the
 * header does not shift when the control appears.
 */
export function AccountControl({ dark }: { dark: boolean }) {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return null;
  if (isAuthenticated) return <ProfileControl dark={dark} />;
  return (
    <Link
      to="/login"
      prefetch="intent"
      className="inline-flex items-center rounded-md bg-brand-blue px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-light-blue"
    >
      Log In
    </Link>
  );
}
