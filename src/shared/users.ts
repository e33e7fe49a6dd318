import * as z from "zod/mini";
import "./zod-messages";
import {
  EmailSchema,
  FirstNameSchema,
  LastNameSchema,
  PasswordSchema,
  PointsSchema,
  USERNAME_MAX,
  UserIdParamSchema,
  UserIdSchema,
  UsernameSchema,
} from "./fields";
import { PROFILE_FIELDS, profileShape, profileUpdateFields, publicProfileShape } from "./profile";
import { lazySchema } from "./lazy-schema";
import { parseRoles, ROLES } from "./roles";
import { instantSchema } from "./time/instant-schema";

/**
 * The roles field of a user: a comma-separated list of known roles, stored
 * sorted and without duplicates. Accepts a list too, for convenience.
 */
export const RolesSchema = lazySchema(() =>
  z.pipe(
    z.pipe(
      z.pipe(
        z.union([z.string(), z.array(z.string())]),
        z.transform((value) => [...new Set((Array.isArray(value) ? value : parseRoles(value)).map((r) => r.trim()))]),
      ),
      z.array(z.enum(ROLES, { error: `Roles must be among: ${ROLES.join(", ")}.` })),
    ),
    z.transform((list) => [...list].sort().join(",")),
  ),
);

/** A user as the API returns it. The password and its hash never leave the database. */
export const userSchema = lazySchema(() =>
  z.object({
    id: UserIdSchema,
    username: z.string({ error: "Username is required." }).check(z.minLength(1, { error: "Username is required." })),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    timeAdded: instantSchema,
    timeUpdated: instantSchema,
    points: z.int().check(z.gte(0)),
    roles: z.string(),
    showEmail: z.boolean(),
    ...profileShape,
    /** Whether other members see this member on the leaderboards (default true). */
    showOnLeaderboard: z.boolean(),
  }),
);
export type User = z.infer<typeof userSchema>;

/**
 * What anyone may see of a member; `email` only when the member chose to
 * show it, `points` only while they show on the leaderboard.
 */
export const publicUserSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    points: z.optional(z.int().check(z.gte(0))),
    roles: z.string(),
    email: z.optional(z.string()),
    ...publicProfileShape,
  }),
);
export type PublicUser = z.infer<typeof publicUserSchema>;

export const userListSchema = lazySchema(() => z.array(userSchema));

/** GET, PATCH and DELETE /api/users/{id}; sponsor access's PUT and DELETE: no such user (404) for an id that cannot be one. */
export const userIdParamSchema = lazySchema(() => z.object({ id: UserIdParamSchema("No such user.") }));

/**
 * A member's public page and its data: /users/{username}/{id},
 * /api/users/public/{username}/{id} and its `/standing`. Both parts must
 * match; a part longer than any username or id names nobody (404).
 */
export const publicMemberParamSchema = lazySchema(() =>
  z.object({
    username: z.string().check(z.maxLength(USERNAME_MAX, { error: "No such user." })),
    id: UserIdParamSchema("No such user."),
  }),
);

export const createUserRequestSchema = lazySchema(() =>
  z.object({
    username: UsernameSchema,
    email: EmailSchema,
    password: PasswordSchema,
    firstName: z.optional(FirstNameSchema),
    lastName: z.optional(LastNameSchema),
    points: z.optional(PointsSchema),
    roles: z.optional(RolesSchema),
  }),
);
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

/** Fields a member may change on their own account. */
export const SELF_EDITABLE_FIELDS = ["firstName", "lastName", "username", "showEmail", "showOnLeaderboard", ...PROFILE_FIELDS] as const;
/** Fields only an admin may change. */
export const ADMIN_ONLY_FIELDS = ["email", "password", "points", "roles"] as const;

export const updateUserRequestSchema = lazySchema(() =>
  z.strictObject({
    id: UserIdSchema,
    username: z.optional(UsernameSchema),
    firstName: z.optional(FirstNameSchema),
    lastName: z.optional(LastNameSchema),
    showEmail: z.optional(z.boolean({ error: "showEmail must be true or false." })),
    showOnLeaderboard: z.optional(z.boolean({ error: "showOnLeaderboard must be true or false." })),
    email: z.optional(EmailSchema),
    password: z.optional(PasswordSchema),
    /**
     * A new total (admins), written as an adjustment for the difference. A
     * compatibility path for older clients: new code changes points with
     * POST /api/points/adjustments (`adjustmentRequestSchema`), by a delta with its reason.
     */
    points: z.optional(PointsSchema),
    roles: z.optional(RolesSchema),
    ...profileUpdateFields,
  }),
);
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

/**
 * DELETE /api/users/{id}: deleting one's own account needs the current
 * password; an admin deleting someone else sends no body.
 */
export const deleteUserRequestSchema = lazySchema(() =>
  z.object({
    currentPassword: z.optional(z.string({ error: "Enter your password." }).check(z.maxLength(128, { error: "Too long." }))),
  }),
);
export type DeleteUserRequest = z.input<typeof deleteUserRequestSchema>;
export const deleteUserResponseSchema = lazySchema(() => z.object({ id: UserIdSchema }));

export const USERS_PAGE_SIZE_MAX = 100;
export const listUsersQuerySchema = lazySchema(() =>
  z.object({
    q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
    pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(USERS_PAGE_SIZE_MAX)), 20),
  }),
);
export type ListUsersQuery = z.input<typeof listUsersQuerySchema>;
