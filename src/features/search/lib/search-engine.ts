import type { MatchRanges } from "./ranking";
import type { SearchEntry } from "./search-index";

export type { MatchRanges };
export type SearchResult = SearchEntry & { titleRanges: MatchRanges; descriptionRanges: MatchRanges };
export type Search = (query: string) => SearchResult[];

type Parts = {
  Fuse: typeof import("fuse.js").default;
  ranking: typeof import("./ranking");
  entries: readonly SearchEntry[];
  options: typeof import("./search-index").SEARCH_OPTIONS;
  /** What the API gave when the search opened: events and the published content. */
  live: SearchEntry[];
};

/** After a failed call (offline), a search this much later asks the API again. */
const LIVE_RETRY_MS = 30_000;

let searchPromise: Promise<Search> | null = null;
let retryLiveAfter = 0;

const loadStatic = () =>
  Promise.all([import("fuse.js"), import("./ranking"), import("./search-index")]).then(([{ default: Fuse }, ranking, { SEARCH_ENTRIES, SEARCH_OPTIONS }]) => ({
    Fuse,
    ranking,
    entries: SEARCH_ENTRIES,
    options: SEARCH_OPTIONS,
  }));

/** Entries from the API; without them (a failure) the search still answers, and tries again later. */
const orRetryLater = (entries: Promise<SearchEntry[]>) =>
  entries.catch(() => {
    retryLiveAfter = Date.now() + LIVE_RETRY_MS;
    return [];
  });

const loadEvents = () =>
  orRetryLater(
    Promise.all([import("~/lib/public-api/events"), import("./event-entries")]).then(([{ readEvents }, { eventEntry }]) =>
      readEvents("/api/events", AbortSignal.timeout(5000)).then(({ events }) => events.map(eventEntry)),
    ),
  );

/** The published content of every collection the search indexes (GET /api/content/{collection}, decisions 079 and 084; content-entries.ts). */
const loadContent = () =>
  orRetryLater(
    Promise.all([import("~/lib/public-api/content"), import("./content-entries")]).then(async ([{ getPublished }, { CONTENT_ENTRIES }]) => {
      const signal = AbortSignal.timeout(5000);
      const lists = await Promise.all(
        Object.entries(CONTENT_ENTRIES).map(async ([collection, entries]) =>
          (await getPublished(collection as keyof typeof CONTENT_ENTRIES, signal)).flatMap(entries),
        ),
      );
      return lists.flat();
    }),
  );

/**
 * Fuse.js, the index of the site's pages, the ranking, the events (GET
 * /api/events) and the published content (GET /api/content/…) load together on first use — focus or typing in a search box,
 * or a `/search?q=` link — keeping all of it out of every page's first load
 * and every visit that does not search off the API. Results with whole-word
 * matches come first (./ranking.ts), then Fuse's fuzzier finds.
 */
export function loadSearch(): Promise<Search> {
  if (retryLiveAfter && Date.now() >= retryLiveAfter) {
    retryLiveAfter = 0;
    searchPromise = null;
  }
  searchPromise ??= Promise.all([loadStatic(), loadEvents(), loadContent()]).then(([parts, events, content]) =>
    buildSearch({ ...parts, live: [...events, ...content] }),
  );
  return searchPromise;
}

/** The search over the given parts (exported for the unit tests, which build it without the API). */
export function buildSearch({ Fuse, ranking, entries, options, live }: Parts): Search {
  const all = [...entries, ...live];
  const fuse = new Fuse(all, options);
  const indexed = all.map(ranking.indexEntry);
  return (query) => {
    const trimmed = query.trim();
    if (!trimmed) return [];
    const words = ranking.queryWords(trimmed);
    const fuzzy = new Map(fuse.search(trimmed).map((found) => [found.refIndex, found]));
    const ranked = indexed.flatMap((item, index) => {
      const byWord = ranking.scoreEntry(item, words);
      const found = fuzzy.get(index);
      if (byWord.score === 0 && !found) return [];
      const ranges = (key: "title" | "description", words: Parameters<typeof ranking.wholeWords>[0]) =>
        ranking.wholeWords(words, found?.matches?.find((m) => m.key === key)?.indices ?? []);
      const result: SearchResult =
        byWord.score > 0
          ? { ...item.entry, titleRanges: byWord.titleRanges, descriptionRanges: byWord.descriptionRanges }
          : { ...item.entry, titleRanges: ranges("title", item.title), descriptionRanges: ranges("description", item.description) };
      return [{ result, score: byWord.score, fuzzy: found?.score ?? 1, index }];
    });
    ranked.sort((a, b) => b.score - a.score || a.fuzzy - b.fuzzy || a.index - b.index);
    return ranked.map(({ result }) => result);
  };
}
