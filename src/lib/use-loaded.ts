import { type Dispatch, type SetStateAction, useCallback, useEffect, useState } from "react";
import { errorDetail } from "./api-error";

export type Loaded<T> = {
  /** The answer; null until the first one arrives. */
  data: T | null;
  /** The API's sentence when the read failed; null while it has not. */
  failure: string | null;
  /** Reads again (after a change made on the screen, or "Try again"); resolves once the answer is shown. */
  reload: () => Promise<void>;
  /** Puts in what the screen changed and the API answered with, without reading again. */
  setData: Dispatch<SetStateAction<T | null>>;
};

/**
 * What a screen reads from the API when it opens, and again when `read` changes: pass it through
 * `useCallback` with what it reads by (an event's id), so the screen reads once per value. A read
 * the screen no longer needs (it closed, or the value changed) is aborted and its answer ignored.
 * The one way for this job, rather than an AbortController and two states in every screen.
 */
export function useLoaded<T>(read: (signal?: AbortSignal) => Promise<T>): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const run = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const answer = await read(signal);
        if (signal?.aborted) return;
        setData(answer);
        setFailure(null);
      } catch (error) {
        if (!signal?.aborted) setFailure(errorDetail(error));
      }
    },
    [read],
  );
  useEffect(() => {
    const controller = new AbortController();
    void run(controller.signal);
    return () => controller.abort();
  }, [run]);
  const reload = useCallback(() => run(), [run]);
  return { data, failure, reload, setData };
}
