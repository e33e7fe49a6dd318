import { Link, Outlet } from "react-router";
import { textLink } from "~/components/buttons";
import { useAuth } from "~/features/auth/auth-context";
import { useCurrentPagePath } from "~/features/navigation/use-current-page";

const SECTIONS = [
  { to: "/profile", label: "Overview" },
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
  // Not NavLink: pages are prerendered at "/profile/" and hydrate at
  // "/profile", and NavLink would disagree between the two.
  const currentPath = useCurrentPagePath();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <nav aria-label="Profile" className="mb-8 border-b border-line">
        <ul className="flex flex-wrap gap-1">
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <Link
                to={section.to}
                prefetch="intent"
                aria-current={section.to === currentPath ? "page" : undefined}
                className="inline-block border-b-2 border-transparent px-3 py-2 text-sm font-medium text-ink hover:text-link aria-[current=page]:border-brand-blue aria-[current=page]:text-link"
              >
                {section.label}
              </Link>
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
