import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { apiReferenceInDev } from "./scripts/vite/api-reference-in-dev.ts";
import { appShellChunks } from "./scripts/vite/app-shell-chunks.ts";
import { blogFrontMatterOnly } from "./scripts/vite/blog-front-matter-only.ts";
import { brandColours } from "./scripts/vite/brand-colours.ts";
import { routerUnusedPaths } from "./scripts/vite/router-unused-paths.ts";
import { sponsorTierNamesOnly } from "./scripts/vite/sponsor-tier-names-only.ts";

// `npm run dev` (scripts/dev.ts) runs the Worker on API_PORT; the SPA dev
// server forwards /api, the calendar files (feeds, one event's .ics) and the
// uploaded images (/media) to it, so the browser sees one origin, as in production. (Event pages are the
// SPA's in development; only the deployed Worker writes their tags.)
const apiPort = process.env.API_PORT ?? "8788";

export default defineConfig({
  plugins: [apiReferenceInDev(), brandColours(), blogFrontMatterOnly(), sponsorTierNamesOnly(), routerUnusedPaths(), tailwindcss(), reactRouter()],
  environments: {
    // The browser build's files: one for the framework, one for the app shell (see app-shell-chunks.ts).
    // Scripts are named by their hash alone: the route manifest every first load carries names each
    // file under every page that imports it, and the modules' names cost `/` 1.1 KB (decision 162).
    client: {
      build: {
        sourcemap: !!process.env.SOURCEMAP,
        rolldownOptions: { output: { codeSplitting: appShellChunks(), entryFileNames: "assets/[hash].js", chunkFileNames: "assets/[hash].js" } },
      },
    },
  },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    proxy: {
      "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      "/calendar": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      // Uploaded images, the sample chapter's included (the seed's uploads, decision 101), come from the Worker's file store.
      "/media": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      "^/events/[a-z0-9-]+\\.ics$": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
});
