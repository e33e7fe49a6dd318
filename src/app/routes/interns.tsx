import { ProgramPage } from "~/features/programs/components/program-page";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/interns");

export default function Interns() {
  return <ProgramPage slug="interns" />;
}
