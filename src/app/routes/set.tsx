import { ProgramPage } from "~/features/programs/components/program-page";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/set");

export default function SetProgram() {
  return <ProgramPage slug="set" />;
}
