import { lazy, Suspense } from "react";
import { data, isRouteErrorResponse } from "react-router";
import { ErrorScreen } from "~/components/error-screen";
import { NotFoundScreen } from "~/components/not-found-screen";
import { useAuth } from "~/features/account/hooks/use-auth";
import { EventDetails, EventDetailsPlaceholder } from "~/features/events/components/event-details";
import { feedbackAsked } from "~/features/feedback/lib/asked";
import { eventMeta, pageEvent } from "~/features/events/lib/page-event";
import { notFoundMeta } from "~/lib/served-page";
import type { Route } from "./+types/event";

/**
 * An event's page, /events/{slug}. The Worker serves it (run_worker_first):
 * the prerendered shell /events/_event with the event's head tags and the
 * event itself written in (decision 023), so a visitor's page needs no API
 * call; a click from another page asks the API. An unknown slug is the
 * not-found page: the Worker answers 404, and so does this route.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const found = await pageEvent(params.slug);
  if (!found) throw data("No such event.", { status: 404 });
  return found;
}

/**
 * The prerendered shell, and each page until its code has run. (An unknown
 * event is the Worker's not-found page, which hydrates through the root's
 * fallback: see root.tsx.)
 */
export function HydrateFallback() {
  return <EventDetailsPlaceholder />;
}

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  loaderData ? eventMeta(loaderData.event, loaderData.origin) : isRouteErrorResponse(error) && error.status === 404 ? notFoundMeta() : [];

/** The feedback form and its schema load only for a member who is asked (checked in, the event over): no visitor's page carries them. */
const EventFeedback = lazy(() => import("~/features/feedback/components/event-feedback").then(({ EventFeedback: Form }) => ({ default: Form })));

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { isLoading, isAuthenticated } = useAuth();
  return (
    <EventDetails
      key={loaderData.event.id}
      event={loaderData.event}
      links={loaderData.links}
      signedIn={isLoading ? null : isAuthenticated}
      after={(event) =>
        feedbackAsked(event) && (
          <Suspense fallback={null}>
            <EventFeedback event={event} />
          </Suspense>
        )
      }
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return <ErrorScreen error={error} />;
}
