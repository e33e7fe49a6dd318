import * as z from "zod/mini";
import "../zod-messages";
import { contentItemSchema } from "./collections";
import { lazySchema } from "../lazy-schema";

/**
 * "End of term" on the board's editor (issue 35, docs/decisions/136-board-handover.md): in one D1
 * batch the published board moves to the alumni group, and the alumni before it leave the page (kept
 * as drafts). Drafts — the new board being prepared — are left as they are.
 */

/** POST /api/content/board/end-of-term: how many moved and left, and the board's list as the editor shows it. */
export const boardHandoverSchema = lazySchema(() =>
  z.object({
    /** Published members moved to the alumni group. */
    moved: z.int(),
    /** Published alumni taken off the page (now drafts). */
    retired: z.int(),
    items: z.array(contentItemSchema),
  }),
);
export type BoardHandover = z.infer<typeof boardHandoverSchema>;
