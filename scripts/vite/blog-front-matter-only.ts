import { readFile } from "node:fs/promises";
import type { Plugin } from "vite";
import { frontMatterBlock } from "../../src/content/front-matter.ts";

const POST_RAW_IMPORT = /\/src\/content\/blog\/[^/]+\.md\?raw$/;

/**
 * In the browser build, `import.meta.glob("./blog/*.md", { query: "?raw" })`
 * (src/content/blog-posts.ts) yields only each post's front matter: the
 * browser needs titles, dates and tags for the page list and the search
 * index, while the bodies are rendered to HTML at build by the post page's
 * loader. Without this plugin every post's full text would ship in the
 * first-load JavaScript. The server build (prerendering) and the React
 * Router config loader (which runs without plugins) read the whole file.
 */
export function blogFrontMatterOnly(): Plugin {
  return {
    name: "blog-front-matter-only",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async load(id) {
      if (!POST_RAW_IMPORT.test(id)) return null;
      const source = await readFile(id.replace(/\?raw$/, ""), "utf8");
      return `export default ${JSON.stringify(frontMatterBlock(source))};`;
    },
  };
}
