/** The header navigation (docs/product.md, Header and navigation). Paths match src/content/pages.ts. */
export type NavLinkItem = { label: string; to: string };
/** Sub-pages that are content officers edit, read from the API when their group is first opened (nav-children.ts). */
export type NavChildrenSource = "programs";
export type NavItem = NavLinkItem & {
  children?: readonly NavLinkItem[];
  childrenFrom?: NavChildrenSource;
  /** The route of the sub-pages read from the API (one route serves them all): on it, the item is the current section. */
  childRoute?: string;
};

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
  // The programs are content officers edit (decision 084): the group lists the published ones, read
  // when it is first opened, so no page names one that has since been renamed or taken off the site.
  { label: "Programs", to: "/programs", childrenFrom: "programs", childRoute: "routes/program" },
  { label: "Resources", to: "/resources" },
];

/** Whether a nav item has sub-pages (fixed, or read when opened). */
export const hasChildren = (item: NavItem) => item.children !== undefined || item.childrenFrom !== undefined;

/** Whether a nav item (or one of its children) is the current page; `routeId` is the shown page's route. */
export function isItemActive(item: NavItem, currentPath: string | null, routeId: string | null): boolean {
  if (!currentPath) return false;
  if (item.childRoute !== undefined && item.childRoute === routeId) return true;
  return item.to === currentPath || (item.children ?? []).some((child) => child.to === currentPath);
}
