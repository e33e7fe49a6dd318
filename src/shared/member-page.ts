import { excerpt } from "./excerpt";
import type { PublicUser } from "./users";

/**
 * The <head> of a member's public page, /users/{username}/{id}: title,
 * description, canonical address, Open Graph (a profile) and Twitter tags,
 * written by the Worker into the SPA shell so a link pasted into a chat
 * shows who it is (docs/decisions/032-member-page-tags.md). Built only from
 * the public view: what the member chose to show. No zod here.
 */

/** The element that carries the public view itself, as JSON, in the page the Worker serves. */
export const MEMBER_DATA_ELEMENT_ID = "member-data";

/** What the tags say about the site (src/site.config.ts, passed in: contracts import nothing else). */
export type MemberPageSite = { productName: string; shortName: string };

export type MemberPageMeta = { attribute: "name" | "property"; key: string; content: string };

export type MemberPageHead = { title: string; description: string; url: string; image: string; meta: MemberPageMeta[] };

type PageMember = Pick<PublicUser, "id" | "username" | "firstName" | "lastName" | "major" | "graduationYear" | "bio">;

/** "First Last", or the username when the member gave no name. */
export function memberName(user: Pick<PublicUser, "username" | "firstName" | "lastName">): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username;
}

export function memberPagePath(user: Pick<PublicUser, "username" | "id">): string {
  return `/users/${encodeURIComponent(user.username)}/${encodeURIComponent(user.id)}`;
}

/** "Member of {shortName} · Computer Science · Class of 2028. I build weather stations…" */
export function memberPageDescription(user: PageMember, site: MemberPageSite): string {
  const facts = [`Member of ${site.shortName}`, user.major, user.graduationYear ? `Class of ${user.graduationYear}` : undefined];
  const line = `${facts.filter(Boolean).join(" · ")}.`;
  return excerpt(user.bio ? `${line} ${user.bio}` : line, 200);
}

export function memberPageHead(user: PageMember, siteOrigin: string, site: MemberPageSite): MemberPageHead {
  const name = memberName(user);
  const title = `${name} | ${site.productName}`;
  const description = memberPageDescription(user, site);
  const url = `${siteOrigin}${memberPagePath(user)}`;
  // The member page's share image (scripts/postbuild/share-images.ts): no member's photo is kept.
  const image = `${siteOrigin}/og/users-username-id.png`;
  const meta: MemberPageMeta[] = [
    { attribute: "name", key: "description", content: description },
    // A student's page is for the people they send it to, not for search engines.
    { attribute: "name", key: "robots", content: "noindex" },
    { attribute: "property", key: "og:type", content: "profile" },
    { attribute: "property", key: "og:site_name", content: site.productName },
    { attribute: "property", key: "og:title", content: title },
    { attribute: "property", key: "og:description", content: description },
    { attribute: "property", key: "og:url", content: url },
    { attribute: "property", key: "og:image", content: image },
    { attribute: "property", key: "og:image:width", content: "1200" },
    { attribute: "property", key: "og:image:height", content: "630" },
    { attribute: "property", key: "og:image:alt", content: `${name}, ${site.productName}` },
    { attribute: "property", key: "profile:username", content: user.username },
    ...(user.firstName ? [{ attribute: "property" as const, key: "profile:first_name", content: user.firstName }] : []),
    ...(user.lastName ? [{ attribute: "property" as const, key: "profile:last_name", content: user.lastName }] : []),
    { attribute: "name", key: "twitter:card", content: "summary" },
    { attribute: "name", key: "twitter:title", content: title },
    { attribute: "name", key: "twitter:description", content: description },
    { attribute: "name", key: "twitter:image", content: image },
  ];
  return { title, description, url, image, meta };
}
