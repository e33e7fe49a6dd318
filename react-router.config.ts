import type { Config } from "@react-router/dev/config";
import { BLOG_POST_SHELL, EVENT_PAGE_SHELL, NOT_FOUND_PAGE, PAGES, PROGRAM_PAGE_SHELL } from "./src/content/pages";
import { finishBuild } from "./scripts/postbuild/finish-build";

/**
 * Framework mode without a server: every public page is prerendered to its
 * own HTML file (title, description and share image baked in for link
 * previews), and the SPA fallback (`__spa-fallback.html`) serves the dynamic
 * member pages. Events', blog posts' and programs' pages have a shell of their
 * own (EVENT_PAGE_SHELL, BLOG_POST_SHELL, PROGRAM_PAGE_SHELL), into which the
 * Worker writes each one. See docs/decisions/010-spa-framework-mode-prerender.md,
 * 079 and 084.
 */
const config: Config = {
  appDirectory: "src/app",
  // scripts/build.ts builds into a temporary folder and swaps it in on success.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  prerender: [...PAGES.filter((p) => p.prerender).map((p) => p.path), NOT_FOUND_PAGE.path, EVENT_PAGE_SHELL, BLOG_POST_SHELL, PROGRAM_PAGE_SHELL],
  buildEnd: async ({ reactRouterConfig }) => {
    await finishBuild(`${reactRouterConfig.buildDirectory}/client`);
  },
};

export default config;
