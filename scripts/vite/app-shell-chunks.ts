import type { Rolldown } from "vite";

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions["codeSplitting"]>, boolean>;
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const ROOT_ROUTE = /[\\/]src[\\/]app[\\/]root\.tsx(\?|$)/;
const APP_SOURCE = /[\\/]src[\\/]/;
// The home page's events, in the shell (issue 37): the events list (its reader in src/lib/public-api/, terms), how it
// writes dates (src/shared/time/'s formats; wall-clock.ts only for what the Worker writes, left out of the browser's
// files as unused) and a card's check-in offer. Most public pages load the
// list's part anyway (the board, sponsors, gallery, blogs, programs, resources, the events pages, /checkin); in a
// file of their own they cost `/` four more files and their imports between files, about 1.4 KB.
const HOME_EVENTS =
  /[\\/]src[\\/](features[\\/]events[\\/](lib[\\/](terms|upcoming|chapter-when)|api[\\/]list-events|hooks[\\/](use-event-list|use-checkin-phase)|components[\\/](date-badge|checkin-offer))|lib[\\/](public-api[\\/](envelope|events|event-page-data)|api-error|session-ended)|shared[\\/](event-links|checkin-window|plural|time[\\/](event-when|formats|instant|wall-clock)))\.tsx?$/;
// The forms' parts and how a page says that an action is under way or failed (issue 37): one file rather than twelve,
// as a page that uses some of them mostly uses the rest. Each file is listed in the route manifest under every page
// that imports it, and every first load carries the manifest: in one file they take 0.4 KB from the first load of `/`
// and 0.4 to 1.4 KB from most pages'; the events list and the leaderboard, which use only a field, load 1.3 KB more.
const FORMS =
  /[\\/]src[\\/](components[\\/](form-alert|field|submit-button|text-field|text-area-field|checkbox-field|select-field|posted-form)|lib[\\/](toast|failure-toast|use-form-feedback|use-pending-action|readable-errors))\.tsx?$/;
// The terms' reader and the one hook over it (decision 156), shared by the events pages and the points pages: one file
// rather than two, as neither is loaded without the other (/events measured 135.7 KB with two, over its 135.5).
/**
 * The terms' reader and hook, with two small modules every events list shows (an event's time and the
 * chapter's categories): one file instead of three on /events, each of a few hundred bytes, which gzip
 * and the route manifest charge per file (decision 150).
 */
const TERMS = /[\\/]src[\\/](lib[\\/](use-terms|public-api[\\/]terms)|features[\\/]events[\\/]components[\\/]event-when|shared[\\/]event-categories)\.tsx?$/;
// React, ReactDOM, React Router and the client entry (src/app/entry.client.tsx, React Router's own with one step before it).
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|[\\/]src[\\/]app[\\/]entry\.client\.tsx$/;

/**
 * How the browser build is cut into files, for the first-load budget
 * (docs/decisions/005-javascript-budget.md). Left to itself, the bundler
 * gives each small module that the root route shares with some page a file
 * of its own: two dozen files of a few hundred bytes on every first load,
 * each listed again in the route manifest. Every page loads the root route,
 * so instead:
 *   - "framework": React, ReactDOM, React Router and the client entry (and
 *     with it the bundler's runtime) in one file, the entry's;
 *   - "shell": the root route and every module it imports statically
 *     (header, footer, session, theme…) in one file, which pages import
 *     from as well, with the home page's events (HOME_EVENTS);
 *   - "forms": the forms' parts and the feedback of actions (FORMS).
 * What a page or a later interaction needs beyond those is split as usual.
 * Measured: 5 KB less on the first load of `/` than the default splitting.
 */
export function appShellChunks(): CodeSplitting {
  const rootIds = new Set<string>();
  let shell: Set<string> | null = null;

  const shellOf = (graph: ModuleGraph) => {
    if (shell) return shell;
    const modules = new Set<string>();
    const visit = (id: string) => {
      if (modules.has(id) || !APP_SOURCE.test(id) || id.includes("node_modules")) return;
      modules.add(id);
      for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
    };
    rootIds.forEach(visit);
    shell = modules;
    return shell;
  };

  return {
    groups: [
      { name: "framework", test: FRAMEWORK, priority: 2 },
      {
        name: (id, graph) => (shellOf(graph).has(id) || HOME_EVENTS.test(id) ? "shell" : null),
        // Every candidate passes through `test` before any is named: note the root route's ids.
        test: (id) => {
          if (ROOT_ROUTE.test(id)) rootIds.add(id);
          return APP_SOURCE.test(id);
        },
        priority: 1,
      },
      { name: "forms", test: FORMS, priority: 0 },
      { name: "terms", test: TERMS, priority: 0 },
    ],
  };
}
