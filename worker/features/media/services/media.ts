import { IMAGE_KINDS, imageHeight, type ImageKind } from "../../../../src/shared/image-kinds";
import {
  allowedWidthSets,
  MEDIA_UPLOADS_PER_HOUR,
  mediaFileKey,
  mediaCacheTag,
  mediaFileMaxBytes,
  mediaKindSchema,
  mediaSrc,
  parseMediaSrc,
  type MediaItem,
} from "../../../../src/shared/media";
import { plural } from "../../../../src/shared/plural";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";
import { ApiError } from "../../../http/api-error";
import { HOUR, now } from "../../../lib/clock";
import { cleanOriginalFileName } from "../../../lib/file-names";
import { formatBytes } from "../../../../src/shared/file-size";
import { describeError } from "../../../lib/log-error";
import { describeBytes } from "../../../lib/pdf-check";
import { throttleKeys } from "../../../lib/throttle-keys";
import { readWebpHeader } from "../lib/webp-header";
import type { ServiceContext } from "../../../services/context";
import { fileStore, type StoredFile } from "../../../services/file-store";
import { spendFileWrites } from "../../../services/file-writes";
import type { AuthenticatedUser } from "../../../services/sessions";
import { takeSlot } from "../../../services/throttle";
import {
  contentUsingMediaQuery,
  deleteUnusedMediaQuery,
  insertMediaQuery,
  listMediaRows,
  mediaExistsQuery,
  type MediaListRow,
  type MediaRow,
} from "../db/media";
import { newId } from "../../../lib/ids";

/**
 * Images officers upload (decision 078). The browser has already cropped and
 * resized the picture into WebP files, one per width of its kind; the Worker
 * only reads each file's header (no pixels are decoded: the CPU per request
 * stays small), checks the kind's widths, shape and size caps, and stores the
 * files in the file store (Workers KV, or R2 when bound: decision 100) with a row in D1.
 */

type Variant = { width: number; height: number; bytes: number };
type Upload = { kind: unknown; fileName: unknown; files: readonly Blob[] };

const listWidths = (widths: readonly number[]) => (widths.length === 1 ? `${widths[0]}` : `${widths.slice(0, -1).join(", ")} and ${widths[widths.length - 1]}`);

function toItem(row: MediaListRow): MediaItem {
  const variants = (JSON.parse(row.variants) as Variant[]).map((variant) => ({ ...variant, src: mediaSrc(row.id, variant.width) }));
  return {
    id: row.id,
    kind: row.kind,
    src: mediaSrc(row.id, row.width),
    width: row.width,
    height: row.height,
    variants,
    bytes: row.bytes,
    fileName: row.fileName,
    uploadedBy: row.uploaderName,
    uploadedAt: formatUtcInstant(row.uploadedAt),
  };
}

/** The kind, or a 400 naming the field (the contract's sentence). */
function kindOf(value: unknown): ImageKind {
  const parsed = mediaKindSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? "Choose the kind of image.";
  throw new ApiError("VALIDATION_ERROR", message, {}, { kind: message });
}

/** One file's width and height from its header, checked against the kind; a refusal says what to do. */
async function checkedFile(kind: ImageKind, file: Blob): Promise<Variant & { data: Uint8Array }> {
  const data = new Uint8Array(await file.arrayBuffer());
  const header = readWebpHeader(data);
  if (!header.ok) {
    const looksLike = header.reason === "not-webp" ? describeBytes(data) : null;
    const what =
      header.reason === "animated"
        ? "This WebP file is an animation."
        : header.reason === "size-mismatch"
          ? "This WebP file is incomplete or has extra bytes after its end."
          : looksLike
            ? `This file is ${looksLike}, not WebP.`
            : "This file is not a WebP image.";
    throw new ApiError("MEDIA_NOT_WEBP", `${what} Choose the picture again on the site, which sends it resized as WebP.`);
  }
  const { width, height } = header;
  const widths = IMAGE_KINDS[kind].widths;
  if (!widths.includes(width)) {
    throw new ApiError("MEDIA_WRONG_WIDTHS", `A file is ${width} pixels wide; a ${kind}'s files are ${listWidths(widths)} pixels wide.`);
  }
  const expected = imageHeight(kind, width);
  if (Math.abs(height - expected) > 1) {
    const [w, h] = IMAGE_KINDS[kind].aspect;
    throw new ApiError("MEDIA_WRONG_SHAPE", `A ${kind} is ${w}:${h}: the ${width}-pixel file must be ${expected} pixels high, not ${height}.`);
  }
  const cap = mediaFileMaxBytes(kind, width);
  if (data.byteLength > cap) {
    throw new ApiError(
      "MEDIA_TOO_LARGE",
      `The ${width}-pixel file is ${formatBytes(data.byteLength)}; at most ${formatBytes(cap)} is allowed. Choose the picture again on the site, which makes it smaller.`,
    );
  }
  return { width, height, bytes: data.byteLength, data };
}

/** Checks every file and the set of widths: the kind's widths from the narrowest, each once (the browser never enlarges a picture). */
async function checkedFiles(kind: ImageKind, files: readonly Blob[]) {
  const widths = IMAGE_KINDS[kind].widths;
  if (files.length === 0) {
    const message = "Choose a picture to upload.";
    throw new ApiError("VALIDATION_ERROR", message, {}, { files: message });
  }
  if (files.length > widths.length) {
    throw new ApiError(
      "MEDIA_TOO_MANY_FILES",
      `A ${kind} is sent as at most ${plural(widths.length, "file")} (${listWidths(widths)} pixels wide), not ${files.length}.`,
    );
  }
  const checked = [];
  for (const file of files) checked.push(await checkedFile(kind, file));
  checked.sort((a, b) => a.width - b.width);
  const sent = checked.map((file) => file.width);
  if (!allowedWidthSets(kind).some((set: number[]) => set.join() === sent.join())) {
    throw new ApiError(
      "MEDIA_WRONG_WIDTHS",
      `A ${kind} needs one file for each width from the narrowest: ${listWidths(widths)} pixels (as far as the picture is wide). These were ${listWidths(sent)}.`,
    );
  }
  return checked;
}

/** Deletes an image's files from the store; a failure is logged (nothing points at them any more). */
async function removeFiles(ctx: ServiceContext, id: string, widths: readonly number[], why: string) {
  try {
    await fileStore(ctx.env, "media").delete(widths.map((width) => mediaFileKey(id, width)));
  } catch (error) {
    const { kind, message } = describeError(error);
    console.error(`media files not deleted (${why}): ${id} ${widths.join(",")}`, kind, message);
  }
}

/**
 * Stores an upload: every file checked, then the officer's hourly slot taken
 * (and, in KV, the day's writes for files), then the files put in the store
 * and the row written; when the row cannot be
 * written the files just put are deleted again.
 */
export async function uploadMedia(ctx: ServiceContext, actor: AuthenticatedUser, upload: Upload): Promise<MediaItem> {
  const kind = kindOf(upload.kind);
  const files = await checkedFiles(kind, upload.files);
  await takeSlot(
    ctx.db,
    throttleKeys.mediaUploads(actor.user.id),
    MEDIA_UPLOADS_PER_HOUR,
    HOUR,
    (seconds) => `You have uploaded ${MEDIA_UPLOADS_PER_HOUR} images in the last hour. Try again in ${plural(Math.ceil(seconds / 60), "minute")}.`,
  );
  const store = fileStore(ctx.env, "media");
  await spendFileWrites(ctx, store, files.length);
  const id = newId();
  const widest = files[files.length - 1]!;
  const row: MediaRow = {
    id,
    kind,
    variants: JSON.stringify(files.map(({ width, height, bytes }) => ({ width, height, bytes }))),
    width: widest.width,
    height: widest.height,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    fileName: cleanOriginalFileName(typeof upload.fileName === "string" ? upload.fileName : undefined),
    uploadedBy: actor.user.id,
    uploadedAt: now(),
  };
  const widths = files.map((file) => file.width);
  try {
    await Promise.all(files.map((file) => store.put(mediaFileKey(id, file.width), file.data, "image/webp")));
    await insertMediaQuery(ctx.db, row);
  } catch (error) {
    // Some files may be stored without a row: nothing would ever list or delete them.
    await removeFiles(ctx, id, widths, "upload not recorded");
    throw error;
  }
  return toItem({ ...row, uploaderName: actor.user.username });
}

export async function listMedia(ctx: ServiceContext, page: number, pageSize: number) {
  const { rows, total } = await listMediaRows(ctx.db, page, pageSize);
  return { items: rows.map(toItem), meta: { total, page, pageSize } };
}

/** What a content item is called in a sentence: its name or title, else its collection. */
function itemName(collection: string, fields: string): string {
  const parsed = JSON.parse(fields) as Record<string, unknown>;
  const name = [parsed.name, parsed.organisation, parsed.title].find((value) => typeof value === "string");
  return typeof name === "string" ? name : collection;
}

/**
 * Deletes an image: its row (unless a content item uses it, in the same
 * statement), then its files. 409 MEDIA_IN_USE names the items that show it.
 */
export async function deleteMedia(ctx: ServiceContext, id: string): Promise<{ id: string }> {
  const [deleted, users, exists] = await ctx.db.batch([deleteUnusedMediaQuery(ctx.db, id), contentUsingMediaQuery(ctx.db, id), mediaExistsQuery(ctx.db, id)]);
  const row = deleted[0];
  if (row) {
    await removeFiles(
      ctx,
      id,
      (JSON.parse(row.variants) as Variant[]).map((variant) => variant.width),
      "deleted by an officer",
    );
    // The edge keeps the files for a year (decision 078): drop its copies, as a content write does its pages'.
    ctx.purgeEdgeCache([mediaCacheTag(id)]);
    return { id };
  }
  if (exists.length === 0) throw new ApiError("NOT_FOUND", "No such image.");
  const named = users.map((item) => `${itemName(item.collection, item.fields)} (${item.collection})`);
  throw new ApiError(
    "MEDIA_IN_USE",
    `This image is used by ${named.length === 20 ? "at least " : ""}${plural(named.length, "item")}: ${named.join(", ")}. Choose another image there first (deleted items count until they are removed for good).`,
  );
}

/**
 * One file of an image, for /media/<id>-<width>.webp: the image's id with
 * the file and its body, or without a body when the browser's ETag still
 * matches (answered 304); null when the name or the file does not exist.
 * D1 is not read: the key is the name.
 */
export async function readMediaFile(ctx: ServiceContext, name: string, conditions: Headers): Promise<{ id: string; file: StoredFile } | null> {
  const named = parseMediaSrc(`/media/${name}`);
  if (!named) return null;
  const file = await fileStore(ctx.env, "media").get(mediaFileKey(named.id, named.width), conditions);
  return file ? { id: named.id, file } : null;
}
