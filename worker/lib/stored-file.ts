/**
 * A file as the file store keeps it (services/file-store.ts, decision 100): what the HTTP answers
 * need of it, below the services that read it.
 */

/** What is kept beside a file (KV metadata, R2 http metadata): at most a few dozen bytes of KV's 1 KiB. */
export type StoredFileInfo = { size: number; contentType: string; etag: string };

/** A file read back: its body, or null when the request's If-None-Match matched (answer 304). */
export type StoredFile = StoredFileInfo & { body: ReadableStream | null };
