import { BOARD_GROUPS, type BoardGroup } from "~/shared/content/vocabulary";
import type { BoardMemberView } from "../lib/board-members";
import { BoardCard, BoardCardPlaceholder } from "./board-card";

const GROUP_TITLES: Record<BoardGroup, { title: string; text: string }> = {
  executive: { title: "Executive board", text: "Runs the chapter: its budget, partners, meetings and members." },
  chairs: { title: "Chairs", text: "Each chair plans the events of one pillar, from résumé nights to potlucks." },
  leads: { title: "Program leads", text: "Each lead runs one of our year-long programs." },
  advisors: { title: "Advisors", text: "Faculty and staff who advise the chapter." },
  alumni: { title: "Alumni board", text: "Past officers, still glad to answer a question." },
};

/** The board by group (a group with nobody in it is left out); the first two portraits load at once (above the fold), the rest lazily. */
export function BoardGroups({ members }: { members: readonly BoardMemberView[] }) {
  return BOARD_GROUPS.filter((group) => members.some((member) => member.group === group)).map((group, groupIndex) => (
    <section key={group} aria-labelledby={`group-${group}`} className="pt-4">
      <h2 id={`group-${group}`} className="text-2xl font-semibold text-ink">
        {GROUP_TITLES[group].title}
      </h2>
      <p className="mt-1 text-ink-muted">{GROUP_TITLES[group].text}</p>
      <div className="mt-5 grid grid-cols-1 gap-5 lg:grid-cols-2">
        {members
          .filter((member) => member.group === group)
          .map((member, i) => (
            <BoardCard key={member.id} member={member} priority={groupIndex === 0 && i < 2} />
          ))}
      </div>
    </section>
  ));
}

/** The card outlines the page shows while the board loads (named for their keys): more than a tall screen holds, so nothing in view moves. */
const PLACEHOLDER_CARDS = ["first", "second", "third", "fourth", "fifth", "sixth"] as const;

/** The first group's heading and card outlines, as the page looks before its people arrive. */
export function BoardGroupsPlaceholder() {
  return (
    <section aria-labelledby="group-executive" aria-busy="true" className="pt-4">
      <h2 id="group-executive" className="text-2xl font-semibold text-ink">
        {GROUP_TITLES.executive.title}
      </h2>
      <p className="mt-1 text-ink-muted">{GROUP_TITLES.executive.text}</p>
      <div className="mt-5 grid grid-cols-1 gap-5 lg:grid-cols-2">
        {PLACEHOLDER_CARDS.map((card) => (
          <BoardCardPlaceholder key={card} />
        ))}
      </div>
    </section>
  );
}
