import { Link, Outlet } from "react-router";
import { findPage } from "~/content/pages";
import { useAuth } from "~/features/account/hooks/use-auth";
import { RequireMember } from "~/features/account/components/require-member";
import { useCurrentPagePath } from "~/features/navigation/hooks/use-current-page";

const SECTIONS = [
  { to: "/profile", label: "Overview" },
  { to: "/profile/dashboard", label: "Dashboard" },
  { to: "/profile/info", label: "Info" },
  { to: "/profile/security", label: "Security" },
  { to: "/profile/settings", label: "Settings" },
];
/** Shown to admins only; the API refuses these pages' calls to everyone else. */
const ADMIN_SECTIONS = [
  { to: "/profile/admin/members", label: "Members" },
  { to: "/profile/admin/messages", label: "Messages" },
];

/**
 * The profile area, members only. Prerendered as a static shell (whether the
 * visitor is signed in is only known in the browser): the tabs and a
 * placeholder named after the page, until the session is known; visitors
 * are then sent to log in and brought back.
 */
export default function ProfileLayout() {
  const { isAdmin } = useAuth();
  // Not NavLink: pages are prerendered at "/profile/" and hydrate at
  // "/profile", and NavLink would disagree between the two.
  const currentPath = useCurrentPagePath();
  const pageName = currentPath ? findPage(currentPath).name : "Profile";
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <nav aria-label="Profile" className="mb-8 border-b border-line">
        <ul className="-mb-px flex flex-wrap gap-x-1">
          {SECTIONS.map((section) => (
            <Tab key={section.to} {...section} current={section.to === currentPath} />
          ))}
          {isAdmin &&
            ADMIN_SECTIONS.map((section) => <Tab key={section.to} {...section} current={section.to === currentPath} admin />)}
        </ul>
      </nav>
      <RequireMember
        placeholder={
          <>
            <h1 className="text-3xl font-bold tracking-tight text-ink">{pageName}</h1>
            <p aria-busy="true" className="mt-3 text-ink-muted">
              Loading...
            </p>
          </>
        }
      >
        <Outlet />
      </RequireMember>
    </div>
  );
}

function Tab({ to, label, current, admin = false }: { to: string; label: string; current: boolean; admin?: boolean }) {
  return (
    <li>
      <Link
        to={to}
        prefetch="intent"
        aria-current={current ? "page" : undefined}
        className="inline-flex items-center gap-1.5 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-ink hover:text-link aria-[current=page]:border-brand-blue aria-[current=page]:text-link"
      >
        {label}
        {admin && <span className="rounded bg-surface-muted px-1.5 text-xs font-semibold text-ink-muted">admin</span>}
      </Link>
    </li>
  );
}
