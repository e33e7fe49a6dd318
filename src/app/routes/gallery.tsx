import { PageShell } from "~/components/page-shell";
import { PhotoGallery } from "~/features/gallery/components/photo-gallery";
import { pageMeta } from "~/lib/page-meta";
import { usePublishedContent } from "~/lib/use-published-content";
import { albumsOf } from "~/shared/content/lists/gallery";
import type { Route } from "./+types/gallery";

/**
 * /gallery, from the albums officers publish (decisions 079 and 083): the Worker serves the
 * prerendered page with the albums written in, as JSON and as the chosen term's photos; a click from
 * another page asks the API (usePublishedContent).
 */
export const loader = () => ({ meta: pageMeta("/gallery") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function Gallery() {
  const albums = usePublishedContent(["albums"], (content) => albumsOf(content.albums));
  return (
    <PageShell width="wide" title="Gallery" lead="Moments from our events, term by term. Select a photo to see it larger; use the arrow keys to browse.">
      <PhotoGallery albums={albums} />
    </PageShell>
  );
}
