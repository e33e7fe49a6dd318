/**
 * The shape of the ids the Worker makes for new rows (worker/lib/ids.ts, decision 158): a UUID in lower
 * case. Older rows keep older shapes (`ev_…`, `tm_…`, 16 hex digits), which the patterns that check an id
 * accept beside this one.
 */
export const UUID_SOURCE = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** A media id: a UUID, or 16 lower-case hex digits (images uploaded before decision 158). Here, not in media.ts, which loads zod. */
export const MEDIA_ID_SOURCE = `(?:${UUID_SOURCE}|[0-9a-f]{16})`;
