import { useCallback } from "react";
import { useLoaded } from "~/lib/use-loaded";
import type { MyResume } from "~/shared/resume-book";
import { getMyResume } from "../api/get-my-resume";

type MyResumeState = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; resume: MyResume };

/** The member's résumé and book status (GET /api/me/resume); `set` takes a newer answer (upload, delete). */
export function useMyResume() {
  const { data, failure, loading, reload, setData } = useLoaded(getMyResume);
  const state: MyResumeState = loading
    ? { status: "loading" }
    : failure
      ? { status: "error", message: failure }
      : data
        ? { status: "ready", resume: data }
        : { status: "loading" };
  const set = useCallback((resume: MyResume) => setData(resume), [setData]);
  const retry = useCallback(() => void reload(), [reload]);
  return { state, set, retry };
}
