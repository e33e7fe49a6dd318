/**
 * The kinds of image the site shows (portrait, photo, logo), each of a fixed shape in a few widths,
 * so pages know every image's width and height while they are prerendered — no layout shift. The
 * images themselves are uploads (`/media/<id>-<width>.webp`, decision 078); the sample chapter's
 * (src/content/images/) are the local seed's uploads, never the build's (decision 101).
 */
export { IMAGE_FORMATS, IMAGE_KINDS, imageHeight, type ImageFormat, type ImageKind } from "../shared/image-kinds";
