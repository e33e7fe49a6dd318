import { PageShell } from "~/components/page-shell";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/blogs");

export default function Blogs() {
  return (
    <PageShell
      title="Blogs"
      lead="Our members write about internships, research, conferences and campus life. Posts are listed here with their tags and dates."
    />
  );
}
