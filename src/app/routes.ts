import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

/**
 * The route table. Every page sits in the `pages` layout so that an error in
 * a page shows the error screen with "Go Back"; only an error in the root
 * itself shows "Home" (docs/product.md, Error and not-found screens).
 */
export default [
  layout("routes/pages-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("board", "routes/board.tsx"),
    route("sponsors", "routes/sponsors.tsx"),
    route("events", "routes/events.tsx"),
    route("events/:slug", "routes/event.tsx"),
    route("leaderboard", "routes/leaderboard.tsx"),
    route("gallery", "routes/gallery.tsx"),
    route("blogs", "routes/blogs.tsx"),
    // Posts are content in D1: the Worker answers an unknown slug with the not-found page and 404,
    // and so does this route (decision 079).
    route("blogs/:slug", "routes/blog-post.tsx"),
    route("programs", "routes/programs.tsx"),
    // Programs are content in D1 at the top of the site (/interns): the Worker answers an unknown
    // slug with the not-found page and 404, and so does this route (decision 084). Every other
    // one-part address has a route of its own, which React Router prefers to this one.
    route(":slug", "routes/program.tsx"),
    route("resources", "routes/resources.tsx"),
    route("search", "routes/search.tsx"),
    route("login", "routes/login.tsx"),
    route("signup", "routes/signup.tsx"),
    route("verify-email", "routes/verify-email.tsx"),
    route("forgot-password", "routes/forgot-password.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
    route("checkin", "routes/checkin.tsx"),
    // The page a mail's "cancel your RSVP" link opens: it asks before it cancels (decision 081).
    route("rsvp/cancel", "routes/rsvp-cancel.tsx"),
    // Where an officer invitation's link lands; its secret rides in the fragment (decision 135).
    route("officer-invitation", "routes/officer-invitation.tsx"),
    route("profile", "routes/profile/layout.tsx", [
      index("routes/profile/index.tsx"),
      route("dashboard", "routes/profile/dashboard.tsx"),
      route("info", "routes/profile/info.tsx"),
      route("security", "routes/profile/security.tsx"),
      route("resume", "routes/profile/resume.tsx"),
      route("events", "routes/profile/my-events.tsx"),
      route("points", "routes/profile/points.tsx"),
      route("settings", "routes/profile/settings.tsx"),
      route("notifications", "routes/profile/notifications.tsx"),
      route("admin/events", "routes/profile/admin-events.tsx"),
      route("admin/terms", "routes/profile/admin-terms.tsx"),
      route("admin/content", "routes/profile/admin-content.tsx"),
      route("admin/media", "routes/profile/admin-media.tsx"),
      route("admin/points", "routes/profile/admin-points.tsx"),
      route("admin/members", "routes/profile/admin-members.tsx"),
      route("admin/messages", "routes/profile/admin-messages.tsx"),
      route("admin/mail", "routes/profile/admin-mail.tsx"),
      route("admin/insights", "routes/profile/admin-insights.tsx"),
      route("admin/resume-book", "routes/profile/admin-resume-book.tsx"),
      route("admin/health", "routes/profile/admin-health.tsx"),
      route("admin/officers", "routes/profile/admin-officers.tsx"),
    ]),
    route("sponsor", "routes/sponsor.tsx"),
    // Outside the profile layout: the display fills the screen.
    route("profile/admin/events/:id/check-in", "routes/checkin-display.tsx"),
    route("userpage", "routes/userpage.tsx"),
    route("authed", "routes/authed.tsx"),
    ...prefix("users", [route(":username/:id", "routes/member.tsx")]),
    // The not-found page's own address, where it is prerendered (404.html, which the Worker serves for
    // every unknown address): a route of its own, or the programs' `:slug` would prerender it.
    route("404", "routes/not-found.tsx", { id: "not-found-page" }),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
