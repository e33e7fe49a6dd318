/** The header navigation (docs/product.md, Header and navigation). Paths match src/content/pages.ts. */
type NavLinkItem = { label: string; to: string };
export type NavItem = NavLinkItem & { children?: readonly NavLinkItem[] };

export const NAV_ITEMS: readonly NavItem[] = [
  { label: "Home", to: "/" },
  {
    label: "About",
    to: "/about",
    children: [
      { label: "Board", to: "/board" },
      { label: "Sponsors", to: "/sponsors" },
    ],
  },
  {
    label: "Events",
    to: "/events",
    children: [
      { label: "Gallery", to: "/gallery" },
      { label: "Blogs", to: "/blogs" },
      { label: "Leaderboard", to: "/leaderboard" },
      { label: "Check in", to: "/checkin" },
    ],
  },
  // The programs are content officers edit (decision 084): /programs lists them, and no menu names
  // one that may since have been renamed or taken off the site.
  { label: "Programs", to: "/programs" },
  { label: "Resources", to: "/resources" },
];

/** Whether a nav item (or one of its children) is the current page. */
export function isItemActive(item: NavItem, currentPath: string | null): boolean {
  if (!currentPath) return false;
  return item.to === currentPath || (item.children ?? []).some((child) => child.to === currentPath);
}
