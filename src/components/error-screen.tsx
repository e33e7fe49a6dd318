import { useEffect } from "react";
import { isRouteErrorResponse, Link, useNavigate, useRevalidator } from "react-router";
import { errorDetail } from "~/lib/api-error";
import { primaryButton, secondaryButton } from "./buttons";

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === "string" ? error.data : "";
    return [`${error.status} ${error.statusText}`.trim(), detail].filter(Boolean).join(": ");
  }
  // A failed call reads as the API's sentence, without its "[CODE]".
  if (error instanceof Error) return errorDetail(error);
  return "Unknown error";
}

/**
 * The error screen (docs/product.md): the error, "Try Again" (reloads the route data)
 * and a way out — "Home" for an error at the root route, "Go Back" (browser
 * history) anywhere else. The error also goes to the console.
 */
export function ErrorScreen({ error, isRoot = false }: { error: unknown; isRoot?: boolean }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-ink">Something went wrong</h1>
      <pre className="mt-4 whitespace-pre-wrap break-words rounded-lg bg-surface-muted p-4 text-left text-sm text-ink">{describe(error)}</pre>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" className={primaryButton} onClick={() => void revalidator.revalidate()}>
          Try Again
        </button>
        {isRoot ? (
          <Link to="/" className={secondaryButton}>
            Home
          </Link>
        ) : (
          <button type="button" className={secondaryButton} onClick={() => void navigate(-1)}>
            Go Back
          </button>
        )}
      </div>
    </div>
  );
}
