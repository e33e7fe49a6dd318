/**
 * Many pictures uploaded at once (issue 35): each is resized in the browser and sent on its own,
 * but only a few at a time — decoding a phone's 12-megapixel photo takes about 48 MB, and the
 * phone's cores and its connection are shared — and the finished ones are handed on in the order
 * they were picked, so an album keeps the order of the phone's gallery.
 */

/** How many pictures are resized and sent at the same time. */
export const UPLOAD_CONCURRENCY = 3;

/** Runs the tasks given to it with at most `limit` of them running at once, in the order given. */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    if (running >= limit) return;
    const start = waiting.shift();
    if (start) {
      running++;
      start();
    }
  };
  return function run<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      waiting.push(() => {
        task()
          .then(resolve, reject)
          .finally(() => {
            running--;
            next();
          });
      });
      next();
    });
  };
}

/** Where one picked picture is: waiting its turn, being resized, being sent, through, or failed (with why). */
export type UploadStage = "waiting" | "resizing" | "uploading" | "done" | "failed";

/** The stages in order, for a progress bar: done is the last step. */
export const UPLOAD_STEPS: Record<Exclude<UploadStage, "failed">, number> = { waiting: 0, resizing: 1, uploading: 2, done: 3 };

/**
 * The finished uploads that can be handed on now, in picking order: those before which nothing is
 * still waiting or running. A failed one does not hold the rest back (it waits for a retry).
 */
export function readyInOrder<T extends { stage: UploadStage }>(entries: readonly T[]): T[] {
  const ready: T[] = [];
  for (const entry of entries) {
    if (entry.stage === "done") ready.push(entry);
    else if (entry.stage !== "failed") break;
  }
  return ready;
}
