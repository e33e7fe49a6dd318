import * as z from "zod/mini";
import "~/shared/zod-messages";
import { lazySchema } from "~/shared/lazy-schema";
import { apiData } from "~/lib/api-client";
import { messageResponseSchema, signupRequestSchema, type SignupRequest } from "~/shared/auth";
import { RequiredFirstNameSchema, RequiredLastNameSchema, UsernameSchema } from "~/shared/fields";

/** The request's shared schema: a form checks its input with it before calling, as the Worker does. */
export { signupRequestSchema } from "~/shared/auth";
/** How long the Worker makes a member wait between two codes. */
export { RESEND_COOLDOWN_SECONDS } from "~/shared/auth";

/** The door's short sign-up (name, e-mail, one password): the request's, with the name required and no username. */
export const doorSignupFormSchema = lazySchema(() => z.extend(signupRequestSchema, { firstName: RequiredFirstNameSchema, lastName: RequiredLastNameSchema }));
/** The sign-up form's rules: the door's, with the username the member chooses. */
export const signupFormSchema = lazySchema(() => z.extend(doorSignupFormSchema, { username: UsernameSchema }));

/** POST /api/auth/signup: holds the sign-up and e-mails a 6-digit code. */
export function signup(body: SignupRequest) {
  return apiData("/api/auth/signup", messageResponseSchema, { method: "POST", body });
}
