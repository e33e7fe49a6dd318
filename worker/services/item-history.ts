import { memberName } from "../../src/shared/member-page";
import { changedFields, type HistoryEntry, type ItemHistory, ITEM_VERSIONS_KEPT } from "../../src/shared/item-history";
import type { ItemVersionRow, SaverName } from "../db/item-versions";
import { formatUtcInstant } from "../../src/shared/time/utc-instant";

/**
 * An item's history as officers read it (decision 130), for the content and the events features: the
 * item as it is now, then the versions kept, newest first, each with what its save changed from the
 * version before it, field by field.
 */

/** A flat object of the item's fields (a content item: its fields with its status beside them). */
export type FlatItem = Record<string, unknown>;

const nameOf = (saver: SaverName): string | null =>
  saver.username === null ? null : memberName({ username: saver.username, firstName: saver.firstName ?? "", lastName: saver.lastName ?? "" });

export function itemHistory(
  current: { item: FlatItem; saver: SaverName; savedAt: number },
  versions: readonly (ItemVersionRow & SaverName)[],
  flatten: (stored: unknown) => FlatItem,
  order: readonly string[],
): ItemHistory {
  const states = [
    { id: null, item: current.item, saver: current.saver, savedAt: current.savedAt },
    ...versions.map((version) => ({ id: version.id, item: flatten(JSON.parse(version.item)), saver: version as SaverName, savedAt: version.savedAt })),
  ];
  const entries: HistoryEntry[] = states.map((state, index) => {
    const before = states[index + 1];
    return {
      id: state.id,
      savedBy: nameOf(state.saver),
      savedAt: formatUtcInstant(state.savedAt),
      changes: before ? changedFields(before.item, state.item, order) : [],
      oldest: before === undefined,
    };
  });
  return { entries, kept: ITEM_VERSIONS_KEPT };
}
