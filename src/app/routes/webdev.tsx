import { ProgramPage } from "~/features/programs/components/program-page";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/webdev");

export default function WebDev() {
  return <ProgramPage slug="webdev" />;
}
