/**
 * The web budgets, in one place: the browser test
 * (tests/e2e/first-load-budget.test.ts) fails over them and `npm run
 * bench:web` reports against them. Why these numbers:
 * docs/decisions/005-javascript-budget.md.
 *
 * Sizes are KB (1024 bytes) of gzip -9, summed over every script and
 * stylesheet a first visit fetches until the network is idle
 * (scripts/first-load.ts).
 */
export const FIRST_LOAD_BUDGET = {
  /**
   * `/`: the framework's floor (the client entry file, 108.5 KB) + 17 KB of
   * ours: 2.5 KB of it since the home page shows events from the API, 1 KB
   * since the route manifest, which ships whole, lists eight more pages
   * (bench/records/005.md, "Events on the home page" and "The route manifest"),
   * 1.5 KB since event cards offer check-in and show points, and officers
   * and members got new pages (bench/records/005.md, "Trust at the edges"), 0.5 KB
   * since the events list's one reader checks every field of the contract
   * (bench/records/005.md, "One reader per endpoint"), 0.5 KB since the media library
   * (bench/records/005.md, "The media library"), 0.5 KB since the officers' mail and
   * insights pages and the bundler's runtime in a file of its own (bench/records/005.md,
   * "Officers' mail, feedback and the programs menu"). Issue 22's "floor
   * + 8 KB" (122,000 B) was withdrawn for what members feel, measured against
   * the blank app (bench/records/005.md, "Hydration at the framework's floor"). +1 KB on 2026-12-02 for issues 33–35's screens
   * (bench/records/005.md,
   * "Issues 33–35"). −1.5 KB on 2026-12-02 (issue 37, measured 127.6 KB = 130,633 B, was 129.4): the home page's
   * events and check-in offer in the shell's file, and the forms' parts in one file, so the route manifest lists
   * fewer files (bench/records/005.md, "Issue 37"). Issue 37's 125,000 B is not reached: what is left is
   * the header's and the session's code, the manifest and the framework's (decision 150). −6 KB on 2026-12-03
   * (issue 37 reached, measured 124,500 B = 121.6 KB, was 130,573): React Router's lazy route discovery and
   * instrumentation, which this site never runs, left out of its browser build, and scripts named by their hash
   * alone, which shortens the route manifest (decision 162). 122 KB = 124,928 B, under issue 37's 125,000.
   */
  homeJsKB: 122,
  /**
   * Every other prerendered public page (the events list: cards with check-in, points and the RSVP
   * question; +0.5 KB for the identity's description and the events' reminder field, decision 005;
   * +3 KB on 2026-12-02 for the door's sign-up on /checkin and the shell's drafts and push registration;
   * −2.5 KB the same day, issue 37: the largest is now /events at 135.4 KB, /checkin 135.1, was 136.5, with the
   * forms' parts in one file; bench/records/005.md, "Issue 37"). /setup and /officer-invitation, which read
   * their answer with the contract's zod schema until issue 37 (154 KB), are 128–130 KB: zod loads only for
   * the setup report of a site without an admin, or when an invitation is accepted. −6.3 KB on 2026-12-03
   * (decision 162: React Router's unused paths left out, scripts named by their hash): the largest is /checkin at
   * 128.9 KB, /events 128.8. +0.1 KB on 2026-12-03 (decision 167, zod/mini): /checkin measured 129.22 KB
   * (129.20 before), its lazily loaded check-in actions listing one more file (zod/mini's instants, a file
   * of its own) among those to fetch with them; the zod these pages load later is 13.6 KB smaller. +0.5 KB the
   * same day (decision 168): the events' "Your time" lines written from Date's local getters instead of Intl
   * (/events 129.7 KB), which takes ICU's ~150 ms task (at 4×) off /events for a viewer outside the chapter's
   * zone. No cut paid for it: finding one is left.
   */
  pageJsKB: 129.8,
  /** Any page: there is one stylesheet for the whole site (+0.5 KB on 2026-12-02 for issues 33–35's screens). */
  cssKB: 10.5,
} as const;

/** The JS budget of one page's first load. */
export function jsBudgetKB(path: string): number {
  return path === "/" ? FIRST_LOAD_BUDGET.homeJsKB : FIRST_LOAD_BUDGET.pageJsKB;
}

/** Lighthouse mobile (default config: emulated phone, slow 4G, 4× CPU slowdown), for `npm run bench:web`. */
export const LIGHTHOUSE_TARGET = {
  pages: ["/", "/events"],
  scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
  lcpMs: 1500,
  cls: 0,
} as const;
