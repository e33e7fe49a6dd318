import * as z from "zod";
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
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) => [...new Set((Array.isArray(value) ? value : parseRoles(value)).map((r) => r.trim()))])
    .pipe(z.array(z.enum(ROLES, { error: `Roles must be among: ${ROLES.join(", ")}.` })))
    .transform((list) => [...list].sort().join(",")),
);

/** A user as the API returns it. The password and its hash never leave the database. */
export const userSchema = lazySchema(() =>
  z.object({
    id: UserIdSchema,
    username: z.string({ error: "Username is required." }).min(1, { error: "Username is required." }),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    timeAdded: instantSchema,
    timeUpdated: instantSchema,
    points: z.number().int().min(0),
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
    points: z.number().int().min(0).optional(),
    roles: z.string(),
    email: z.string().optional(),
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
    username: z.string().max(USERNAME_MAX, { error: "No such user." }),
    id: UserIdParamSchema("No such user."),
  }),
);

export const createUserRequestSchema = lazySchema(() =>
  z.object({
    username: UsernameSchema,
    email: EmailSchema,
    password: PasswordSchema,
    firstName: FirstNameSchema.optional(),
    lastName: LastNameSchema.optional(),
    points: PointsSchema.optional(),
    roles: RolesSchema.optional(),
  }),
);
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

/** Fields a member may change on their own account. */
export const SELF_EDITABLE_FIELDS = ["firstName", "lastName", "username", "showEmail", "showOnLeaderboard", ...PROFILE_FIELDS] as const;
/** Fields only an admin may change. */
export const ADMIN_ONLY_FIELDS = ["email", "password", "points", "roles"] as const;

export const updateUserRequestSchema = lazySchema(() =>
  z
    .object({
      id: UserIdSchema,
      username: UsernameSchema.optional(),
      firstName: FirstNameSchema.optional(),
      lastName: LastNameSchema.optional(),
      showEmail: z.boolean({ error: "showEmail must be true or false." }).optional(),
      showOnLeaderboard: z.boolean({ error: "showOnLeaderboard must be true or false." }).optional(),
      email: EmailSchema.optional(),
      password: PasswordSchema.optional(),
      /**
       * A new total (admins), written as an adjustment for the difference. A
       * compatibility path for older clients: new code changes points with
       * POST /api/points/adjustments (`adjustmentRequestSchema`), by a delta with its reason.
       */
      points: PointsSchema.optional(),
      roles: RolesSchema.optional(),
      ...profileUpdateFields,
    })
    .strict(),
);
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

/**
 * DELETE /api/users/{id}: deleting one's own account needs the current
 * password; an admin deleting someone else sends no body.
 */
export const deleteUserRequestSchema = lazySchema(() =>
  z.object({
    currentPassword: z.string({ error: "Enter your password." }).max(128, { error: "Too long." }).optional(),
  }),
);
export type DeleteUserRequest = z.input<typeof deleteUserRequestSchema>;
export const deleteUserResponseSchema = lazySchema(() => z.object({ id: UserIdSchema }));

export const USERS_PAGE_SIZE_MAX = 100;
export const listUsersQuerySchema = lazySchema(() =>
  z.object({
    q: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(USERS_PAGE_SIZE_MAX).default(20),
  }),
);
export type ListUsersQuery = z.input<typeof listUsersQuerySchema>;
