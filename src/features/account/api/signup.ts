import { apiData } from "~/lib/api-client";
import { messageResponseSchema, signupRequestSchema, type SignupRequest } from "~/shared/auth";
import { RequiredFirstNameSchema, RequiredLastNameSchema } from "~/shared/fields";

/** The request's shared schema: a form checks its input with it before calling, as the Worker does. */
export { signupRequestSchema } from "~/shared/auth";
/** How long the Worker makes a member wait between two codes. */
export { RESEND_COOLDOWN_SECONDS } from "~/shared/auth";

/** The sign-up form's rules: the request's, with the name required (the API takes it as optional). */
export const signupFormSchema = signupRequestSchema.extend({ firstName: RequiredFirstNameSchema, lastName: RequiredLastNameSchema });

/** POST /api/auth/signup: holds the sign-up and e-mails a 6-digit code. */
export function signup(body: SignupRequest) {
  return apiData("/api/auth/signup", messageResponseSchema, { method: "POST", body });
}
