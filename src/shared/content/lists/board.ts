import type * as z from "zod/mini";
import { type Html, html } from "../../html";
import type { boardMemberFieldsSchema } from "../board";
import type { PublishedItem } from "../pages";
import { BOARD_GROUPS, type BoardGroup } from "../vocabulary";
import { contentImageHtml } from "./content-image";

/** A person on /board: the item's id and its fields (src/shared/content/board.ts). */
export type BoardMemberView = { id: string } & z.output<typeof boardMemberFieldsSchema>;

const REQUIRED = ["name", "role", "year", "major", "bio"] as const;

/**
 * The board as the page shows it. The Worker checked every item against its contract when it was
 * written; an item that is not a person after all (a contract changed since) is left out rather
 * than breaking the page. No zod: the page's first load carries this.
 */
export function boardMembersOf(items: readonly PublishedItem[]): BoardMemberView[] {
  return items.flatMap(({ id, fields }) =>
    REQUIRED.every((key) => typeof fields[key] === "string") && BOARD_GROUPS.includes(fields.group as BoardGroup)
      ? [{ id, links: [], ...fields } as unknown as BoardMemberView]
      : [],
  );
}

const GROUP_TITLES: Record<BoardGroup, { title: string; text: string }> = {
  executive: { title: "Executive board", text: "Runs the chapter: its budget, partners, meetings and members." },
  chairs: { title: "Chairs", text: "Each chair plans the events of one pillar, from résumé nights to potlucks." },
  leads: { title: "Program leads", text: "Each lead runs one of our year-long programs." },
  advisors: { title: "Advisors", text: "Faculty and staff who advise the chapter." },
  alumni: { title: "Alumni board", text: "Past officers, still glad to answer a question." },
};

const CARD = "flex gap-4 rounded-xl border border-line bg-surface-raised p-4 shadow-sm sm:gap-5 sm:p-5";
const GRID = "mt-5 grid grid-cols-1 gap-5 lg:grid-cols-2";
const link = "font-medium text-link underline underline-offset-4";

/** A board member: portrait, name, role, year and major, bio, e-mail and links. */
function boardCard(member: BoardMemberView, priority: boolean): Html {
  const portrait = member.portrait
    ? contentImageHtml(member.portrait, "portrait", {
        sizes: "(min-width: 640px) 128px, 96px",
        priority,
        className: "w-24 shrink-0 self-start sm:w-32",
        imgClassName: "rounded-lg bg-surface-muted",
      })
    : html`<div aria-hidden="true" class="aspect-[4/5] w-24 shrink-0 self-start rounded-lg bg-surface-muted sm:w-32"></div>`;
  return html`<article aria-labelledby="member-${member.id}" class="${CARD}">${portrait}<div class="min-w-0"><h3 id="member-${member.id}" class="text-lg font-semibold text-ink">${member.name}${
    member.pronouns && html`<span class="ml-2 text-sm font-normal text-ink-muted">(${member.pronouns})</span>`
  }</h3><p class="font-medium text-link">${member.role}</p><p class="text-sm text-ink-muted">${member.year} · ${member.major}</p><p class="mt-2 text-sm leading-relaxed text-ink">${member.bio}</p>${
    member.email && html`<p class="mt-2 text-sm"><a href="mailto:${member.email}" class="break-all ${link}">${member.email}</a></p>`
  }${
    member.links.length > 0 &&
    html`<ul class="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">${member.links.map((each) => html`<li><a href="${each.href}" class="${link}">${each.label}</a></li>`)}</ul>`
  }</div></article>`;
}

const groupHeading = (group: BoardGroup) =>
  html`<h2 id="group-${group}" class="text-2xl font-semibold text-ink">${GROUP_TITLES[group].title}</h2><p class="mt-1 text-ink-muted">${GROUP_TITLES[group].text}</p>`;

/**
 * /board's list: the board by group (a group with nobody in it is left out); the first two
 * portraits load at once (above the fold), the rest lazily.
 */
export function boardListHtml(members: readonly BoardMemberView[]): Html {
  const groups = BOARD_GROUPS.filter((group) => members.some((member) => member.group === group));
  return html`${groups.map(
    (group, groupIndex) =>
      html`<section aria-labelledby="group-${group}" class="pt-4">${groupHeading(group)}<div class="${GRID}">${members
        .filter((member) => member.group === group)
        .map((member, index) => boardCard(member, groupIndex === 0 && index < 2))}</div></section>`,
  )}`;
}

/** A card's outline while the board loads: the same box, so nothing moves when the people arrive. */
const cardOutline = html`<div aria-hidden="true" class="${CARD}"><div class="aspect-[4/5] w-24 shrink-0 rounded-lg bg-surface-muted sm:w-32"></div><div class="min-w-0 flex-1 space-y-2 pt-1"><div class="h-5 w-2/3 rounded bg-surface-muted"></div><div class="h-4 w-1/2 rounded bg-surface-muted"></div><div class="h-4 w-1/3 rounded bg-surface-muted"></div><div class="h-16 rounded bg-surface-muted"></div></div></div>`;

/** The first group's heading and six card outlines (more than a tall screen holds), as the page looks before its people arrive. */
export const BOARD_LIST_PLACEHOLDER: Html = html`<section aria-labelledby="group-executive" aria-busy="true" class="pt-4">${groupHeading("executive")}<div class="${GRID}">${Array.from({ length: 6 }, () => cardOutline)}</div></section>`;
