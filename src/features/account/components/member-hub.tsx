import { Link } from "react-router";
import { Section } from "~/components/page-shell";
import { site } from "~/site.config";
import { useAuth } from "../hooks/use-auth";

type HubLink = { to: string; label: string; description: string; external?: boolean };

const CHAPTER_LINKS: HubLink[] = [
  { to: "/events", label: "Events & Slides", description: "General meetings, slides and recordings." },
  { to: "/resources", label: "Resources", description: "Study resources, the freshman FAQ, career links, office hours." },
  { to: "/programs", label: "Programs", description: "The year-long programs, each open to every member." },
  { to: site.social.chat.href, label: `${site.social.chat.label} server`, description: "Where members talk between meetings.", external: true },
];

const ACCOUNT_LINKS: HubLink[] = [
  { to: "/profile/dashboard", label: "Dashboard", description: "Your points and membership." },
  { to: "/userpage", label: "Your public page", description: "What other members see of you." },
  { to: "/profile/info", label: "Profile info", description: "Name, username, e-mail visibility." },
  { to: "/profile/security", label: "Security", description: "Password and sessions." },
  { to: "/profile/notifications", label: "Notifications", description: "Which e-mails you get about events." },
];

/** A recruiter's (sponsor-only) account: its home and its account, none of the members' links (the chat server's invitation among them). */
const SPONSOR_LINKS: HubLink[] = [
  { to: "/sponsor", label: "Résumé book", description: "Our members' résumés, to read and download." },
  { to: "/profile/info", label: "Profile info", description: "Your name and username." },
  { to: "/profile/security", label: "Security", description: "Password, passkeys and sessions." },
];

const ADMIN_LINKS: HubLink[] = [
  { to: "/profile/admin/members", label: "Members", description: "Search members, edit roles and points." },
  { to: "/profile/admin/messages", label: "Messages", description: "Messages sent from the about page." },
  { to: "/profile/admin/health", label: "Site health", description: "What is set up, what is not, and what to do." },
];

/** The members' area: where a signed-in member finds what the chapter offers them. */
export function MemberHub() {
  const { username, isAdmin, isMember } = useAuth();
  if (!isMember) return <SponsorHub username={username} />;
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-10 sm:py-14">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Members</h1>
        <p className="mt-4 text-lg text-ink-muted">
          Welcome, {username}. Everything for members of {site.shortName} in one place.
        </p>
      </div>
      <Section title="The chapter" id="chapter">
        <LinkGrid links={CHAPTER_LINKS} />
      </Section>
      <Section title="Your account" id="account">
        <LinkGrid links={ACCOUNT_LINKS} />
      </Section>
      {isAdmin && (
        <Section title="Admin" id="admin">
          <LinkGrid links={ADMIN_LINKS} />
        </Section>
      )}
    </div>
  );
}

function SponsorHub({ username }: { username: string }) {
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-10 sm:py-14">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Your account</h1>
        <p className="mt-4 text-lg text-ink-muted">Welcome, {username}. Your account is a sponsor's: the members' area is for the chapter's members.</p>
      </div>
      <Section title="For sponsors" id="sponsor">
        <LinkGrid links={SPONSOR_LINKS} />
      </Section>
    </div>
  );
}

function LinkGrid({ links }: { links: HubLink[] }) {
  const card = "block h-full rounded-lg border border-line p-4 hover:border-brand hover:bg-surface-muted";
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {links.map((link) => (
        <li key={link.to}>
          {link.external ? (
            <a href={link.to} target="_blank" rel="noopener noreferrer" className={card}>
              <span className="font-semibold text-link">{link.label}</span>
              <span className="sr-only"> (opens in a new tab)</span>
              <span className="mt-1 block text-sm text-ink-muted">{link.description}</span>
            </a>
          ) : (
            <Link to={link.to} prefetch="intent" className={card}>
              <span className="font-semibold text-link">{link.label}</span>
              <span className="mt-1 block text-sm text-ink-muted">{link.description}</span>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
