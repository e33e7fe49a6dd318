import { Hono } from "../../../http/hono";
import { leaderboardQuerySchema } from "../../../../src/shared/leaderboard";
import {
  adjustmentListQuerySchema,
  adjustmentRequestSchema,
  memberLookupQuerySchema,
  pointsHistoryParamSchema,
  pointsHistoryQuerySchema,
} from "../../../../src/shared/points";
import { publicMemberParamSchema } from "../../../../src/shared/users";
import type { AppEnv } from "../../../app-env";
import { ok } from "../../../http/respond";
import { requireRole } from "../../../middleware/require-role";
import { authOf, loadSession, requireUser } from "../../../middleware/session";
import { validJson, validParam, validQuery } from "../../../middleware/validate";
import { leaderboard } from "../services/leaderboard";
import { adjustPoints, listAdjustments, lookUpMembers, pointsHistory } from "../services/points";
import { publicStanding } from "../services/public-standing";

/** /api/points: officers' adjustments (decisions 024, 055, 056) and the members they are made for. */
export const pointsRoutes = new Hono<AppEnv>()
  .post("/adjustments", loadSession(), requireRole("officer"), ...validJson(adjustmentRequestSchema), async (c) => {
    const result = await adjustPoints(c.var.services, authOf(c), c.req.valid("json"));
    return ok(c, result, { status: 201, message: "Points adjusted." });
  })
  .get("/adjustments", loadSession(), requireRole("officer"), validQuery(adjustmentListQuerySchema), async (c) => {
    const { lines, meta } = await listAdjustments(c.var.services, authOf(c), c.req.valid("query"));
    return ok(c, lines, { meta });
  })
  .get("/members", loadSession(), requireRole("officer"), validQuery(memberLookupQuerySchema), async (c) => {
    return ok(c, await lookUpMembers(c.var.services, c.req.valid("query").q));
  });

/** /api/users/{id}/points: a member's ledger, for themselves, officers and admins. */
export const userPointsRoutes = new Hono<AppEnv>().get(
  "/:id/points",
  loadSession(),
  requireUser(),
  validQuery(pointsHistoryQuerySchema),
  validParam(pointsHistoryParamSchema),
  async (c) => {
    const { entries, meta } = await pointsHistory(c.var.services, authOf(c), c.req.valid("param").id, c.req.valid("query"));
    return ok(c, entries, { meta });
  },
);

/** /api/leaderboard (members: a sponsor-only account gets 403; decision 026). */
export const leaderboardRoutes = new Hono<AppEnv>().get("/", loadSession(), requireRole("member"), validQuery(leaderboardQuerySchema), async (c) => {
  const { rows, meta } = await leaderboard(c.var.services, authOf(c).user.id, c.req.valid("query"));
  return ok(c, rows, { meta });
});

/** /api/users/public/{username}/{id}/standing: a member's attendance and rank this term, for their public page (anyone; decision 045). */
export const publicStandingRoutes = new Hono<AppEnv>().get("/public/:username/:id/standing", validParam(publicMemberParamSchema), async (c) => {
  const { username, id } = c.req.valid("param");
  return ok(c, await publicStanding(c.var.services, username, id));
});
