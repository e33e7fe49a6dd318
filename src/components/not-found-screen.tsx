import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { primaryButton, secondaryButton } from "./buttons";

const NOT_FOUND_TEXT = "The page you are looking for does not exist.";

/**
 * The not-found screen (docs/product.md): custom content or the default text,
 * "Go back" and "Start Over". `data-not-found` lets a dynamic route that the
 * Worker answered with the not-found page (an unknown event) hydrate into
 * the same screen.
 */
export function NotFoundScreen({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <div data-not-found="" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-link">404</p>
      <h1 className="mt-2 text-3xl font-bold text-ink">Page not found</h1>
      <div className="mt-4 text-ink-muted">{children ?? <p>{NOT_FOUND_TEXT}</p>}</div>
      <div className="mt-8 flex justify-center gap-3">
        {/* data-go-back: the root's stand-in answers it before this screen has taken over (src/app/root.tsx). */}
        <button type="button" data-go-back="" className={secondaryButton} onClick={() => void navigate(-1)}>
          Go back
        </button>
        <Link to="/" className={primaryButton}>
          Start Over
        </Link>
      </div>
    </div>
  );
}
