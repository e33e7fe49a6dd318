import type * as z from "zod";
import {
  ADMIN_ONLY_FIELDS,
  type createUserRequestSchema,
  type listUsersQuerySchema,
  type PublicUser,
  type updateUserRequestSchema,
  type User,
} from "../../src/shared/users";
import { DEFAULT_ROLES, isAdmin, parseRoles } from "../../src/shared/roles";
import { ApiError } from "../http/api-error";
import { uniqueViolation } from "../db/client";
import type { NewUserRow, UserRow } from "../db/schema";
import {
  bumpSessionVersionQuery,
  countAdmins,
  deleteUserQuery,
  findUserById,
  insertUserQuery,
  listUsers,
  updateUser,
  updateUserQuery,
} from "../db/users";
import { now } from "../lib/clock";
import type { ServiceContext } from "./context";
import { hashPassword } from "../lib/passwords";
import type { AuthenticatedUser } from "./sessions";

/** The API's view of a user: never the password hash or the session version. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    timeAdded: row.timeAdded,
    timeUpdated: row.timeUpdated,
    points: row.points,
    roles: row.roles,
    showEmail: row.showEmail,
  };
}

export function toPublicUser(row: UserRow): PublicUser {
  const view: PublicUser = {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    points: row.points,
    roles: row.roles,
  };
  if (row.showEmail) view.email = row.email;
  return view;
}

const notFound = () => new ApiError("NOT_FOUND", "No such user.");

function assertSelfOrAdmin(actor: AuthenticatedUser, id: string) {
  if (actor.user.id !== id && !isAdmin(actor.roles)) {
    throw new ApiError("FORBIDDEN", "You can only do this for your own account.");
  }
}

export async function getUser(ctx: ServiceContext, actor: AuthenticatedUser, id: string): Promise<User> {
  assertSelfOrAdmin(actor, id);
  const row = actor.user.id === id ? actor.user : await findUserById(ctx.db, id);
  if (!row) throw notFound();
  return toUser(row);
}

/** Public page: both parts must match, so a guessed id alone reveals nothing. */
export async function getPublicUser(ctx: ServiceContext, username: string, id: string): Promise<PublicUser> {
  const row = await findUserById(ctx.db, id);
  if (!row || row.username.toLowerCase() !== username.toLowerCase()) throw notFound();
  return toPublicUser(row);
}

export async function listAllUsers(ctx: ServiceContext, query: z.output<typeof listUsersQuerySchema>) {
  const { rows, total } = await listUsers(ctx.db, query);
  return { users: rows.map(toUser), meta: { total, page: query.page, pageSize: query.pageSize } };
}

function conflict(error: unknown): never {
  const field = uniqueViolation(error);
  if (field === "username") throw new ApiError("USERNAME_TAKEN", "That username is taken.");
  if (field === "email") throw new ApiError("EMAIL_TAKEN", "That e-mail address already has an account.");
  throw error;
}

export async function createUser(
  ctx: ServiceContext,
  input: z.output<typeof createUserRequestSchema>,
): Promise<User> {
  const at = now();
  const row: NewUserRow = {
    id: crypto.randomUUID(),
    username: input.username,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName ?? "",
    lastName: input.lastName ?? "",
    points: input.points ?? 0,
    roles: input.roles ?? DEFAULT_ROLES,
    timeAdded: at,
    timeUpdated: at,
  };
  try {
    const [created] = await insertUserQuery(ctx.db, row);
    return toUser(created!);
  } catch (error) {
    conflict(error);
  }
}

type UserChanges = z.output<typeof updateUserRequestSchema>;

/**
 * Members may change their names, username and e-mail visibility; admins may
 * also change e-mail, password, points and roles, of anyone. Roles are read
 * from D1 on every request, so a removed role takes effect at once.
 */
export async function updateUserAccount(
  ctx: ServiceContext,
  actor: AuthenticatedUser,
  id: string,
  input: UserChanges,
): Promise<User> {
  if (input.id !== id) throw new ApiError("ID_MISMATCH", "The id in the body does not match the URL.");
  assertSelfOrAdmin(actor, id);
  const admin = isAdmin(actor.roles);
  const adminFields = ADMIN_ONLY_FIELDS.filter((field) => input[field] !== undefined);
  if (!admin && adminFields.length > 0) {
    throw new ApiError("FORBIDDEN", `Only an admin can change ${adminFields.join(", ")}.`);
  }
  const target = actor.user.id === id ? actor.user : await findUserById(ctx.db, id);
  if (!target) throw notFound();
  if (input.roles !== undefined && isAdmin(parseRoles(target.roles)) && !isAdmin(parseRoles(input.roles))) {
    await assertNotLastAdmin(ctx);
  }

  const at = now();
  const changes: Partial<NewUserRow> = { timeUpdated: at };
  for (const field of ["username", "firstName", "lastName", "showEmail", "email", "points", "roles"] as const) {
    if (input[field] !== undefined) Object.assign(changes, { [field]: input[field] });
  }
  try {
    if (input.password === undefined) {
      const row = await updateUser(ctx.db, id, changes);
      if (!row) throw notFound();
      return toUser(row);
    }
    // An admin setting a password ends that member's sessions, in the same batch.
    changes.passwordHash = await hashPassword(input.password);
    const [updated] = await ctx.db.batch([
      updateUserQuery(ctx.db, id, changes),
      bumpSessionVersionQuery(ctx.db, id, at),
    ]);
    const row = updated[0];
    if (!row) throw notFound();
    return toUser(row);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    conflict(error);
  }
}

export async function deleteUserAccount(ctx: ServiceContext, actor: AuthenticatedUser, id: string) {
  assertSelfOrAdmin(actor, id);
  const target = actor.user.id === id ? actor.user : await findUserById(ctx.db, id);
  if (!target) throw notFound();
  if (isAdmin(parseRoles(target.roles))) await assertNotLastAdmin(ctx);
  // Reset tokens go with the user (ON DELETE CASCADE); sessions fail their D1
  // check as soon as the row is gone.
  const [deleted] = await deleteUserQuery(ctx.db, id);
  if (!deleted) throw notFound();
  return { id: deleted.id };
}

async function assertNotLastAdmin(ctx: ServiceContext) {
  if ((await countAdmins(ctx.db)) <= 1) {
    throw new ApiError("LAST_ADMIN", "This is the only admin account. Make another member admin first.");
  }
}
