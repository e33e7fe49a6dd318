import { data, isRouteErrorResponse } from "react-router";
import { ErrorScreen } from "~/components/error-screen";
import { NotFoundScreen } from "~/components/not-found-screen";
import { PostArticle, PostArticlePlaceholder } from "~/features/blog/components/post-article";
import { pagePost, postMeta } from "~/features/blog/lib/page-post";
import { notFoundMeta } from "~/lib/served-page";
import type { Route } from "./+types/blog-post";

/**
 * A post's page, /blogs/{slug} (decision 079). The Worker serves it (run_worker_first): the shell
 * /blogs/_post with the post's head tags and the post itself, its body already HTML, written in, so
 * a visitor's page needs no API call and no Markdown renderer; a click from another page asks the
 * API. An unknown slug is the not-found page: the Worker answers 404, and so does this route.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const found = await pagePost(params.slug);
  if (!found) throw data("No such post.", { status: 404 });
  return found;
}

/** The prerendered shell, and each post's page until its code has run. */
export function HydrateFallback() {
  return <PostArticlePlaceholder />;
}

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  loaderData ? postMeta(loaderData.post, loaderData.origin) : isRouteErrorResponse(error) && error.status === 404 ? notFoundMeta() : [];

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <PostArticle key={loaderData.post.id} post={loaderData.post} html={loaderData.html} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return <ErrorScreen error={error} />;
}
