import type * as z from "zod";
import type { boardMemberFieldsSchema } from "~/shared/content/board";
import type { PublishedItem } from "~/shared/content/pages";
import { BOARD_GROUPS, type BoardGroup } from "~/shared/content/vocabulary";

/** A person on /board: the item's id and its fields (src/shared/content/board.ts). */
export type BoardMemberView = { id: string } & z.output<typeof boardMemberFieldsSchema>;

const REQUIRED = ["name", "role", "year", "major", "bio"] as const;

/**
 * The board as the page shows it. The Worker checked every item against its contract when it was
 * written; an item that is not a person after all (a contract changed since) is left out rather
 * than breaking the page. No zod: the page's first load carries this.
 */
export function boardMembersOf(items: readonly PublishedItem[]): BoardMemberView[] {
  return items.flatMap(({ id, fields }) =>
    REQUIRED.every((key) => typeof fields[key] === "string") && BOARD_GROUPS.includes(fields.group as BoardGroup)
      ? [{ id, links: [], ...fields } as unknown as BoardMemberView]
      : [],
  );
}
