import { FaqList } from "~/components/faq-list";
import { PageShell } from "~/components/page-shell";
import { RESOURCES } from "~/content/resources";
import { CampusHelp } from "~/features/resources/components/campus-help";
import { LinkList } from "~/features/resources/components/link-list";
import { OfficeHours } from "~/features/resources/components/office-hours";
import { OnThisPage } from "~/features/resources/components/on-this-page";
import { ResourceBlock } from "~/features/resources/components/resource-block";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/resources";

export const loader = () => ({ meta: pageMeta("/resources") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

const PARTS = [
  ["study", "Study resources"],
  ["freshman-faq", "Freshman FAQ"],
  ["career", "Career"],
  ["campus", "Campus help"],
  ["office-hours", "Office hours"],
] as const;

export default function Resources() {
  return (
    <PageShell
      title="Resources"
      lead="Everything we wish someone had handed us in our first week: where to study, who to ask and when the board is around to help."
    >
      <OnThisPage parts={PARTS} />
      <ResourceBlock id="study" title="Study resources" lead="Free material our members use alongside their courses.">
        <LinkList links={RESOURCES.study} />
      </ResourceBlock>
      <ResourceBlock id="freshman-faq" title="Freshman FAQ" lead="What first-years ask us most in their first month.">
        <FaqList items={RESOURCES.freshmanFaq} />
      </ResourceBlock>
      <ResourceBlock id="career" title="Career" lead="Where to start with résumés, interviews and internships.">
        <LinkList links={RESOURCES.career} />
      </ResourceBlock>
      <ResourceBlock id="campus" title="Campus help" lead="Offices on campus that are free for students and worth knowing early.">
        <CampusHelp />
      </ResourceBlock>
      <ResourceBlock id="office-hours" title="Office hours" lead="Board members hold weekly office hours during the term. Drop by; no appointment needed.">
        <OfficeHours />
      </ResourceBlock>
    </PageShell>
  );
}
