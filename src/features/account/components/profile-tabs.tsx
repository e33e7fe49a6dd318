import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { MenuButton } from "~/components/menu-button";
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
  { to: "/profile/admin/officers", label: "Officers" },
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
  const navigate = useNavigate();
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
  const more = useScrollCue(list);
  const shown = (section: Section) => (section.only === "members" ? isMember : section.only === "sponsors" ? isSponsor : true);
  return (
    <nav aria-label="Profile" className="relative mb-8 border-b border-line">
      {/* On a phone every officer tool is one choice away, wherever the row is scrolled (issue 35). */}
      {isOfficer && (
        <div className="mb-2 flex justify-end sm:hidden">
          <MenuButton
            label="Officer tools"
            accessibleLabel="Officer tools"
            items={[...OFFICER_SECTIONS, ...(isAdmin ? ADMIN_SECTIONS : [])].map(({ to, label }) => ({ label, onSelect: () => void navigate(to) }))}
          />
        </div>
      )}
      <ul ref={list} onScroll={more.update} className="-mb-px flex gap-x-1 overflow-x-auto [scrollbar-width:thin] sm:flex-wrap sm:overflow-visible">
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
      {/* On a phone the row scrolls: a fade and an arrow on each side that has more tabs (issue 35: Content, Mail, Insights were out of sight). */}
      {more.before && <ScrollCue side="before" onPress={() => more.scroll(-1)} />}
      {more.after && <ScrollCue side="after" onPress={() => more.scroll(1)} />}
    </nav>
  );
}

/** Which ends of the tab row have tabs out of sight, kept as it scrolls or the screen turns; `scroll` moves by most of a screen. */
function useScrollCue(list: RefObject<HTMLUListElement | null>) {
  const [ends, setEnds] = useState({ before: false, after: false });
  const update = useCallback(() => {
    const row = list.current;
    if (!row) return;
    const before = row.scrollLeft > 1;
    const after = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
    setEnds((now) => (now.before === before && now.after === after ? now : { before, after }));
  }, [list]);
  useEffect(() => {
    update();
    const row = list.current;
    if (!row || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(update);
    observer.observe(row);
    return () => observer.disconnect();
  }, [list, update]);
  // A screenful less the cue's width, so the tab half under the arrow comes whole into sight.
  const scroll = (direction: 1 | -1) => list.current?.scrollBy({ left: direction * (list.current.clientWidth - 64), behavior: "smooth" });
  return { ...ends, update, scroll };
}

function ScrollCue({ side, onPress }: { side: "before" | "after"; onPress: () => void }) {
  const after = side === "after";
  return (
    <div
      className={`pointer-events-none absolute inset-y-0 flex w-14 items-center sm:hidden ${
        after ? "right-0 justify-end bg-gradient-to-l" : "left-0 justify-start bg-gradient-to-r"
      } from-surface from-40% to-transparent`}
    >
      <button
        type="button"
        onClick={onPress}
        aria-label={after ? "More tabs" : "Earlier tabs"}
        className="pointer-events-auto flex h-9 w-9 items-center justify-center rounded-full border border-line bg-surface text-ink shadow-sm"
      >
        <span aria-hidden="true">{after ? "›" : "‹"}</span>
      </button>
    </div>
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
