import { AboutIntro } from "~/features/about/components/about-intro";
import { AboutSection } from "~/features/about/components/about-section";
import { Mission } from "~/features/about/components/mission";
import { PillarList } from "~/features/about/components/pillar-list";
import { Story } from "~/features/about/components/story";
import { Timeline } from "~/features/about/components/timeline";
import { ValueList } from "~/features/about/components/value-list";
import { ContactSection } from "~/features/contact/components/contact-section";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/about";

export const loader = () => ({ meta: pageMeta("/about") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

const SECTIONS = [
  { id: "mission", title: "Our mission", Content: Mission },
  { id: "history", title: "Our story", Content: Story },
  { id: "what-we-do", title: "What we do", Content: PillarList },
  { id: "values", title: "Our values", Content: ValueList },
  { id: "timeline", title: "Timeline", Content: Timeline },
];

export default function About() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <AboutIntro />
      <div className="mt-12 grid gap-12 leading-relaxed text-ink">
        {SECTIONS.map(({ id, title, Content }) => (
          <AboutSection key={id} id={id} title={title}>
            <Content />
          </AboutSection>
        ))}
        <ContactSection />
      </div>
    </div>
  );
}
