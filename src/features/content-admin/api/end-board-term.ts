import { apiRequest } from "~/lib/api-client";
import { boardHandoverSchema } from "~/shared/content/board-handover";

/** POST /api/content/board/end-of-term (officers): the published board to the alumni, last year's alumni off the page (decision 136). */
export function endBoardTerm() {
  return apiRequest("/api/content/board/end-of-term", boardHandoverSchema, { method: "POST" });
}
