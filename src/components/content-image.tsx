import { type ContentImageOptions, contentPictureContent, pictureClass } from "~/shared/content/lists/content-image";
import type { ImageKind } from "~/shared/image-kinds";

type Props = ContentImageOptions & {
  /** The image as content stores it (`ImageSchema`): the widest file's address and its alt text. */
  image: { src: string; alt: string };
  kind: ImageKind;
};

/**
 * An image from the content in D1 (`/images/…` built with the site, or `/media/…` uploaded by an
 * officer) as <picture>, from its address alone, for the officers' screens. Its sources and <img>
 * are the markup the public lists write (contentPictureContent), so both show an image alike.
 */
export function ContentImage({ image, kind, ...options }: Props) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: made by an `html` template, every value escaped (src/shared/html.ts)
    <picture className={pictureClass(options.className)} dangerouslySetInnerHTML={{ __html: contentPictureContent(image, kind, options).markup }} />
  );
}
