import { Hono } from "hono";
import {
  createUserRequestSchema,
  deleteUserRequestSchema,
  listUsersQuerySchema,
  updateUserRequestSchema,
} from "../../src/shared/users";
import type { AppEnv } from "../app-env";
import { ok } from "../http/respond";
import { clearSessionCookie } from "../http/session-cookie";
import { validJson, validOptionalJson, validQuery } from "../middleware/validate";
import { requireRole } from "../middleware/require-role";
import { authOf, loadSession, requireUser } from "../middleware/session";
import {
  createUser,
  deleteUserAccount,
  getPublicUser,
  getUser,
  listAllUsers,
  updateUserAccount,
} from "../services/users";

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
  .get("/public/:username/:id", async (c) => {
    const user = await getPublicUser(c.var.services, c.req.param("username"), c.req.param("id"));
    return ok(c, user);
  })
  .get("/:id", loadSession(), requireUser(), async (c) => {
    return ok(c, await getUser(c.var.services, authOf(c), c.req.param("id")));
  })
  .patch("/:id", loadSession(), requireUser(), ...validJson(updateUserRequestSchema), async (c) => {
    const user = await updateUserAccount(c.var.services, authOf(c), c.req.param("id"), c.req.valid("json"));
    return ok(c, user, { message: "Saved." });
  })
  .delete("/:id", loadSession(), requireUser(), ...validOptionalJson(deleteUserRequestSchema), async (c) => {
    const auth = authOf(c);
    const { currentPassword } = c.req.valid("json");
    const result = await deleteUserAccount(c.var.services, auth, c.req.param("id"), currentPassword);
    if (result.id === auth.user.id) clearSessionCookie(c);
    return ok(c, result, { message: "Account deleted." });
  });
