import type { Plugin } from "vite";
import { site } from "../../src/site.config.ts";

/** The CSS custom properties the stylesheet's theme reads (src/app/app.css), one per brand colour. */
export function brandProperties(brand: typeof site.brand): string {
  const names: Record<keyof typeof site.brand, string> = {
    primary: "--brand-primary",
    primaryHover: "--brand-primary-hover",
    deep: "--brand-deep",
    onDark: "--brand-on-dark",
    accent: "--brand-accent",
    accentText: "--brand-accent-text",
  };
  const lines = (Object.keys(names) as (keyof typeof names)[]).map((key) => `${names[key]}: ${brand[key]};`);
  return `:root { ${lines.join(" ")} }\n`;
}

/**
 * The chapter's colours come from its identity file (src/site.config.ts), not from the stylesheet: this
 * adds them to src/app/app.css as custom properties when Vite loads it, so rebranding is one file.
 */
export function brandColours(): Plugin {
  return {
    name: "chapter-brand-colours",
    enforce: "pre",
    transform(code, id) {
      if (!id.split("?")[0]!.endsWith("/src/app/app.css")) return null;
      return { code: `${code}\n${brandProperties(site.brand)}`, map: null };
    },
  };
}
