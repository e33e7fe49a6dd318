import { BLOG_POSTS, type BlogPostInfo } from "~/content/blog-posts";
import { PostArticle } from "~/features/blog/components/post-article";
import { renderPostBody } from "~/features/blog/lib/post-body.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/blog-post";

/** The post whose page this request is for (one route per post, see routes.ts). */
function postForUrl(url: string): BlogPostInfo {
  const path = new URL(url).pathname.replace(/\.data$/, "").replace(/\/$/, "");
  const post = BLOG_POSTS.find((p) => p.path === path);
  if (!post) throw new Response("Not Found", { status: 404 });
  return post;
}

/** Runs when the page is prerendered: the post's Markdown becomes HTML then, never in the browser. */
export function loader({ request }: Route.LoaderArgs) {
  const post = postForUrl(request.url);
  return {
    post,
    html: renderPostBody(post.slug),
    meta: [
      ...pageMeta(post.path).map((tag) => ("property" in tag && tag.property === "og:type" ? { ...tag, content: "article" } : tag)),
      { property: "article:published_time", content: post.date },
      { property: "article:author", content: post.author },
      ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
    ],
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <PostArticle post={loaderData.post} html={loaderData.html} />;
}
