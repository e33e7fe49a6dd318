import { Link } from "react-router";
import { useQueryState } from "~/lib/use-query-state";
import type { ContentCollection } from "~/shared/content/vocabulary";
import { PAGED_COLLECTIONS } from "~/shared/content/pages";
import { COLLECTION_PAGES } from "~/shared/content/paths";
import { textLink } from "~/components/buttons";
import { EDITORS } from "../lib/editors";
import { CollectionEditor } from "./collection-editor";

/** The lists a public page reads: an edit to any other would show nowhere (decision 080). */
const isEditable = (value: string): value is ContentCollection => (PAGED_COLLECTIONS as readonly string[]).includes(value);

/**
 * Officers edit the site's content here (decision 077): one list at a time, chosen in the query string
 * (`?list=sponsors`) so a link, Back and a reload show the same list.
 */
export function ContentAdmin() {
  const { values, update } = useQueryState({ list: "board" });
  const collection: ContentCollection = isEditable(values.list) ? values.list : PAGED_COLLECTIONS[0]!;
  const editor = EDITORS[collection];
  return (
    <div className="space-y-6">
      <nav aria-label="Content lists">
        <ul className="flex flex-wrap gap-2">
          {PAGED_COLLECTIONS.map((name) => (
            <li key={name}>
              <Link
                to={`?list=${name}`}
                onClick={(event) => {
                  event.preventDefault();
                  update({ list: name });
                }}
                aria-current={name === collection ? "page" : undefined}
                className="inline-flex rounded-full border border-line px-3 py-1.5 text-sm font-medium text-ink hover:bg-surface-muted aria-[current=page]:border-brand aria-[current=page]:bg-brand aria-[current=page]:text-white"
              >
                {EDITORS[name].title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="content-list-title" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="content-list-title" className="text-xl font-semibold text-ink">
            {editor.title}
          </h2>
          <span className="flex flex-wrap gap-x-4 text-sm">
            <Link to="/profile/admin/media" prefetch="intent" className={textLink}>
              Media library
            </Link>
            <a href={COLLECTION_PAGES[collection]} className={textLink}>
              View {COLLECTION_PAGES[collection]} on the site
            </a>
          </span>
        </div>
        <p className="text-sm text-ink-muted">{editor.lead}</p>
        <CollectionEditor key={collection} collection={collection} />
      </section>
    </div>
  );
}
