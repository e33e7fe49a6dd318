import { Hono } from "../../../http/hono";
import {
  acceptOfficerInvitationRequestSchema,
  invitationIdParamSchema,
  inviteOfficerRequestSchema,
  officerIdParamSchema,
} from "../../../../src/shared/officers";
import type { AppEnv } from "../../../app-env";
import { ok } from "../../../http/respond";
import { ipRateLimit } from "../../../middleware/ip-rate-limit";
import { requireRole } from "../../../middleware/require-role";
import { authOf, loadSession, requireUser } from "../../../middleware/session";
import { validJson, validParam } from "../../../middleware/validate";
import { acceptInvitation, giveOfficerRole, inviteOfficer, listOfficers, removeOfficerRole, withdrawInvitation } from "../services/officers";

const admin = [loadSession(), requireRole("admin")] as const;

/** /api/officers: the officers' page (admins), and accepting an invitation (the invitee, signed in). */
export const officerRoutes = new Hono<AppEnv>()
  .post("/invitations/accept", loadSession(), requireUser(), ipRateLimit(), ...validJson(acceptOfficerInvitationRequestSchema), async (c) => {
    return ok(c, await acceptInvitation(c.var.services, authOf(c), c.req.valid("json")), { message: "You are an officer now." });
  })
  .get("/", ...admin, async (c) => {
    c.header("Cache-Control", "private, no-store");
    return ok(c, await listOfficers(c.var.services));
  })
  .post("/invitations", ...admin, ...validJson(inviteOfficerRequestSchema), async (c) => {
    const invitation = await inviteOfficer(c.var.services, authOf(c), c.req.valid("json"));
    return ok(c, invitation, { status: 201, message: `Invitation sent to ${invitation.email}.` });
  })
  .delete("/invitations/:id", ...admin, validParam(invitationIdParamSchema), async (c) => {
    return ok(c, await withdrawInvitation(c.var.services, c.req.valid("param").id), { message: "Invitation withdrawn." });
  })
  .put("/:id", ...admin, validParam(officerIdParamSchema), async (c) => {
    return ok(c, await giveOfficerRole(c.var.services, c.req.valid("param").id), { message: "Officer role given." });
  })
  .delete("/:id", ...admin, validParam(officerIdParamSchema), async (c) => {
    return ok(c, await removeOfficerRole(c.var.services, c.req.valid("param").id), { message: "Officer role removed." });
  });
