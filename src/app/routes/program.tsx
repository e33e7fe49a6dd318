import { PROGRAM_SLUGS, type ProgramSlug } from "~/content/taxonomy";
import { ProgramPage } from "~/features/programs/components/program-page";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/program";

/** The program whose page this request is for (one route per program, see routes.ts). */
function programForUrl(url: string): ProgramSlug {
  const slug = new URL(url).pathname.replace(/\.data$/, "").replace(/^\/|\/$/g, "");
  const program = PROGRAM_SLUGS.find((s) => s === slug);
  if (!program) throw new Response("Not Found", { status: 404 });
  return program;
}

export function loader({ request }: Route.LoaderArgs) {
  const slug = programForUrl(request.url);
  return { slug, meta: pageMeta(`/${slug}`) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function Program({ loaderData }: Route.ComponentProps) {
  return <ProgramPage slug={loaderData.slug} />;
}
