import { errorDetail, isSessionEnded } from "./api-error";
import { toast } from "./toast";

/**
 * The error toast for a failed call, in the API's own words. Silent when the
 * session has ended: the AuthProvider announces that once, whichever call
 * found out.
 */
export function toastFailure(error: unknown) {
  if (!isSessionEnded(error)) toast.error(errorDetail(error));
}
