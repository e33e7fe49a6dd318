import { Outlet } from "react-router";
import { ErrorScreen } from "~/components/error-screen";
import type { Route } from "./+types/pages-layout";

/** Holds every page, so an error in a page is caught here and offers "Go Back" (docs/product.md). */
export default function PagesLayout() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
