import { useEffect, useMemo, useRef, useState } from "react";
import { errorDetail } from "~/lib/api-error";
import type { ImageKind } from "~/shared/image-kinds";
import type { MediaItem } from "~/shared/media";
import { ResizeError, resizeImage } from "./resize-image";
import { concurrencyLimit, readyInOrder, UPLOAD_CONCURRENCY, type UploadStage } from "./upload-queue";
import { uploadMedia } from "./upload-media";

/** One picked picture on its way: its file, where it is, and why it failed. */
export type UploadEntry = { key: number; file: File; stage: UploadStage; error?: string };

/**
 * Many pictures of one kind resized in the browser and uploaded (POST /api/media), a few at a time
 * (upload-queue.ts). `entries` are the ones not yet handed on, for a progress list; each is handed to
 * `onUploaded` in the order picked once it and those before it are through. A failed one stays with
 * its sentence until it is retried or dismissed.
 */
export function useBatchUpload(kind: ImageKind, onUploaded: (items: MediaItem[]) => void) {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const run = useMemo(() => concurrencyLimit(UPLOAD_CONCURRENCY), []);
  const nextKey = useRef(0);
  const items = useRef(new Map<number, MediaItem>());
  const handed = useRef(new Set<number>());
  const latestOnUploaded = useRef(onUploaded);
  useEffect(() => {
    latestOnUploaded.current = onUploaded;
  });

  const setStage = (key: number, stage: UploadStage, error?: string) =>
    setEntries((previous) => previous.map((entry) => (entry.key === key ? { key, file: entry.file, stage, ...(error ? { error } : {}) } : entry)));

  const start = (key: number, file: File) =>
    void run(async () => {
      setStage(key, "resizing");
      const resized = await resizeImage(file, kind);
      setStage(key, "uploading");
      items.current.set(key, await uploadMedia(kind, resized));
      setStage(key, "done");
    }).catch((failure: unknown) => setStage(key, "failed", failure instanceof ResizeError ? failure.message : errorDetail(failure)));

  useEffect(() => {
    const ready = readyInOrder(entries).filter((entry) => !handed.current.has(entry.key));
    if (ready.length === 0) return;
    for (const entry of ready) handed.current.add(entry.key);
    latestOnUploaded.current(ready.flatMap((entry) => items.current.get(entry.key) ?? []));
    setEntries((previous) => previous.filter((entry) => !handed.current.has(entry.key)));
  }, [entries]);

  function add(files: readonly File[]) {
    const added = files.map((file) => ({ key: nextKey.current++, file, stage: "waiting" as const }));
    setEntries((previous) => [...previous, ...added]);
    for (const entry of added) start(entry.key, entry.file);
  }

  function retry(key: number) {
    const entry = entries.find((each) => each.key === key);
    if (entry?.stage !== "failed") return;
    setStage(key, "waiting");
    start(key, entry.file);
  }

  const dismiss = (key: number) => setEntries((previous) => previous.filter((entry) => entry.key !== key));

  return { entries, add, retry, dismiss, busy: entries.some((entry) => entry.stage !== "failed") };
}
