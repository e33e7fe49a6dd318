import { type Dispatch, type SetStateAction, startTransition, useCallback, useEffect, useRef, useState } from "react";
import { errorDetail } from "./api-error";

export type Loaded<T> = {
  /** The answer; null until the first one arrives. It stays while the next read is under way. */
  data: T | null;
  /** The API's sentence when the last read failed; null once one succeeds (or while none has failed). */
  failure: string | null;
  /** What the failed read threw (an ApiError, to tell a 404 from the rest); null while `failure` is. */
  error: unknown;
  /** A read is under way (the first, a reload, or one for a changed `read`). */
  loading: boolean;
  /** Reads again (after a change made on the screen, "Try again", a timer); resolves once the answer is shown. */
  reload: () => Promise<void>;
  /** Puts in what the screen changed and the API answered with, without reading again. */
  setData: Dispatch<SetStateAction<T | null>>;
};

export type LoadedOptions<T> = {
  /**
   * What the page already holds (the JSON the Worker wrote into it, or what is known without
   * asking): taken instead of a read each time `read` (or this function) changes; `reload` always
   * reads. Pass a stable function (module level or useCallback).
   */
  held?: () => T | undefined;
  /** Take `held` in the first render too: the Worker wrote the page in full, and hydration must see the same. */
  heldAtFirstRender?: boolean;
};

type Read<T> = (signal: AbortSignal) => Promise<T>;

/**
 * What a screen reads from the API when it opens, and again when `read` changes: pass it through
 * `useCallback` with what it reads by (an event's id), so the screen reads once per value; pass
 * null while there is nothing to read (not signed in, a closed panel). A read the screen no longer
 * needs (it closed, the value changed, a newer reload started) is aborted and its answer ignored.
 * The one way for this job (decision 156): src/architecture.test.ts refuses an AbortController or
 * an API call in a useEffect anywhere else.
 */
export function useLoaded<T>(read: Read<T> | null, options: LoadedOptions<T> = {}): Loaded<T> {
  const { held, heldAtFirstRender = false } = options;
  const [data, setData] = useState<T | null>(() => (heldAtFirstRender ? (held?.() ?? null) : null));
  const [caught, setCaught] = useState<{ error: unknown } | null>(null);
  const [loading, setLoading] = useState(data === null);
  const inFlight = useRef<AbortController | null>(null);
  // The first render already took what the page holds: the first effect need not take it again.
  const heldTaken = useRef(data !== null);

  const run = useCallback(async () => {
    if (!read) return;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(true);
    try {
      const answer = await read(controller.signal);
      if (controller.signal.aborted) return;
      setData(answer);
      setCaught(null);
    } catch (error) {
      if (!controller.signal.aborted) setCaught({ error });
    } finally {
      if (!controller.signal.aborted) setLoading(false);
    }
  }, [read]);

  useEffect(() => {
    const abort = () => inFlight.current?.abort();
    if (!read) return abort;
    if (heldTaken.current) {
      heldTaken.current = false;
      return abort;
    }
    const answer = held?.();
    if (answer === undefined) {
      void run();
      return abort;
    }
    // What the page holds is shown as a transition (issue 37, decision 161): right after hydration
    // (the events the Worker wrote into `/` and /events), a plain update would render every card in
    // one task, formats and all; a transition yields to the browser between components.
    startTransition(() => {
      setData(answer);
      setCaught(null);
      setLoading(false);
    });
    return abort;
  }, [read, held, run]);

  return { data, failure: caught && errorDetail(caught.error), error: caught?.error ?? null, loading, reload: run, setData };
}
