import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { ErrorScreen } from "~/components/error-screen";
import { AuthProvider } from "~/features/account/components/auth-provider";
import { SESSION_HINT_SCRIPT } from "~/features/account/lib/session-hint";
import { THEME_SCRIPT } from "~/features/theme/lib/theme-script";
import type { Route } from "./+types/root";
import { AppToaster } from "./layout/app-toaster";
import { SiteFooter } from "./layout/site-footer";
import { SiteHeader } from "./layout/site-header";
import "./app.css";
import logoUrl from "~/logo.svg?no-inline";
import { registerServiceWorkerLater } from "~/lib/service-worker";
import { site } from "~/site.config";

/** The chapter's mark (src/logo.svg, the one drawing of it): the tab's icon and the header's logo. */
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: logoUrl, type: "image/svg+xml" },
  // The installable app (decision 115): the manifest and the icons the build makes from the logo (scripts/postbuild/web-app.ts).
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

/**
 * The document and the frame every page shares: header, one <main>, footer
 * and the toast area (docs/product.md). Also wraps the error screen and the SPA
 * fallback, so the frame stays in place whatever renders inside.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    // The theme and session-hint scripts set `class="dark"` and `data-signed-in` before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.brand.primary} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own inline script, a constant in the source */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own inline script, a constant in the source */}
        <script dangerouslySetInnerHTML={{ __html: SESSION_HINT_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only z-50 rounded-md bg-brand px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-2 focus:top-2">
          Skip to content
        </a>
        <AuthProvider>
          <SiteHeader />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <SiteFooter />
          <AppToaster />
        </AuthProvider>
        <HydrationMarker />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Marks <html data-hydrated> once React has taken over the prerendered page,
 * so browser tests (and anyone debugging) can tell when it is interactive;
 * then registers the service worker for a member's browser, after load.
 */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    registerServiceWorkerLater();
  }, []);
  return null;
}

export default function App() {
  return <Outlet />;
}

/**
 * Shown for the member pages (SPA fallback) until their code has loaded.
 * It also stands in while a page served as the not-found page (an unknown
 * member or event: the Worker's 404) loads the code of the route its
 * address matches: its content is left as the server sent it (React does
 * not hydrate inside dangerouslySetInnerHTML), so that page hydrates
 * without a mismatch and stays on screen until the route takes over.
 */
export function HydrateFallback() {
  useGoBackBeforeTheRoute();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: empty, so that React leaves the server's content in place (see above)
  return <div aria-busy="true" className="min-h-[60vh]" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
}

/**
 * While the not-found page the Worker served stands in for its route, its "Go back" is the server's
 * button, which React has not hydrated: without this a click did nothing (a browser test clicked it in
 * the ~0.5 s before the route took over, 2 runs in 3 on this machine). The route's own screen does the same.
 */
function useGoBackBeforeTheRoute() {
  useEffect(() => {
    const goBack = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("[data-not-found] [data-go-back]")) window.history.back();
    };
    document.addEventListener("click", goBack);
    return () => document.removeEventListener("click", goBack);
  }, []);
}

/** An error in the root route itself: the error screen with "Home". */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} isRoot />;
}
