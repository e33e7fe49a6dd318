import { errorDetail, isSessionEnded } from "./api-error";
import { toast } from "./toast";

/**
 * The error toast for a failed call, in the API's own words. Silent when the
 * session has ended: the AuthProvider announces that once, whichever call
 * found out. `id`: the flow's toast, which this one replaces (src/lib/toast.ts).
 */
export function toastFailure(error: unknown, id?: string) {
  if (!isSessionEnded(error)) toast.error(errorDetail(error), id === undefined ? undefined : { id });
}
