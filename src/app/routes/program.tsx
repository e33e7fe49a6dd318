import { data, isRouteErrorResponse } from "react-router";
import { ErrorScreen } from "~/components/error-screen";
import { NotFoundScreen } from "~/components/not-found-screen";
import { ProgramArticle, ProgramArticlePlaceholder } from "~/features/programs/components/program-article";
import { pageProgram, programMeta } from "~/features/programs/lib/page-program";
import { notFoundMeta } from "~/lib/served-page";
import type { Route } from "./+types/program";

/**
 * A program's page, /{slug} (decision 084). No file has its address, so the Worker answers it: the
 * shell /_program with the program's head tags and the program itself, its body already HTML,
 * written in, so a visitor's page needs no API call and no Markdown renderer; a click from another
 * page fetches that page. An unknown slug is the not-found page: the Worker answers 404, and so does
 * this route.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const found = await pageProgram(params.slug);
  if (!found) throw data("No such program.", { status: 404 });
  return found;
}

/** The prerendered shell, and each program's page until its code has run. */
export function HydrateFallback() {
  return <ProgramArticlePlaceholder />;
}

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  loaderData ? programMeta(loaderData.program, loaderData.origin) : isRouteErrorResponse(error) && error.status === 404 ? notFoundMeta() : [];

export default function Program({ loaderData }: Route.ComponentProps) {
  return <ProgramArticle key={loaderData.program.id} program={loaderData.program} html={loaderData.html} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return <ErrorScreen error={error} />;
}
