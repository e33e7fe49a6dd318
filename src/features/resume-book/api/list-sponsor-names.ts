import * as z from "zod/mini";
import "~/shared/zod-messages";
import { apiData } from "~/lib/api-client";
import { contentItemSchema } from "~/shared/content/collections";

/** GET /api/content/sponsors: the organisations published on the sponsors page, in its order (the names access is granted for). */
export async function listSponsorNames(signal?: AbortSignal): Promise<string[]> {
  const items = await apiData("/api/content/sponsors", z.array(contentItemSchema), { signal });
  return items.map((item) => item.fields.organisation).filter((name): name is string => typeof name === "string");
}
