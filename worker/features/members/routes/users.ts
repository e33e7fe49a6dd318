import { Hono } from "../../../http/hono";
import {
  createUserRequestSchema,
  deleteUserRequestSchema,
  listUsersQuerySchema,
  publicMemberParamSchema,
  updateUserRequestSchema,
  userIdParamSchema,
} from "../../../../src/shared/users";
import type { AppEnv } from "../../../app-env";
import { ok } from "../../../http/respond";
import { clearSessionCookie } from "../../../http/session-cookie";
import { validJson, validOptionalJson, validParam, validQuery } from "../../../middleware/validate";
import { requireRole } from "../../../middleware/require-role";
import { authOf, loadSession, requireUser } from "../../../middleware/session";
import { createUser, deleteUserAccount, getPublicUser, getUser, listAllUsers, updateUserAccount } from "../services/users";

/** /api/users: members' accounts. Every permission is checked here or in the service. */
export const userRoutes = new Hono<AppEnv>()
  .get("/", loadSession(), requireRole("admin"), validQuery(listUsersQuerySchema), async (c) => {
    const { users, meta } = await listAllUsers(c.var.services, c.req.valid("query"));
    return ok(c, users, { meta });
  })
  .post("/", loadSession(), requireRole("admin"), ...validJson(createUserRequestSchema), async (c) => {
    const user = await createUser(c.var.services, authOf(c).user.id, c.req.valid("json"));
    return ok(c, user, { status: 201, message: "Member created." });
  })
  .get("/public/:username/:id", validParam(publicMemberParamSchema), async (c) => {
    const { username, id } = c.req.valid("param");
    return ok(c, await getPublicUser(c.var.services, username, id));
  })
  .get("/:id", loadSession(), requireUser(), validParam(userIdParamSchema), async (c) => {
    return ok(c, await getUser(c.var.services, authOf(c), c.req.valid("param").id));
  })
  .patch("/:id", loadSession(), requireUser(), ...validJson(updateUserRequestSchema), validParam(userIdParamSchema), async (c) => {
    const user = await updateUserAccount(c.var.services, authOf(c), c.req.valid("param").id, c.req.valid("json"));
    return ok(c, user, { message: "Saved." });
  })
  .delete("/:id", loadSession(), requireUser(), ...validOptionalJson(deleteUserRequestSchema), validParam(userIdParamSchema), async (c) => {
    const auth = authOf(c);
    const { currentPassword } = c.req.valid("json");
    const result = await deleteUserAccount(c.var.services, auth, c.req.valid("param").id, currentPassword);
    if (result.id === auth.user.id) clearSessionCookie(c);
    return ok(c, result, { message: "Account deleted." });
  });
