import { Link, useNavigate } from "react-router";
import { Icon, type IconName } from "~/components/icon";
import { Logo } from "~/components/logo";
import { site } from "~/site.config";

/** "Contact Us!" scrolls to the contact section this long after navigating (docs/product.md, Footer). */
const CONTACT_SCROLL_DELAY_MS = 100;
/** How long to keep looking for #contact if the about page is still loading. */
const CONTACT_WAIT_LIMIT_MS = 5000;

const FOOTER_LINKS = [
  { label: "About", to: "/about" },
  { label: "Board", to: "/board" },
  { label: "Gallery", to: "/gallery" },
  { label: "Events & Slides", to: "/events" },
  // Every site has the programs list; a program page of its own is the chapter content, and may not exist.
  { label: "Programs", to: "/programs" },
  { label: "Blogs", to: "/blogs" },
] as const;

const SOCIAL_LINKS: { label: string; href: string; icon: IconName }[] = [
  { ...site.social.photos, icon: "camera" },
  { ...site.social.professional, icon: "briefcase" },
  { ...site.social.linkHub, icon: "link" },
  { ...site.social.chat, icon: "chat" },
];

/** Scrolls to #contact once it exists (the about page may still be loading). */
function scrollToContactWhenReady(startedAt = performance.now()) {
  const section = document.getElementById("contact");
  if (section) {
    const smooth = !matchMedia("(prefers-reduced-motion: reduce)").matches;
    section.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
    return;
  }
  if (performance.now() - startedAt < CONTACT_WAIT_LIMIT_MS) {
    requestAnimationFrame(() => scrollToContactWhenReady(startedAt));
  }
}

export function SiteFooter() {
  const navigate = useNavigate();

  function contactUs() {
    void navigate("/about");
    window.setTimeout(() => scrollToContactWhenReady(), CONTACT_SCROLL_DELAY_MS);
  }

  return (
    <footer className="border-t border-line bg-surface-muted text-ink">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <div className="space-y-3">
          <Link to="/" prefetch="intent" aria-label={`${site.productName} home`} className="inline-block rounded-md">
            <Logo />
          </Link>
          <p className="text-sm text-ink-muted">
            {site.chapterName}, {site.university}.
          </p>
          <ul className="flex gap-2" aria-label="Social media">
            {SOCIAL_LINKS.map(({ label, href, icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} (opens in a new tab)`}
                  className="inline-flex rounded-md p-2 text-ink hover:bg-surface"
                >
                  <Icon name={icon} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} prefetch="intent" className="text-link underline-offset-4 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-3 md:justify-self-end">
          <p className="text-sm text-ink-muted">Questions, ideas or sponsorship?</p>
          <button type="button" onClick={contactUs} className="rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-hover">
            Contact Us!
          </button>
        </div>
      </div>
      <p className="border-t border-line py-4 text-center text-xs text-ink-muted">
        © {site.chapterName}. A student organization at {site.university}.
      </p>
    </footer>
  );
}
