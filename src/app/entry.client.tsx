import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { EVENT_LIST_DATA_ELEMENT_ID } from "~/shared/event-list";

/**
 * React Router's own client entry, with one step before it (issue 22, decision 005): on a page that
 * shows times — an events list the Worker embedded, or a <time> in its markup — the browser's first
 * date format is made in a task of its own before hydration starts. The first Intl.DateTimeFormat of
 * a page loads the browser's locale and zone data: about 46 ms at Lighthouse's 4× slowdown, against
 * 1–6 ms for each one after it. Made inside hydration, it lengthened the one task React cannot split
 * (a component's render) past 100 ms on `/` and `/events`; made here, the main thread is free for
 * input between the two, and again before the root is created (issue 37, decision 161). Pages with
 * no times (the board, sponsors) do not pay for it.
 */
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

if (document.getElementById(EVENT_LIST_DATA_ELEMENT_ID) || document.querySelector("time")) {
  setTimeout(() => {
    new Intl.DateTimeFormat("en-US").format(0);
    // Creating the root (React listens for every event on the document) is a task of its own too.
    setTimeout(hydrate, 0);
  }, 0);
} else {
  hydrate();
}
