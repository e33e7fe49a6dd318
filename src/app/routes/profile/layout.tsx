import { Link, NavLink, Outlet } from "react-router";
import { textLink } from "~/components/buttons";
import { useAuth } from "~/features/auth/auth-context";

const SECTIONS = [
  { to: "/profile", label: "Overview", end: true },
  { to: "/profile/dashboard", label: "Dashboard" },
  { to: "/profile/info", label: "Info" },
  { to: "/profile/security", label: "Security" },
  { to: "/profile/settings", label: "Settings" },
];

/**
 * The profile area. Prerendered as a static shell: whether the visitor is
 * signed in is only known in the browser.
 */
export default function ProfileLayout() {
  const { isLoading, isAuthenticated } = useAuth();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <nav aria-label="Profile" className="mb-8 border-b border-line">
        <ul className="flex flex-wrap gap-1">
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={section.end}
                prefetch="intent"
                className="inline-block border-b-2 border-transparent px-3 py-2 text-sm font-medium text-ink hover:text-link aria-[current=page]:border-brand-blue aria-[current=page]:text-link"
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
      {!isLoading && !isAuthenticated && (
        <p className="mt-6 rounded-md border border-line bg-surface-muted p-4">
          Being logged in is required to see your profile.{" "}
          <Link to="/login?redirect=/profile" className={textLink}>
            Log in
          </Link>
          .
        </p>
      )}
    </div>
  );
}
