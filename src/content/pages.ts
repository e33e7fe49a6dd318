import { site } from "../site.config";

/**
 * Every page of the site with its title and description: the single source
 * for page <title>/meta tags, the share images generated at build, the
 * prerender list and the site search index.
 */
export type PageInfo = {
  /** URL path, as linked. */
  path: string;
  /** Page name: the title becomes "Name | Product". */
  name: string;
  description: string;
  /** Who may see it: visitors are sent to log in (the API is the lock); never indexed by search engines. */
  access?: "members" | "officers" | "admins" | "sponsors";
  /** Listed in the site search. Pages meant only as flow steps are not. */
  searchable: boolean;
  /** Prerendered to its own HTML file at build. */
  prerender: boolean;
  /** A line under the description on the share image, e.g. a blog post's author and date. */
  byline?: string;
};

const page = (path: string, name: string, description: string, options: { searchable?: boolean; prerender?: boolean; byline?: string } = {}): PageInfo => ({
  path,
  name,
  description,
  searchable: options.searchable ?? true,
  prerender: options.prerender ?? true,
  ...(options.byline ? { byline: options.byline } : {}),
});

const membersOnly = (info: PageInfo): PageInfo => ({ ...info, access: "members" });
/** Admin and officer pages stay out of the site search too: most visitors could not use them. */
const adminsOnly = (info: PageInfo): PageInfo => ({ ...info, access: "admins", searchable: false });
const officersOnly = (info: PageInfo): PageInfo => ({ ...info, access: "officers", searchable: false });
/** The sponsors' pages (admins may read them too): out of the site search, which members and visitors use. */
const sponsorsOnly = (info: PageInfo): PageInfo => ({ ...info, access: "sponsors", searchable: false });

export const PAGES: readonly PageInfo[] = [
  // The chapter's own words (the identity file).
  page("/", "Home", site.description),
  page("/about", "About", "Who we are, our mission and values, and how to contact the chapter."),
  page("/board", "Board", "Meet the executive board, chairs and leads who run the chapter this year."),
  page("/sponsors", "Sponsors", "The companies and partners who support our members, and how to become a sponsor."),
  page("/events", "Events & Slides", "Upcoming and past events, with slides and recordings from our general meetings."),
  // Dynamic: served by the Worker with the event's own tags, in the shell prerendered at EVENT_PAGE_SHELL.
  page("/events/:slug", "Event", "An event of the chapter: when and where, RSVP and the calendar file.", { searchable: false, prerender: false }),
  page("/leaderboard", "Leaderboard", "Who has earned the most points at the chapter's events this term, and where you stand."),
  page("/gallery", "Gallery", "Photos from our events, grouped by term."),
  page("/blogs", "Blogs", "Stories, recaps and advice written by our members."),
  // Dynamic: each post is content in D1, served by the Worker with its own tags in the shell prerendered at BLOG_POST_SHELL (decision 079).
  page("/blogs/:slug", "Blog post", "A post of the chapter's blog.", { searchable: false, prerender: false }),
  page("/programs", "Programs", "The chapter's year-long programs, each open to every member, and how to join one."),
  // Dynamic: each program is content in D1, served by the Worker at the top of the site with its own tags in the
  // shell prerendered at PROGRAM_PAGE_SHELL (decision 084).
  page("/:slug", "Program", "One of the chapter's programs: what it is, how to join, and its questions.", { searchable: false, prerender: false }),
  page("/resources", "Resources", "Study resources, a freshman FAQ, career and campus links, and office hours."),
  page("/search", "Search", "Search the pages of the site.", { searchable: false }),
  page("/login", "Log In", "Log in to your member account."),
  page("/signup", "Sign Up", "Create a member account to join the chapter."),
  page("/verify-email", "Verify Email", "Enter the code we e-mailed you to finish creating your account.", { searchable: false }),
  page("/forgot-password", "Forgot Password", "Get a link to reset your password."),
  page("/reset-password", "Reset Password", "Choose a new password for your account.", { searchable: false }),
  page("/checkin", "Check In", "Check in to an event with the code on the screen and earn its points."),
  page("/rsvp/cancel", "Cancel RSVP", "Cancel an RSVP with the link in its e-mail.", { searchable: false }),
  page("/officer-invitation", "Become an Officer", "Accept an admin's invitation to be an officer, with the link in its e-mail.", { searchable: false }),
  membersOnly(page("/profile", "Profile", "Your member profile. Being logged in is required.")),
  membersOnly(page("/profile/dashboard", "Dashboard", "Your points, membership and quick links. Being logged in is required.")),
  membersOnly(page("/profile/info", "Profile Info", "Edit your name and username. Being logged in is required.")),
  membersOnly(page("/profile/security", "Security", "Your passkeys, your password, and signing out everywhere. Being logged in is required.")),
  membersOnly(page("/profile/resume", "Résumé", "Upload your résumé and choose whether sponsors see it in the résumé book. Being logged in is required.")),
  membersOnly(page("/profile/events", "My Events", "The events you RSVPed to, and your personal calendar address. Being logged in is required.")),
  membersOnly(
    page("/profile/points", "My Points", "Every change to your points, with its reason and event, and your totals per term. Being logged in is required."),
  ),
  membersOnly(page("/profile/settings", "Settings", "Display mode and account settings. Being logged in is required.")),
  membersOnly(page("/profile/notifications", "Notifications", "Choose which e-mails you get about the events you RSVP to. Being logged in is required.")),
  officersOnly(
    page("/profile/admin/events", "Events Admin", "Create, edit, duplicate and cancel events, see who RSVPed, run check-in and see who came. For officers."),
  ),
  // Dynamic: served by the Worker from the SPA fallback (any event id).
  officersOnly(
    page(
      "/profile/admin/events/:id/check-in",
      "Check-in Display",
      "The rotating check-in code and QR code of an event, for a projector or a phone. For officers.",
      { prerender: false },
    ),
  ),
  officersOnly(
    page(
      "/profile/admin/mail",
      "Mail to Members",
      "Write to the people going to an event, on its waitlist or who came, or announce something to every member; see who gets it and when. For officers.",
    ),
  ),
  officersOnly(
    page(
      "/profile/admin/insights",
      "Insights",
      "Each event's RSVPs, attendance, no-shows, walk-ins, first-timers and rating, and the term's active and returning members, with charts and a CSV. For officers.",
    ),
  ),
  officersOnly(page("/profile/admin/terms", "Terms Admin", "Define the terms that points and leaderboards count by. For officers.")),
  officersOnly(
    page("/profile/admin/media", "Media", "Upload photos, portraits and logos for the site's pages, copy their addresses, delete unused ones. For officers."),
  ),
  officersOnly(
    page(
      "/profile/admin/content",
      "Content Admin",
      "Edit the lists the public pages show — the board, sponsors, resources, gallery and blog: drafts, publishing, order and restoring. For officers.",
    ),
  ),
  officersOnly(
    page(
      "/profile/admin/points",
      "Points Admin",
      "Find a member and give or take points with a reason; the recent adjustments (every one for admins). For officers.",
    ),
  ),
  adminsOnly(page("/profile/admin/members", "Members Admin", "Search members, edit their roles and points, add and delete accounts. For admins.")),
  adminsOnly(
    page("/profile/admin/officers", "Officers", "The officers and admins: give and remove the officer role, and invite new officers by e-mail. For admins."),
  ),
  adminsOnly(page("/profile/admin/messages", "Messages", "The messages sent with the contact form on the about page. For admins.")),
  adminsOnly(page("/profile/admin/health", "Site Health", "What is set up and what is not, with what to do, and today's use of the free plan. For admins.")),
  adminsOnly(page("/profile/admin/resume-book", "Résumé Book Admin", "Sponsors' access to the résumé book and who opened which résumé. For admins.")),
  sponsorsOnly(
    page(
      "/sponsor",
      "Résumé Book",
      "The chapter's résumé book for sponsors: filter by major, graduation year and degree, read résumés, download them as one ZIP.",
    ),
  ),
  membersOnly(page("/userpage", "My Public Page", "See your public member page as others see it.")),
  membersOnly(page("/authed", "Members", "The members-only area. Being logged in is required.")),
  // Dynamic: served by the Worker from the SPA fallback, so not prerendered.
  page("/users/:username/:id", "Member", "A member's public page.", { searchable: false, prerender: false }),
];

/** The not-found page, prerendered once at this path and served with 404 by the Worker. */
export const NOT_FOUND_PAGE = page("/404", "Page Not Found", "The page you are looking for does not exist.", { searchable: false });

/**
 * The shell of every event's page: prerendered once at this path, and
 * filled in by the Worker with each event (worker/features/events/services/event-pages.ts
 * fetches it by this name; decision 023).
 */
export const EVENT_PAGE_SHELL = "/events/_event";

/**
 * The shell of every blog post's page: prerendered once at this path, and filled in by the Worker
 * with each post (CONTENT_ITEM_PAGES in src/shared/content/pages.ts names it; decision 079).
 */
export const BLOG_POST_SHELL = "/blogs/_post";

/**
 * The shell of every program's page (/{slug}): prerendered once at this path, and filled in by the
 * Worker with each program (CONTENT_ITEM_PAGES in src/shared/content/pages.ts names it; decision 084).
 */
export const PROGRAM_PAGE_SHELL = "/_program";

export function findPage(path: string): PageInfo {
  const found = PAGES.find((p) => p.path === path) ?? (path === NOT_FOUND_PAGE.path ? NOT_FOUND_PAGE : undefined);
  if (!found) throw new Error(`No page registered for ${path}`);
  return found;
}

/** File name (without extension) of a page's share image: "/" → "home", "/profile/info" → "profile-info". */
export function shareImageSlug(path: string): string {
  if (path === "/") return "home";
  return path.replace(/^\//, "").replace(/[:/]+/g, "-");
}
