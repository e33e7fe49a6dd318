import { PAGES } from "../../src/content/pages";
import { site } from "../../src/site.config";

const withTitle = (page: (typeof PAGES)[number]) => ({ path: page.path, title: `${page.name} | ${site.productName}` });

/** Every prerendered public route (docs/product.md) with its expected title. */
export const STATIC_ROUTES = PAGES.filter((page) => page.prerender && !page.access).map(withTitle);

/** Prerendered members-only routes: a visitor is sent to log in from them. */
export const MEMBER_ROUTES = PAGES.filter((page) => page.prerender && page.access).map(withTitle);

export { site };
