import { errorDetail } from "~/lib/api-error";
import { toast } from "~/lib/toast";
import { ACCOUNT_TOAST } from "../lib/toast-ids";
import { useAuth } from "./use-auth";

/**
 * Logging out, wherever it is offered (the header's card, the mobile menu,
 * the profile area's tabs): the session ends and a toast says so; on a
 * members-only page RequireMember then offers to log in again. Resolves to
 * whether it worked; a failure is toasted in the API's words.
 */
export function useLogout(): () => Promise<boolean> {
  const { logout } = useAuth();
  return async () => {
    try {
      await logout();
      toast.success("You are logged out.", { flow: ACCOUNT_TOAST });
      return true;
    } catch (error) {
      toast.error(errorDetail(error), { flow: ACCOUNT_TOAST });
      return false;
    }
  };
}
