import { IMAGE_KINDS, imageHeight, type ImageKind } from "../../../src/shared/image-kinds";
import { MEDIA_FORM } from "../../../src/shared/media";

/** Image uploads as a browser makes them, for the Worker's tests and for the test of `npm run dev` (plain modules, no Workers runtime). */

const le16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const le32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/**
 * A lossy WebP file's header with `width` × `height` in it, padded to `size`
 * bytes (at least 64): what the Worker reads of a file. The pixels are
 * noise no decoder would take, which the Worker never looks at.
 */
export function makeWebp(width: number, height: number, size = 256): Uint8Array {
  const frame = [0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, ...le16(width), ...le16(height)];
  const dataLength = Math.max(size, 64) - 20;
  const data = [...frame, ...new Array(dataLength - frame.length).fill(0x5a)];
  const body = [...ascii("WEBP"), ...ascii("VP8 "), ...le32(dataLength), ...data];
  return new Uint8Array([...ascii("RIFF"), ...le32(body.length), ...body]);
}

/** The files of a `kind` as the browser would make them: one per width, the right height. */
export function kindFiles(kind: ImageKind, widths: readonly number[] = IMAGE_KINDS[kind].widths) {
  return widths.map((width) => ({ name: `x-${width}.webp`, bytes: makeWebp(width, imageHeight(kind, width)) }));
}

/** The multipart form a browser sends to POST /api/media: the kind, the picked file's name, and the WebP files. */
export function mediaForm(kind: string, files: readonly { name: string; bytes: Uint8Array; type?: string }[], fileName = "Board photo.jpg"): FormData {
  const form = new FormData();
  form.set(MEDIA_FORM.kind, kind);
  form.set(MEDIA_FORM.fileName, fileName);
  for (const file of files) form.append(MEDIA_FORM.files, new File([file.bytes], file.name, { type: file.type ?? "image/webp" }));
  return form;
}
