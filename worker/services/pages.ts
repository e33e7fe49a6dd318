import { findUserById } from "../db/users";
import type { ServiceContext } from "./context";

/** Whether /users/{username}/{id} names a member: both parts must match (username in any case). */
export async function memberPageExists(ctx: ServiceContext, username: string, id: string): Promise<boolean> {
  const user = await findUserById(ctx.db, id);
  return user !== undefined && user.username.toLowerCase() === username.toLowerCase();
}
