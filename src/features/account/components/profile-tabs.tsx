import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useLogout } from "../hooks/use-logout";

type Section = { to: string; label: string; only?: "members" | "sponsors" };

const SECTIONS: readonly Section[] = [
  { to: "/profile", label: "Overview" },
  // The members' features; a recruiter's (sponsor-only) account has none of them.
  { to: "/profile/dashboard", label: "Dashboard", only: "members" },
  { to: "/profile/events", label: "My events", only: "members" },
  { to: "/profile/points", label: "Points", only: "members" },
  { to: "/profile/info", label: "Info" },
  // A chapter member's own résumé; a recruiter's account has none.
  { to: "/profile/resume", label: "Résumé", only: "members" },
  // The sponsor's home: the résumé book.
  { to: "/sponsor", label: "Résumé book", only: "sponsors" },
  { to: "/profile/security", label: "Security" },
  { to: "/profile/settings", label: "Settings" },
  // Push and mail choices (decision 115); a recruiter's account gets no event notices.
  { to: "/profile/notifications", label: "Notifications", only: "members" },
];
/** Shown to officers (and admins) only; the API refuses these pages' calls to everyone else. */
const OFFICER_SECTIONS = [
  { to: "/profile/admin/events", label: "Events" },
  { to: "/profile/admin/terms", label: "Terms" },
  { to: "/profile/admin/content", label: "Content" },
  { to: "/profile/admin/points", label: "Points" },
  { to: "/profile/admin/mail", label: "Mail" },
  { to: "/profile/admin/insights", label: "Insights" },
];
/** Shown to admins only; the API refuses these pages' calls to everyone else. */
const ADMIN_SECTIONS = [
  { to: "/profile/admin/members", label: "Members" },
  { to: "/profile/admin/messages", label: "Messages" },
  { to: "/profile/admin/resume-book", label: "Résumé book" },
  // Site health is linked from the dashboard and the members' area instead, so that an admin's
  // tabs stay within three rows on a desktop.
];

type ProfileTabsProps = { currentPath: string | null; isAdmin: boolean; isOfficer: boolean; isMember: boolean; isSponsor: boolean };

/**
 * The profile area's tabs, and "Log out" at the end of them on every screen
 * size (on a phone the header's card, which has it too, is out of reach).
 * On a phone they are one row that scrolls sideways, with the current tab
 * scrolled into view: wrapped, an admin's fifteen tabs took five rows of a
 * 390 px screen before the page began. From `sm` up they wrap (on a desktop,
 * a member's in one row, an admin's eighteen in three at most).
 * Not NavLink: pages are prerendered at "/profile/" and hydrate at
 * "/profile", and NavLink would disagree between the two; the caller passes
 * the current page as the route matches see it.
 */
export function ProfileTabs({ currentPath, isAdmin, isOfficer, isMember, isSponsor }: ProfileTabsProps) {
  const logOut = useLogout();
  const list = useRef<HTMLUListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies(currentPath): the effect reads the tab it marks (aria-current) from the DOM
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>("[aria-current=page]");
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    // Only the row scrolls (scrollIntoView would move the page too): the tab ends up in the middle when it can.
    const left = current.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft;
    row.scrollLeft = left - (row.clientWidth - current.offsetWidth) / 2;
  }, [currentPath]);
  const shown = (section: Section) => (section.only === "members" ? isMember : section.only === "sponsors" ? isSponsor : true);
  return (
    <nav aria-label="Profile" className="mb-8 border-b border-line">
      <ul ref={list} className="-mb-px flex gap-x-1 overflow-x-auto [scrollbar-width:thin] sm:flex-wrap sm:overflow-visible">
        {SECTIONS.filter(shown).map(({ to, label }) => (
          <Tab key={to} to={to} label={label} current={to === currentPath} />
        ))}
        {isOfficer && OFFICER_SECTIONS.map((section) => <Tab key={section.to} {...section} current={section.to === currentPath} badge="officer" />)}
        {isAdmin && ADMIN_SECTIONS.map((section) => <Tab key={section.to} {...section} current={section.to === currentPath} badge="admin" />)}
        <li className="ml-auto shrink-0">
          <button
            type="button"
            onClick={() => void logOut()}
            className="inline-flex items-center border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-ink-muted hover:text-link"
          >
            Log out
          </button>
        </li>
      </ul>
    </nav>
  );
}

function Tab({ to, label, current, badge }: { to: string; label: string; current: boolean; badge?: "officer" | "admin" }) {
  return (
    <li className="shrink-0">
      <Link
        to={to}
        prefetch="intent"
        aria-current={current ? "page" : undefined}
        className="inline-flex items-center gap-1.5 border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-ink hover:text-link aria-[current=page]:border-brand aria-[current=page]:text-link"
      >
        {label}
        {badge && <span className="rounded bg-surface-muted px-1.5 text-xs font-semibold text-ink-muted">{badge}</span>}
      </Link>
    </li>
  );
}
