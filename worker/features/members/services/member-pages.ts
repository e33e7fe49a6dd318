import { MEMBER_DATA_ELEMENT_ID, memberPageHead } from "../../../../src/shared/member-page";
import type { PublicUser } from "../../../../src/shared/users";
import { site } from "../../../../src/site.config";
import { ApiError } from "../../../http/api-error";
import { escapeHtml } from "../../../../src/shared/html";
import { jsonForScript, withPageHead } from "../../../lib/html";
import type { ServiceContext } from "../../../services/context";
import { getPublicUser } from "./users";

/**
 * A member's public page, /users/{username}/{id}: the SPA shell with the
 * member's name, what they chose to show and the share tags written into
 * the HTML (link previews run no JavaScript), and the public view itself
 * as JSON, so the page renders without asking the API again. See
 * docs/decisions/032-member-page-tags.md.
 */

/** The public view for the page, or undefined when the username and id do not belong together. */
export async function memberForPage(ctx: ServiceContext, username: string, id: string): Promise<PublicUser | undefined> {
  try {
    return await getPublicUser(ctx, username, id);
  } catch (error) {
    if (error instanceof ApiError && error.code === "NOT_FOUND") return undefined;
    throw error;
  }
}

function headHtml(user: PublicUser, siteOrigin: string): string {
  const head = memberPageHead(user, siteOrigin, site);
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(head.url)}"/>`,
    ...head.meta.map(({ attribute, key, content }) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}"/>`),
    `<script type="application/json" id="${MEMBER_DATA_ELEMENT_ID}">${jsonForScript(user)}</script>`,
  ].join("");
}

/** The shell with the member's tags: whatever page-level tags the shell had are replaced, not duplicated. */
export function renderMemberPage(shell: Response, user: PublicUser, siteOrigin: string): Response {
  return withPageHead(shell, headHtml(user, siteOrigin), ['head > meta[property^="profile:"]']);
}
