import { useCallback, useEffect, useState } from "react";
import { errorDetail } from "~/lib/api-error";
import type { MyResume } from "~/shared/resume-book";
import { getMyResume } from "../api/get-my-resume";

type MyResumeState = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; resume: MyResume };

/** The member's résumé and book status (GET /api/me/resume); `set` takes a newer answer (upload, delete). */
export function useMyResume() {
  const [state, setState] = useState<MyResumeState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies(attempt): retry() changes it to run the request again
  useEffect(() => {
    const controller = new AbortController();
    getMyResume(controller.signal)
      .then((resume) => setState({ status: "ready", resume }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: "error", message: errorDetail(error) });
      });
    return () => controller.abort();
  }, [attempt]);

  const set = useCallback((resume: MyResume) => setState({ status: "ready", resume }), []);
  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((n) => n + 1);
  }, []);
  return { state, set, retry };
}
