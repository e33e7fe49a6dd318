import type { ReactNode } from "react";
import type { AboutText } from "~/content/schema/identity";
import { AboutIntro } from "~/features/about/components/about-intro";
import { AboutSection } from "~/features/about/components/about-section";
import { Mission } from "~/features/about/components/mission";
import { PillarList } from "~/features/about/components/pillar-list";
import { Story } from "~/features/about/components/story";
import { Timeline } from "~/features/about/components/timeline";
import { ValueList } from "~/features/about/components/value-list";
import { ContactSection } from "~/features/contact/components/contact-section";
import { pageMeta } from "~/lib/page-meta";
import { about } from "~/site.config";
import type { Route } from "./+types/about";

/**
 * The chapter's own words come from the identity file (`about`, src/site.config.ts) through the
 * loader, which runs at build only: the prerendered page carries them, the page's script does not.
 */
export const loader = () => ({ meta: pageMeta("/about"), about });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

const SECTIONS: { id: string; title: string; Content: (props: { about: AboutText }) => ReactNode }[] = [
  { id: "mission", title: "Our mission", Content: ({ about }) => <Mission mission={about.mission} /> },
  { id: "history", title: "Our story", Content: ({ about }) => <Story history={about.history} /> },
  { id: "what-we-do", title: "What we do", Content: ({ about }) => <PillarList pillars={about.pillars} /> },
  { id: "values", title: "Our values", Content: ({ about }) => <ValueList values={about.values} /> },
  { id: "timeline", title: "Timeline", Content: ({ about }) => <Timeline timeline={about.timeline} /> },
];

export default function About({ loaderData }: Route.ComponentProps) {
  const text = loaderData.about;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <AboutIntro founded={text.founded} stats={text.stats} />
      <div className="mt-12 grid gap-12 leading-relaxed text-ink">
        {SECTIONS.map(({ id, title, Content }) => (
          <AboutSection key={id} id={id} title={title}>
            <Content about={text} />
          </AboutSection>
        ))}
        <ContactSection />
      </div>
    </div>
  );
}
