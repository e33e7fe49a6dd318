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

export default function About() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <AboutIntro />
      <div className="mt-12 grid gap-12 leading-relaxed text-ink">
        <AboutSection id="mission" title="Our mission">
          <Mission />
        </AboutSection>
        <AboutSection id="history" title="Our story">
          <Story />
        </AboutSection>
        <AboutSection id="what-we-do" title="What we do">
          <PillarList />
        </AboutSection>
        <AboutSection id="values" title="Our values">
          <ValueList />
        </AboutSection>
        <AboutSection id="timeline" title="Timeline">
          <Timeline />
        </AboutSection>
        <ContactSection />
      </div>
    </div>
  );
}
