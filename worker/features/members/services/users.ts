import type * as z from "zod/mini";
import {
  ADMIN_ONLY_FIELDS,
  type createUserRequestSchema,
  type listUsersQuerySchema,
  type PublicUser,
  type updateUserRequestSchema,
  type User,
} from "../../../../src/shared/users";
import { DEFAULT_ROLES, isAdmin, isMember, parseRoles } from "../../../../src/shared/roles";
import { ApiError } from "../../../http/api-error";
import { uniqueViolation } from "../../../db/client";
import type { NewUserRow, UserRow } from "../../../db/schema";
import {
  bumpSessionVersionQuery,
  deleteUserQuery,
  findUserById,
  insertUserQuery,
  listUsers,
  notLastAdmin,
  updateUserQuery,
  userByIdQuery,
} from "../../../db/users";
import { ADMIN_SET_REASON } from "../../../../src/shared/points";
import { deleteResetsOfUserQuery } from "../../auth/db/verifications";
import { resumeKeyQuery } from "../../resume-book/db/resumes";
import { emailChangedMail, passwordChangedMail } from "../../../email/templates";
import { now } from "../../../lib/clock";
import type { ServiceContext } from "../../../services/context";
import { hashPassword } from "../../../lib/passwords";
import { assertPasswordAcceptable } from "../../auth/services/password-policy";
import type { AuthenticatedUser } from "../../../services/sessions";
import { checkPassword } from "../../auth/services/sign-in";
import { assertResumeBookChange, profileChanges, toProfile, toPublicProfile } from "../../../services/profile";
import { adjustmentWrite } from "../../points/services/points";
import { removeResumeObject } from "../../resume-book/services/resumes";
import { newId } from "../../../lib/ids";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";

/** The API's view of a user: never the password hash or the session version. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    timeAdded: formatUtcInstant(row.timeAdded),
    timeUpdated: formatUtcInstant(row.timeUpdated),
    points: row.points,
    roles: row.roles,
    showEmail: row.showEmail,
    ...toProfile(row),
    showOnLeaderboard: row.showOnLeaderboard,
  };
}

export function toPublicUser(row: UserRow): PublicUser {
  const view: PublicUser = {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    roles: row.roles,
  };
  // Leaving the leaderboard means "do not show where I stand": the total goes too (`points` was always optional in the public view).
  if (row.showOnLeaderboard) view.points = row.points;
  if (row.showEmail) view.email = row.email;
  return Object.assign(view, toPublicProfile(row));
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
  // A recruiter's (sponsor-only) account is not a member and has no member page.
  if (!row || row.username.toLowerCase() !== username.toLowerCase() || !isMember(parseRoles(row.roles))) throw notFound();
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

export async function createUser(ctx: ServiceContext, actorId: string, input: z.output<typeof createUserRequestSchema>): Promise<User> {
  await assertPasswordAcceptable(ctx, input.password);
  const at = now();
  const id = newId();
  const row: NewUserRow = {
    id,
    username: input.username,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName ?? "",
    lastName: input.lastName ?? "",
    // Points come only from the ledger (decision 024): an adjustment below.
    points: 0,
    roles: input.roles ?? DEFAULT_ROLES,
    timeAdded: at,
    timeUpdated: at,
  };
  try {
    if (!input.points) return toUser((await insertUserQuery(ctx.db, row))[0]!);
    const { query: setPoints } = adjustmentWrite(ctx, { userId: id, change: { total: input.points }, reason: ADMIN_SET_REASON, actorId, at });
    const [, , created] = await ctx.db.batch([insertUserQuery(ctx.db, row), setPoints, userByIdQuery(ctx.db, id)]);
    return toUser(created[0]!);
  } catch (error) {
    conflict(error);
  }
}

type UserChanges = z.output<typeof updateUserRequestSchema>;

const lastAdmin = () => new ApiError("LAST_ADMIN", "This is the only admin account. Make another member admin first.");

/**
 * Members may change their names, username and e-mail visibility; admins may
 * also change e-mail, password, points and roles, of anyone. Roles are read
 * from D1 on every request, so a removed role takes effect at once. The
 * member is told by e-mail when an admin sets their password or changes
 * their address (at both addresses).
 */
export async function updateUserAccount(ctx: ServiceContext, actor: AuthenticatedUser, id: string, input: UserChanges): Promise<User> {
  if (input.id !== id) throw new ApiError("ID_MISMATCH", "The id in the body does not match the URL.");
  assertSelfOrAdmin(actor, id);
  const admin = isAdmin(actor.roles);
  const adminFields = ADMIN_ONLY_FIELDS.filter((field) => input[field] !== undefined);
  if (!admin && adminFields.length > 0) {
    throw new ApiError("FORBIDDEN", `Only an admin can change ${adminFields.join(", ")}.`);
  }
  if (input.password !== undefined) await assertPasswordAcceptable(ctx, input.password);
  const target = actor.user.id === id ? actor.user : await findUserById(ctx.db, id);
  if (!target) throw notFound();
  assertResumeBookChange(actor, target, input);
  // Applied only if another admin remains, checked by the update itself.
  const keepAnAdmin = input.roles !== undefined && !isAdmin(parseRoles(input.roles));

  const at = now();
  const changes: Partial<NewUserRow> = { timeUpdated: at };
  for (const field of ["username", "firstName", "lastName", "showEmail", "showOnLeaderboard", "email", "roles"] as const) {
    if (input[field] !== undefined) Object.assign(changes, { [field]: input[field] });
  }
  Object.assign(changes, profileChanges(input));
  const emailChanged = input.email !== undefined && input.email !== target.email.toLowerCase();
  let row: UserRow | undefined;
  try {
    if (input.password !== undefined) changes.passwordHash = await hashPassword(input.password);
    const update = updateUserQuery(ctx.db, id, changes, keepAnAdmin);
    // A new total is an adjustment in the ledger for the difference (decision
    // 024), written first and only if the update below will happen too.
    const setPoints =
      input.points === undefined
        ? []
        : [
            adjustmentWrite(ctx, {
              userId: id,
              change: { total: input.points },
              reason: ADMIN_SET_REASON,
              actorId: actor.user.id,
              at,
              guard: keepAnAdmin ? notLastAdmin(id) : undefined,
            }).query,
          ];
    if (setPoints.length > 0 || input.password !== undefined || emailChanged) {
      // A new password ends the member's sessions; a new password or address
      // voids reset links sent before — in the same transaction.
      const [first, ...rest] = [
        ...setPoints,
        update,
        ...(input.password !== undefined ? [bumpSessionVersionQuery(ctx.db, id, at)] : []),
        ...(input.password !== undefined || emailChanged ? [deleteResetsOfUserQuery(ctx.db, id)] : []),
      ];
      const results: unknown[] = await ctx.db.batch([first!, ...rest]);
      // The update's answer comes after the points' row, if any: its `points` is then the new total.
      row = (results[setPoints.length] as UserRow[])[0];
    } else {
      row = (await update)[0];
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    conflict(error);
  }
  if (!row) throw keepAnAdmin && (await findUserById(ctx.db, id)) ? lastAdmin() : notFound();
  if (input.password !== undefined) await ctx.sendMailQuietly(passwordChangedMail(row.email, "set-by-admin"));
  if (emailChanged) {
    await ctx.sendMailQuietly(emailChangedMail(target.email, target.email, row.email));
    await ctx.sendMailQuietly(emailChangedMail(row.email, target.email, row.email));
  }
  return toUser(row);
}

/**
 * Deletes an account: one's own only with the current password (a throttled
 * attempt, like a sign-in); an admin deleting someone else gives none. The
 * last admin cannot go (checked by the delete itself).
 */
export async function deleteUserAccount(ctx: ServiceContext, actor: AuthenticatedUser, id: string, currentPassword: string | undefined) {
  assertSelfOrAdmin(actor, id);
  const self = actor.user.id === id;
  if (self && (currentPassword === undefined || !(await checkPassword(ctx, actor.user, currentPassword)))) {
    throw new ApiError("INVALID_CREDENTIALS", "Your password is not correct. Enter it to delete your account.");
  }
  // Reset links go with the user (ON DELETE CASCADE); sessions fail their D1
  // check as soon as the row is gone. The résumé's row goes by cascade too;
  // its key, read in the same batch, lets the file go right after.
  const [resume, [deleted]] = await ctx.db.batch([resumeKeyQuery(ctx.db, id), deleteUserQuery(ctx.db, id)]);
  if (!deleted) throw (await findUserById(ctx.db, id)) ? lastAdmin() : notFound();
  await removeResumeObject(ctx, resume[0]?.objectKey, "account deleted");
  return { id: deleted.id };
}
