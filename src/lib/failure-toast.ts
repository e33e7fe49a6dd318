import { errorDetail, isSessionEnded } from "./api-error";
import { toast } from "./toast";

/**
 * The error toast for a failed call, in the API's own words. Silent when the
 * session has ended: the AuthProvider announces that once, whichever call
 * found out. `flow`: the flow whose toast this one replaces (src/lib/toast.ts).
 */
export function toastFailure(error: unknown, flow?: string) {
  if (!isSessionEnded(error)) toast.error(errorDetail(error), flow === undefined ? undefined : { flow });
}
