import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { useAuth } from "../hooks/use-auth";

// Only a signed-in visitor needs the profile control (the card, the member's
// record, logging out): it loads once the session says so.
const ProfileControl = lazy(() => import("./profile-control").then((module) => ({ default: module.ProfileControl })));
const AccountMenuItems = lazy(() => import("./account-menu-items").then((module) => ({ default: module.AccountMenuItems })));

/**
 * "Log In" when signed out, the profile control when signed in, nothing while
 * the session is being checked (docs/product.md, Header and navigation). The slot keeps its width so the
 * header does not shift when the control appears. In the mobile menu (`inMenu`) a member gets
 * "Profile" and "Log out" instead of the icon and its hover card.
 */
export function AccountControl({ dark, inMenu = false }: { dark: boolean; inMenu?: boolean }) {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return null;
  if (isAuthenticated) {
    return <Suspense fallback={null}>{inMenu ? <AccountMenuItems /> : <ProfileControl dark={dark} />}</Suspense>;
  }
  return (
    <Link
      to="/login"
      prefetch="intent"
      className="inline-flex items-center rounded-md bg-brand px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-hover"
    >
      Log In
    </Link>
  );
}
