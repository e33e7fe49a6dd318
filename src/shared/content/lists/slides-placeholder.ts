/**
 * The slides list's place while the decks load (the prerendered /events, and a visit after a click
 * from another page until they arrive): the filter's and the count's lines and an outlined term.
 * Plain text in a module of its own, so the events page's first load carries it without the list's
 * renderer, which only a visit after a click needs (decision 087).
 */
export const SLIDE_LIST_PLACEHOLDER_MARKUP =
  '<div aria-busy="true" class="space-y-6"><div aria-hidden="true" class="h-8 w-2/3 rounded bg-surface-muted"></div><div aria-hidden="true" class="h-5 w-24 rounded bg-surface-muted"></div><div aria-hidden="true" class="h-96 rounded-xl border border-line bg-surface-raised"></div></div>';
