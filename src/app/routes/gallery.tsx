import { PageShell } from "~/components/page-shell";
import { GALLERY_PHOTOS, GALLERY_TERMS } from "~/content/gallery";
import { PhotoGallery } from "~/features/gallery/components/photo-gallery";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/gallery";

export const loader = () => ({ meta: pageMeta("/gallery") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function Gallery() {
  return (
    <PageShell width="wide" title="Gallery" lead="Moments from our events, term by term. Select a photo to see it larger; use the arrow keys to browse.">
      <PhotoGallery terms={GALLERY_TERMS} photos={GALLERY_PHOTOS} />
    </PageShell>
  );
}
