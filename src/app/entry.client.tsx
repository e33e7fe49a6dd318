import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { EVENT_LIST_DATA_ELEMENT_ID } from "~/shared/event-list";

/**
 * React Router's own client entry, with one step before it (issue 22, decision 005): on a page whose
 * markup shows times the SPA writes again while it hydrates (a <time>), the browser's first date
 * format is made in a task of its own before hydration starts. The first Intl.DateTimeFormat of a
 * page loads the browser's locale and zone data: about 46 ms at Lighthouse's 4× slowdown (110 ms on
 * this machine), against 1–6 ms for each one after it. Made inside hydration, it lengthened the one
 * task React cannot split (a component's render); made here, the main thread is free for input
 * between the two, and again before the root is created (issue 37, decision 161). Pages with no
 * times (the board, sponsors) do not pay for it, nor do the pages that list events (`/`, `/events`):
 * the Worker writes their cards' times too, so they show them with no Intl format (decision 164).
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

if (!document.getElementById(EVENT_LIST_DATA_ELEMENT_ID) && document.querySelector("time")) {
  setTimeout(() => {
    new Intl.DateTimeFormat("en-US").format(0);
    // Creating the root (React listens for every event on the document) is a task of its own too.
    setTimeout(hydrate, 0);
  }, 0);
} else {
  hydrate();
}
