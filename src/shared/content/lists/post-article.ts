import { type Html, html } from "../../html";
import { PROSE, PROSE_IMAGE_SIZES } from "../../prose";
import { textLink } from "../../text-link";
import { formatDay } from "../../time/formats";
import { contentImageHtml } from "./content-image";
import { type PostView, tagPath } from "./posts";

const allPosts = html`<p class="text-sm"><a href="/blogs" class="${textLink}">← All posts</a></p>`;

/**
 * The cover as the post's lead image, the column's width. It is the page's largest paint on most
 * screens, so it loads at once and first; its width and height hold its place.
 */
const leadImage = (cover: NonNullable<PostView["cover"]>) =>
  contentImageHtml(cover, "photo", { sizes: PROSE_IMAGE_SIZES, priority: true, className: "mt-8", imgClassName: "rounded-xl" });

/**
 * A post's page (decision 083): the way back, title, author and date, tags (each a link to the
 * posts with it), its cover where it has one, and the body, HTML the Markdown renderer made
 * (src/shared/markdown.ts).
 */
export function postArticleHtml(post: PostView, body: Html): Html {
  return html`${allPosts}<h1 class="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">${post.title}</h1><p class="mt-3 text-ink-muted">By ${post.author} · <time datetime="${post.date}">${formatDay("day", post.date)}</time></p><ul aria-label="Tags" class="mt-3 flex flex-wrap gap-2">${post.tags.map(
    (tag) =>
      html`<li><a href="${tagPath(tag)}" class="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-medium text-ink-muted hover:text-link">#${tag}</a></li>`,
  )}</ul>${post.cover && leadImage(post.cover)}<div class="${PROSE}">${body}</div>`;
}

/** The post's page until its post has been read: the way back, and outlines of the title, byline and text. */
export const POST_ARTICLE_PLACEHOLDER: Html = html`${allPosts}<div aria-hidden="true" aria-busy="true"><div class="mt-4 h-10 w-3/4 rounded bg-surface-muted"></div><div class="mt-3 h-5 w-1/2 rounded bg-surface-muted"></div><div class="mt-8 h-96 rounded bg-surface-muted"></div></div>`;
