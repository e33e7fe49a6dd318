import { Section } from "~/components/page-shell";
import { ProfileHeading } from "~/features/account/components/profile-heading";
import { RequireChapterMember } from "~/features/account/components/require-chapter-member";
import { MyEvents } from "~/features/events/components/my-events";
import { PersonalCalendar } from "~/features/events/components/personal-calendar";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/my-events";

export const loader = () => ({ meta: pageMeta("/profile/events") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function MyEventsPage() {
  return (
    <>
      <ProfileHeading title="My events" lead="The events you RSVPed to." />
      <RequireChapterMember>
        <div className="space-y-10">
          <MyEvents />
          <Section title="Your calendar" id="personal-calendar">
            <PersonalCalendar />
          </Section>
        </div>
      </RequireChapterMember>
    </>
  );
}
