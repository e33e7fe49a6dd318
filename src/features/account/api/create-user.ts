import { apiData } from "~/lib/api-client";
import { userSchema, type CreateUserRequest } from "~/shared/users";

/** POST /api/users (admin): a verified member, created directly. */
export function postUser(body: CreateUserRequest) {
  return apiData("/api/users", userSchema, { method: "POST", body });
}
