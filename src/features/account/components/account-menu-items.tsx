import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { useLogout } from "../hooks/use-logout";

/**
 * The signed-in member's entries in the mobile menu: their profile and
 * "Log out" as buttons a thumb can hit (the header's hover card is for
 * pointers and keyboards).
 */
export function AccountMenuItems() {
  const logOut = useLogout();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link
        to="/profile"
        prefetch="intent"
        className="inline-flex items-center gap-1.5 rounded-md border border-line px-3 py-1.5 text-sm font-medium hover:bg-surface-muted"
      >
        <Icon name="user" className="size-4" />
        Profile
      </Link>
      <button type="button" onClick={() => void logOut()} className="rounded-md border border-line px-3 py-1.5 text-sm font-medium hover:bg-surface-muted">
        Log out
      </button>
    </div>
  );
}
