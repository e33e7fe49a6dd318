import type { Plugin } from "vite";
import { sponsorTiers } from "../../src/site.config.ts";

/** The module that gives the Worker and the SPA the chapter's tiers (decision 110). */
const TIERS_MODULE = /[\\/]src[\\/]shared[\\/]content[\\/]sponsor-tiers\.ts$/;
const IDENTITY = /(^|[\\/])site\.config(\.ts)?$/;
const VIRTUAL = "\0chapter-sponsor-tier-names";

/** What the browser reads of a tier: its stored name, its label, whether its logos are on the home page. */
export const tierNames = (tiers: readonly { tier: string; label: string; homePageLogo: boolean }[]) =>
  tiers.map(({ tier, label, homePageLogo }) => ({ tier, label, homePageLogo }));

/**
 * In the browser build, src/shared/content/sponsor-tiers.ts reads the identity file's `sponsorTiers`
 * without their amounts and benefits: it uses only the names, labels and `homePageLogo`, while what
 * each tier costs and buys is on the sponsors page from its loader, at build. Without this plugin
 * the whole table would ship in the shell every page loads (the identity file is one module, in
 * the shell: scripts/vite/app-shell-chunks.ts). The Worker, the prerendering and the tests read the
 * file as it is. Like blog-front-matter-only.ts.
 */
export function sponsorTierNamesOnly(): Plugin {
  return {
    name: "sponsor-tier-names-only",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source, importer) {
      return importer && TIERS_MODULE.test(importer) && IDENTITY.test(source) ? VIRTUAL : null;
    },
    load(id) {
      return id === VIRTUAL ? `export const sponsorTiers = ${JSON.stringify(tierNames(sponsorTiers))};` : null;
    },
  };
}
