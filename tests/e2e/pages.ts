import { PAGES } from "../../src/content/pages";
import { site } from "../../src/site.config";

/** Every prerendered route of spec §2 with its expected title. */
export const STATIC_ROUTES = PAGES.filter((page) => page.prerender).map((page) => ({
  path: page.path,
  title: `${page.name} | ${site.productName}`,
}));

export { site };
