import { Link } from "react-router";
import { Stat } from "~/components/stat";
import type { User } from "~/shared/users";
import { useAuth } from "../hooks/use-auth";
import { publicPagePath } from "../lib/display-name";
import { formatDate } from "../lib/format";

type QuickLink = { to: string; label: string; description: string };

/** Membership and the places a member goes most (the dashboard's points and events come from their own features, above this). */
export function ProfileDashboard({ user }: { user: User }) {
  const { isAdmin } = useAuth();
  const links: QuickLink[] = [
    { to: "/events", label: "Events & Slides", description: "Come to the next meeting and earn points." },
    { to: "/authed", label: "Members area", description: "Resources and links for members." },
    { to: "/profile/info", label: "Edit your info", description: "Your name, username and e-mail visibility." },
    { to: publicPagePath(user), label: "Your public page", description: "What other members see." },
  ];
  if (isAdmin) {
    links.push(
      { to: "/profile/admin/members", label: "Members (admin)", description: "Search, edit roles, add or take away points." },
      { to: "/profile/admin/messages", label: "Messages (admin)", description: "What visitors wrote on the about page." },
      { to: "/profile/admin/health", label: "Site health (admin)", description: "What is set up, what is not, and what to do." },
    );
  }
  return (
    <div className="space-y-8">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Stat label="Member since" value={formatDate(user.timeAdded)} />
      </dl>
      <section aria-labelledby="quick-links" className="space-y-3">
        <h2 id="quick-links" className="text-xl font-semibold text-ink">
          Quick links
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} prefetch="intent" className="block h-full rounded-lg border border-line p-4 hover:border-brand hover:bg-surface-muted">
                <span className="font-semibold text-link">{link.label}</span>
                <span className="mt-1 block text-sm text-ink-muted">{link.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
