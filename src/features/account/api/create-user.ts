import { apiData } from "~/lib/api-client";
import { userSchema, type CreateUserRequest } from "~/shared/users";

/** The request's shared schema: a form checks its input with it before calling, as the Worker does. */
export { createUserRequestSchema } from "~/shared/users";

/** POST /api/users (admin): a verified member, created directly. */
export function createUser(body: CreateUserRequest) {
  return apiData("/api/users", userSchema, { method: "POST", body });
}
