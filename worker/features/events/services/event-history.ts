import { updateEventRequestSchema } from "../../../../src/shared/events";
import type { ItemHistory } from "../../../../src/shared/item-history";
import { EVENT_VERSION_FIELDS, findVersion, listVersions, saverName } from "../../../db/item-versions";
import type { EventRow } from "../../../db/schema";
import { ApiError } from "../../../http/api-error";
import type { ServiceContext } from "../../../services/context";
import { itemHistory, type FlatItem } from "../../../services/item-history";
import { eventByIdQuery } from "../db/events";
import { eventNotFound } from "./event-errors";
import { updateEvent } from "./events";

/**
 * An event's history and undo (decision 130): each save keeps the event as it was (updateEvent, in its
 * batch); officers read what each save changed and restore any version, as a save of its fields
 * (which tells the members going, as any such change does). Its status is not restored: cancelling and
 * reinstating are their own actions.
 */

const FIELD_ORDER = Object.keys(EVENT_VERSION_FIELDS);

/** The event's fields as a version keeps them. */
function flatOf(row: EventRow): FlatItem {
  return Object.fromEntries(
    Object.entries({
      title: row.title,
      description: row.description,
      category: row.category,
      location: row.location,
      locationUrl: row.locationUrl,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      capacity: row.capacity,
      rsvpOpen: row.rsvpOpen,
      remindSoon: row.remindSoon,
      points: row.points,
      status: row.status,
      checkinOpensMinutesBefore: row.checkinOpensBeforeMinutes,
      checkinClosesMinutesAfter: row.checkinClosesAfterMinutes,
    } satisfies Record<keyof typeof EVENT_VERSION_FIELDS, unknown>),
  );
}

async function eventRow(ctx: ServiceContext, id: string): Promise<EventRow> {
  const [row] = await eventByIdQuery(ctx.db, id);
  if (!row) throw eventNotFound();
  return row;
}

/** GET /api/events/{id}/history: the event now, then its versions, newest first. */
export async function eventHistory(ctx: ServiceContext, id: string): Promise<ItemHistory> {
  const row = await eventRow(ctx, id);
  const [versions, saver] = await Promise.all([listVersions(ctx.db, "event", id), saverName(ctx.db, row.updatedBy ?? row.createdBy)]);
  return itemHistory({ item: flatOf(row), saver, savedAt: row.updatedAt }, versions, (stored) => stored as FlatItem, FIELD_ORDER);
}

/** POST /api/events/{id}/history/{versionId}/restore: the version's fields (not its status) saved as the event's. */
export async function restoreEventVersion(ctx: ServiceContext, id: string, versionId: number, actorId: string) {
  await eventRow(ctx, id);
  const version = await findVersion(ctx.db, "event", id, versionId);
  if (!version) throw new ApiError("NOT_FOUND", "No such version: it may be older than the versions kept.");
  const { status: _status, startsAt, endsAt, ...fields } = JSON.parse(version.item) as FlatItem & { startsAt: number; endsAt: number };
  const parsed = updateEventRequestSchema.safeParse({ ...fields, startsAt: new Date(startsAt).toISOString(), endsAt: new Date(endsAt).toISOString() });
  if (!parsed.success) {
    throw new ApiError("VALIDATION_ERROR", `This version cannot be restored: ${parsed.error.issues[0]?.message ?? "a field is no longer valid."}`);
  }
  return updateEvent(ctx, id, parsed.data, actorId);
}
