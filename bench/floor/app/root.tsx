import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";

/**
 * The framework's floor (issue 22): the least a React Router framework-mode app ships and runs — the
 * document, one prerendered page, hydration. `npm run bench:web` builds it from the installed
 * versions and measures it beside our pages. The one addition is the hydration mark the first-load
 * measurement waits for (scripts/first-load.ts), as our root sets it.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content="A blank React Router app: the floor our pages are measured against." />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return <Outlet />;
}
