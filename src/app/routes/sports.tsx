import { ProgramPage } from "~/features/programs/components/program-page";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/sports");

export default function Sports() {
  return <ProgramPage slug="sports" />;
}
