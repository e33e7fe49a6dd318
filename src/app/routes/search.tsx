import { PageShell } from "~/components/page-shell";
import { SearchPage } from "~/features/search/components/search-page";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/search";

export const loader = () => ({ meta: pageMeta("/search") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function Search() {
  return (
    <PageShell title="Search">
      <SearchPage />
    </PageShell>
  );
}
