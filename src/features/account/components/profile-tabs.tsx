import { Link } from "react-router";

type Section = { to: string; label: string; only?: "members" | "sponsors" };

const SECTIONS: readonly Section[] = [
  { to: "/profile", label: "Overview" },
  { to: "/profile/dashboard", label: "Dashboard" },
  { to: "/profile/info", label: "Info" },
  // A chapter member's own résumé; a recruiter's account has none.
  { to: "/profile/resume", label: "Résumé", only: "members" },
  // The sponsor's home: the résumé book.
  { to: "/sponsor", label: "Résumé book", only: "sponsors" },
  { to: "/profile/security", label: "Security" },
  { to: "/profile/settings", label: "Settings" },
];
/** Shown to admins only; the API refuses these pages' calls to everyone else. */
const ADMIN_SECTIONS = [
  { to: "/profile/admin/members", label: "Members" },
  { to: "/profile/admin/messages", label: "Messages" },
  { to: "/profile/admin/resume-book", label: "Résumé book" },
];

type ProfileTabsProps = { currentPath: string | null; isAdmin: boolean; isMember: boolean; isSponsor: boolean };

/**
 * The profile area's tabs. Not NavLink: pages are prerendered at "/profile/"
 * and hydrate at "/profile", and NavLink would disagree between the two; the
 * caller passes the current page as the route matches see it.
 */
export function ProfileTabs({ currentPath, isAdmin, isMember, isSponsor }: ProfileTabsProps) {
  const shown = (section: Section) => (section.only === "members" ? isMember : section.only === "sponsors" ? isSponsor : true);
  return (
    <nav aria-label="Profile" className="mb-8 border-b border-line">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {SECTIONS.filter(shown).map(({ to, label }) => (
          <Tab key={to} to={to} label={label} current={to === currentPath} />
        ))}
        {isAdmin && ADMIN_SECTIONS.map((section) => <Tab key={section.to} {...section} current={section.to === currentPath} admin />)}
      </ul>
    </nav>
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
