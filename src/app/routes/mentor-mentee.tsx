import { ProgramPage } from "~/features/programs/components/program-page";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/mentor-mentee");

export default function MentorMentee() {
  return <ProgramPage slug="mentor-mentee" />;
}
