import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTENT_DATA_ELEMENT_ID, contentCacheTag, type ContentPageData } from "../../src/shared/content/pages";
import type { ContentCollection } from "../../src/shared/content/collections";
import { FRESH_MS } from "../../worker/features/content/services/content-pages";
import { call, callWithEnv } from "./support/api";
import { useTestClock } from "./support/clock";
import { LOWEST_TIER, publishContent } from "./support/content";
import { measure, measureCost } from "./support/cost";
import { newIdentity, registerMember, type Member } from "./support/members";
import { builtSite, headOf, LIST_SHELL, NOT_FOUND } from "./support/pages";
import { PAGE_LISTS } from "../../src/shared/content/lists/page-lists";
import { postArticleHtml } from "../../src/shared/content/lists/post-article";
import { postsOf } from "../../src/shared/content/lists/posts";
import { programArticleHtml, programsOf } from "../../src/shared/content/lists/programs";
import { trustedHtml } from "../../src/shared/html";
import { renderMarkdown } from "../../src/shared/markdown";
import { editContentMeasured, validFields } from "./support/content";
import { site as siteConfig } from "../../src/site.config";

/**
 * The content pages (decision 079): the Worker writes each page's published items into the
 * prerendered page, at most one D1 query per uncached view and none while fresh, and a write purges
 * the edge's copies. The tests hand the Worker a stand-in for the built site (ASSETS). The
 * collections are shared by the tests of the run, so each test finds its own items by a name no
 * other test uses.
 */

const site = builtSite({
  "/board": LIST_SHELL,
  "/sponsors": LIST_SHELL,
  "/resources": LIST_SHELL,
  "/gallery": LIST_SHELL,
  "/blogs": LIST_SHELL,
  "/blogs/_post": LIST_SHELL,
  "/programs": LIST_SHELL,
  "/_program": LIST_SHELL,
  "/404": NOT_FOUND,
});
const bindings = { ASSETS: site };

let officer: Member;
beforeAll(async () => {
  officer = await registerMember(newIdentity("officer"), "officer,member");
});

const unique = (prefix: string) => `${prefix} ${crypto.randomUUID().slice(0, 8)}`;

const boardFields = (name: string) => validFields("board", name);

async function addBoardMember(name: string, status: "draft" | "published" = "published"): Promise<string> {
  const result = await call("POST", "/api/content/board", { cookie: officer.cookie, body: { status, fields: boardFields(name) } });
  expect(result.status).toBe(201);
  return result.body.data.id as string;
}

/** The list the Worker wrote into the page's list element. */
function listOf(html: string): string {
  const list = /<div data-content-list="" class="space-y-6">([\s\S]*)<\/div><\/main>/.exec(html);
  expect(list).not.toBeNull();
  return list![1]!;
}

/** The page's embedded data, as the SPA reads it. */
function pageData(html: string): ContentPageData {
  const script = headOf(html).scripts("application/json");
  expect(script).toHaveLength(1);
  expect(html).toContain(`id="${CONTENT_DATA_ELEMENT_ID}"`);
  return JSON.parse(script[0]!) as ContentPageData;
}

const names = (data: ContentPageData, field: string) => (data.collections.board ?? data.collections.sponsors ?? []).map((item) => item.fields[field]);

describe("/board and /sponsors", () => {
  it("/board carries the published members in their order, not drafts nor deleted ones", async () => {
    const first = unique("Published Person");
    const draft = unique("Draft Person");
    const gone = unique("Deleted Person");
    await addBoardMember(first);
    await addBoardMember(draft, "draft");
    const goneId = await addBoardMember(gone);
    expect((await call("DELETE", `/api/content/board/${goneId}`, { cookie: officer.cookie })).status).toBe(200);
    const result = await callWithEnv(bindings, "GET", "/board");
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Type")).toMatch(/^text\/html/);
    // The page's own file, with its own security policy.
    expect(result.headers.get("Content-Security-Policy")).toContain("x-page /board");
    const data = pageData(result.body);
    expect(data.path).toBe("/board");
    const shown = names(data, "name");
    expect(shown).toContain(first);
    expect(shown).not.toContain(draft);
    expect(shown).not.toContain(gone);
    // Only what a page shows: no status, author or timestamps.
    expect(Object.keys(data.collections.board![0]!)).toEqual(["id", "fields"]);
  });

  it("tells browsers to check back each time and the edge to keep it until a write purges its tag", async () => {
    const result = await callWithEnv(bindings, "GET", "/sponsors");
    expect(result.status).toBe(200);
    expect(result.headers.get("Cache-Control")).toBe("no-cache");
    expect(result.headers.get("Cloudflare-CDN-Cache-Control")).toBe("public, max-age=300");
    expect(result.headers.get("Cache-Tag")).toBe("content:sponsors");
    // The file's validator does not describe this page.
    expect(result.headers.get("ETag")).toBeNull();
    expect(pageData(result.body).path).toBe("/sponsors");
  });

  it("escapes what officers write: no value closes the data's script element", async () => {
    const organisation = `</script><script>alert(1)</script> ${crypto.randomUUID().slice(0, 6)}`;
    const created = await call("POST", "/api/content/sponsors", {
      cookie: officer.cookie,
      body: { status: "published", fields: { organisation, tier: LOWEST_TIER, link: "https://example.com", blurb: "Builds instruments for river research." } },
    });
    expect(created.status).toBe(201);
    const { body } = await callWithEnv(bindings, "GET", "/sponsors");
    expect(body).not.toContain("<script>alert(1)</script>");
    expect(names(pageData(body), "organisation")).toContain(organisation);
    expect(listOf(body)).toContain(`&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; ${organisation.slice(-6)}`);
  });

  it("writes the list as HTML into the page (decision 083), the very HTML the SPA writes from the page's data", async () => {
    const name = unique("Imani");
    const draft = unique("Draftee");
    await addBoardMember(name);
    await addBoardMember(draft, "draft");
    const { body } = await callWithEnv(bindings, "GET", "/board");
    const list = listOf(body);
    expect(list).toContain(`>${name}</h3>`);
    expect(list).not.toContain(draft);
    expect(list).not.toContain("outline");
    expect(list).toBe(PAGE_LISTS["/board"].lists[""]!.render(pageData(body).collections, "").markup);
  });

  it("/resources groups the published entries by section, each in its form, escaped", async () => {
    const question = unique("Where do I print <b>posters</b>?");
    const place = unique("Writing Center");
    for (const fields of [
      { section: "first-year-faq", title: question, description: "At the library's print desk, for five cents a page." },
      { section: "campus", title: place, where: "Library, 2nd floor", description: "Reads your essay or résumé with you, free." },
      { section: "study", title: unique("Lecture notes"), link: "https://example.com/notes", description: "Notes from the intro courses, by members." },
    ]) {
      expect((await call("POST", "/api/content/resources", { cookie: officer.cookie, body: { status: "published", fields } })).status).toBe(201);
    }
    const { body } = await callWithEnv(bindings, "GET", "/resources");
    const list = listOf(body);
    expect(list).toContain(`<summary class="flex cursor-pointer`);
    expect(list).toContain(question.replace("<b>", "&lt;b&gt;").replace("</b>", "&lt;/b&gt;"));
    expect(list).toContain(`<dt class="font-semibold text-ink">${place}</dt>`);
    expect(list).toContain('target="_blank" rel="noopener noreferrer"');
    // The sections in their order, each once, with the links to them first.
    const ids = [...list.matchAll(/<h2 id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual(["study", "career", "campus", "office-hours", "first-year-faq"].filter((id) => ids.includes(id)));
    expect(list.indexOf('<nav aria-label="On this page"')).toBe(0);
    expect(list).toBe(PAGE_LISTS["/resources"].lists[""]!.render(pageData(body).collections, "").markup);
  });

  it("/gallery shows the newest term's albums, or the one ?term= names, each photo a link to its largest file", async () => {
    const title = unique("Robot build night");
    const photo = { src: "/images/gallery/fall-2024/welcome-social-1440.webp", alt: unique("Members soldering"), caption: "Soldering the <drive> boards." };
    const created = await call("POST", "/api/content/albums", {
      cookie: officer.cookie,
      body: { status: "published", fields: { title, term: "fall-2099", photos: [photo] } },
    });
    expect(created.status).toBe(201);
    const newest = listOf((await callWithEnv(bindings, "GET", "/gallery")).body);
    expect(newest).toContain('<h2 id="gallery-term" class="text-2xl font-semibold text-ink">Fall 2099</h2>');
    // The album's title, even as the term's only album (issue 35).
    expect(newest).toContain(`<h3 class="mt-6 text-xl font-semibold text-ink">${title}</h3>`);
    expect(newest).toContain(`<a href="${photo.src}" data-photo="0" aria-haspopup="dialog"`);
    expect(newest).toContain(`alt="${photo.alt}"`);
    expect(newest).toContain("Soldering the &lt;drive&gt; boards.");
    expect(newest).toContain('<a href="/gallery?term=fall-2099" data-replace="" class="');
    const earlier = await call("POST", "/api/content/albums", {
      cookie: officer.cookie,
      body: { status: "published", fields: { title: unique("Spring picnic"), term: "spring-2099", photos: [{ ...photo, alt: unique("A picnic") }] } },
    });
    expect(earlier.status).toBe(201);
    const older = (await callWithEnv(bindings, "GET", "/gallery?term=spring-2099")).body;
    expect(listOf(older)).not.toContain(photo.alt);
    expect(listOf(older)).toContain("Spring 2099</h2>");
    expect(listOf(older)).toBe(PAGE_LISTS["/gallery"].lists[""]!.render(pageData(older).collections, "spring-2099").markup);
    for (const id of [created.body.data.id, earlier.body.data.id])
      expect((await call("DELETE", `/api/content/albums/${id}`, { cookie: officer.cookie })).status).toBe(200);
  });

  it("keeps every other answer out of the edge cache", async () => {
    for (const path of ["/api/events", "/api/content/board", "/calendar.ics"]) {
      expect((await call("GET", path)).headers.get("Cloudflare-CDN-Cache-Control"), path).toBe("no-store");
    }
  });
});

describe("what a content page costs", () => {
  it("one D1 query the first time, none while fresh, then one that reads no item when nothing changed; no KV", async () => {
    const clock = useTestClock();
    // Writes in this isolate: the next view asks D1. Enough items that reading them shows in the
    // rows read whatever else the run has put on the board (a shuffled run may start here).
    for (let n = 0; n < 4; n += 1) await addBoardMember(unique("Cost Person"));
    const first = await measureCost("/board", {}, { bindings });
    expect(first).toMatchObject({ status: 200, d1: 1, kvReads: 0, kvWrites: 0 });
    expect(await measure("/board", {}, { bindings })).toEqual({ status: 200, d1: 0, kvReads: 0, kvWrites: 0 });
    clock.advance(FRESH_MS);
    const checked = await measureCost("/board", {}, { bindings });
    expect(checked).toMatchObject({ status: 200, d1: 1, kvReads: 0, kvWrites: 0 });
    // The data version only (read by the two statements of the batch): no item row.
    expect(checked.rowsRead).toBeLessThanOrEqual(4);
    // The first read has the four items at least; the check reads none of them.
    expect(first.rowsRead).toBeGreaterThanOrEqual(checked.rowsRead + 4);
    expect(await measure("/board", {}, { bindings })).toEqual({ status: 200, d1: 0, kvReads: 0, kvWrites: 0 });
  });

  it("an edit shows at the next view, and the write purges the edge's copies of the collection's pages", async () => {
    const name = unique("Before Person");
    const id = await addBoardMember(name);
    expect(names(pageData((await callWithEnv(bindings, "GET", "/board")).body), "name")).toContain(name);
    const renamed = unique("After Person");
    const edit = await editContentMeasured(officer.cookie, "board", id, { name: renamed });
    expect(edit.status).toBe(200);
    expect(edit.purges).toEqual([["content:board"]]);
    const after = await measureCost("/board", {}, { bindings });
    expect(after.d1).toBe(1);
    const shown = names(pageData(await after.response.text()), "name");
    expect(shown).toContain(renamed);
    expect(shown).not.toContain(name);
  });

  /**
   * Every other public content page, each with an item it creates itself (the run is shuffled, and
   * other files write to the same collections): the page names the item read by the path.
   */
  const PAGES: { page: string; collection: ContentCollection; field: string; path: (fields: Record<string, unknown>) => string }[] = [
    { page: "/sponsors", collection: "sponsors", field: "organisation", path: () => "/sponsors" },
    { page: "/blogs", collection: "posts", field: "title", path: () => "/blogs" },
    { page: "/blogs/{slug}", collection: "posts", field: "title", path: (fields) => `/blogs/${fields.slug}` },
    { page: "/gallery", collection: "albums", field: "title", path: () => "/gallery" },
    { page: "/resources", collection: "resources", field: "title", path: () => "/resources" },
  ];

  it.each(PAGES)("$page: one D1 query uncached, none while fresh, and an edit shows at the next view", async ({ collection, field, path }) => {
    useTestClock();
    const fields = validFields(collection, unique("Cost Item"));
    // A write in this isolate: the next view asks D1 (its version changed).
    const created = await call("POST", `/api/content/${collection}`, { cookie: officer.cookie, body: { status: "published", fields } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as string;
    const shownOn = async (response: Response) => pageData(await response.text()).collections[collection]?.find((item) => item.id === id)?.fields[field];

    const first = await measureCost(path(fields), {}, { bindings });
    expect(first).toMatchObject({ status: 200, d1: 1, kvReads: 0, kvWrites: 0 });
    expect(await shownOn(first.response)).toBe(fields[field]);
    // The edge keeps the page under the tag the edit below purges.
    expect(first.response.headers.get("Cache-Tag")?.split(",")).toContain(contentCacheTag(collection));
    const again = await measureCost(path(fields), {}, { bindings });
    expect(again).toMatchObject({ status: 200, d1: 0, kvReads: 0, kvWrites: 0 });
    expect(await shownOn(again.response)).toBe(fields[field]);

    const renamed = unique("Renamed Item");
    const edit = await editContentMeasured(officer.cookie, collection, id, { [field]: renamed });
    expect(edit.status, JSON.stringify(await edit.response.clone().text())).toBe(200);
    expect(edit.purges).toEqual([[contentCacheTag(collection)]]);
    const after = await measureCost(path(fields), {}, { bindings });
    expect(after).toMatchObject({ status: 200, d1: 1 });
    expect(await shownOn(after.response)).toBe(renamed);
  });

  it("a change made in another isolate shows within FRESH_MS (the data version)", async () => {
    const clock = useTestClock();
    const id = await addBoardMember(unique("Here Person"));
    await callWithEnv(bindings, "GET", "/board");
    const name = unique("Elsewhere Person");
    // Written straight to D1, as another isolate would: this isolate's cache is not told (the trigger bumps the version).
    await env.DB.prepare("UPDATE content_items SET fields = json_set(fields, '$.name', ?) WHERE id = ?").bind(name, id).run();
    expect(names(pageData((await callWithEnv(bindings, "GET", "/board")).body), "name")).not.toContain(name);
    clock.advance(FRESH_MS);
    expect(names(pageData((await callWithEnv(bindings, "GET", "/board")).body), "name")).toContain(name);
  });
});

describe("/blogs and each post's page", () => {
  async function addPost(title: string, status: "draft" | "published" = "published", tags = ["career", "events"], more: Record<string, unknown> = {}) {
    const slug = `post-${crypto.randomUUID().slice(0, 8)}`;
    const fields = {
      slug,
      title,
      description: "What we learned running the fall career fair, told by the people who ran it.",
      date: "2026-10-20",
      author: "Hana Suzuki",
      tags,
      body: "# Lessons\n\nWe booked the ballroom in **August**, and it was not a day too early. <script>alert(1)</script>\n\n[Our events](/events)",
      ...more,
    };
    const result = await call("POST", "/api/content/posts", { cookie: officer.cookie, body: { status, fields } });
    expect(result.status).toBe(201);
    return { id: result.body.data.id as string, slug };
  }

  it("the list carries the published posts without their text", async () => {
    const title = unique("Career fair lessons");
    await addPost(title);
    const data = pageData((await callWithEnv(bindings, "GET", "/blogs")).body);
    const post = data.collections.posts!.find((item) => item.fields.title === title);
    expect(post?.fields.slug).toMatch(/^post-/);
    expect(post?.fields).not.toHaveProperty("body");
  });

  it("?tag= filters the list the Worker writes, as the SPA does; a tag no post has shows every post", async () => {
    const tag = `t${crypto.randomUUID().slice(0, 6)}`;
    const tagged = unique("Tagged");
    const other = unique("Untagged");
    await addPost(tagged, "published", [tag]);
    await addPost(other);
    const filtered = (await callWithEnv(bindings, "GET", `/blogs?tag=${tag}`)).body;
    expect(listOf(filtered)).toContain(tagged);
    expect(listOf(filtered)).not.toContain(other);
    expect(listOf(filtered)).toContain(`1 post tagged #${tag}`);
    expect(listOf(filtered)).toContain(`<a href="/blogs?tag=${tag}" data-replace="" class="`);
    expect(listOf(filtered)).toBe(PAGE_LISTS["/blogs"].lists[""]!.render(pageData(filtered).collections, tag).markup);
    const unknown = (await callWithEnv(bindings, "GET", "/blogs?tag=no-such-tag")).body;
    expect(listOf(unknown)).toContain(tagged);
    expect(listOf(unknown)).toContain(other);
  });

  it("a post's page has its title, description, canonical address and Open Graph tags, and its body as HTML", async () => {
    const title = unique("Career fair lessons");
    const { slug } = await addPost(title);
    const result = await callWithEnv(bindings, "GET", `/blogs/${slug}`);
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Security-Policy")).toContain("x-page /blogs/_post");
    expect(result.headers.get("Cache-Tag")).toBe("content:posts");
    const page = headOf(result.body);
    const full = `${title} | ${siteConfig.productName}`;
    const url = `https://chapter.test/blogs/${slug}`;
    expect(page.titles).toEqual([full]);
    expect(page.canonical).toEqual([url]);
    expect(page.meta("description")).toEqual(["What we learned running the fall career fair, told by the people who ran it."]);
    expect(page.meta("og:type")).toEqual(["article"]);
    expect(page.meta("og:title")).toEqual([full]);
    expect(page.meta("og:url")).toEqual([url]);
    expect(page.meta("article:author")).toEqual(["Hana Suzuki"]);
    expect(page.meta("article:tag")).toEqual(["career", "events"]);
    // The shell's own page tags are replaced, not left beside the post's.
    expect(result.body).not.toContain("The home page.");
    const data = pageData(result.body);
    const [post] = data.collections.posts!;
    expect(data.path).toBe(`/blogs/${slug}`);
    expect(post?.fields.title).toBe(title);
    // Markdown's own subset: the heading demoted under the page's <h1>, raw HTML escaped.
    expect(post?.html).toContain("<h2>Lessons</h2>");
    expect(post?.html).toContain("<strong>August</strong>");
    expect(post?.html).toContain("&lt;script&gt;");
    expect(post?.html).not.toContain("<script>");
    // And the post itself is in the page's HTML (decision 083), as the SPA writes it from that data.
    const article = listOf(result.body);
    expect(article).toContain(`<h1 class="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">${title}</h1>`);
    expect(article).toContain("<h2>Lessons</h2>");
    expect(article).toContain('<a href="/blogs?tag=career"');
    expect(article).not.toContain("<script>");
    expect(article).toBe(postArticleHtml(postsOf(data.collections.posts!)[0]!, trustedHtml(post!.html!)).markup);
  });

  /** The body as stored with the item (`body_html`, decision 147). */
  const storedBody = async (id: string) =>
    (await env.DB.prepare("SELECT body_html FROM content_items WHERE id = ?").bind(id).first<{ body_html: string | null }>())?.body_html;

  it("a save stores the body rendered, and a view serves it as stored: reading renders no Markdown (decision 147)", async () => {
    const { id, slug } = await addPost(unique("Rendered once"));
    const body = "# Lessons\n\nWe booked the ballroom in **August**, and it was not a day too early. <script>alert(1)</script>\n\n[Our events](/events)";
    expect(await storedBody(id)).toBe(renderMarkdown(body));
    // What is stored is what is served: a view that rendered the Markdown would show the fields' body instead.
    await env.DB.prepare("UPDATE content_items SET body_html = ? WHERE id = ?").bind("<p>As stored.</p>", id).run();
    const page = await callWithEnv(bindings, "GET", `/blogs/${slug}`);
    expect(pageData(page.body).collections.posts![0]!.html).toBe("<p>As stored.</p>");
    expect(listOf(page.body)).toContain("<p>As stored.</p>");
    expect(listOf(page.body)).not.toContain("August");
    // An edit stores its own body, shown at the next view.
    const edited = await call("PATCH", `/api/content/posts/${id}`, {
      cookie: officer.cookie,
      body: { fields: { body: `${"Moved to **September**. ".repeat(5)}` } },
    });
    expect(edited.status).toBe(200);
    expect(await storedBody(id)).toMatch(/^<p>Moved to <strong>September<\/strong>\. /);
    expect(listOf((await callWithEnv(bindings, "GET", `/blogs/${slug}`)).body)).toContain("<p>Moved to <strong>September</strong>. ");
  });

  it("an item saved before bodies were stored has its Markdown rendered when read, and its next save stores it", async () => {
    const clock = useTestClock();
    const title = unique("Saved long ago");
    const fields: Record<string, unknown> & { body: string } = { ...validFields("posts", title), body: "# Before\n\nKept <b>as</b> **Markdown** only." };
    const id = await publishContent("posts", fields);
    expect(await storedBody(id)).toBeNull();
    // Written straight into D1, as by another isolate: seen once this isolate's entry is no longer fresh.
    clock.advance(FRESH_MS);
    const page = await callWithEnv(bindings, "GET", `/blogs/${String(fields.slug)}`);
    expect(page.status).toBe(200);
    expect(pageData(page.body).collections.posts![0]!.html).toBe(renderMarkdown(fields.body));
    expect(listOf(page.body)).toContain("<h2>Before</h2>");
    expect(listOf(page.body)).toContain("Kept &lt;b&gt;as&lt;/b&gt; <strong>Markdown</strong> only.");
    // A read writes nothing; a save of any kind (here its status, unchanged) stores the body.
    expect(await storedBody(id)).toBeNull();
    expect((await call("PATCH", `/api/content/posts/${id}`, { cookie: officer.cookie, body: { status: "published" } })).status).toBe(200);
    expect(await storedBody(id)).toBe(renderMarkdown(fields.body));
  });

  it("a post's cover is its page's lead image (sized, loaded first), its card's (lazy) and its share image; photos in its body are drawn sized", async () => {
    const id = crypto.randomUUID().replaceAll("-", "").slice(0, 16);
    const bodyId = crypto.randomUUID().replaceAll("-", "").slice(0, 16);
    const cover = { src: `/media/${id}-1440.webp`, alt: "Members around the chapter's booth at the fall career fair" };
    const title = unique("Fair in photos");
    const body = `We booked the ballroom in **August**, and it was not a day too early.\n\n![The line at the door before ten](/media/${bodyId}-960.webp)\n\n![Elsewhere](https://example.org/a.png)`;
    const { slug } = await addPost(title, "published", ["career"], { cover, body });
    const page = await callWithEnv(bindings, "GET", `/blogs/${slug}`);
    const head = headOf(page.body);
    expect(head.meta("og:image")).toEqual([`https://chapter.test${cover.src}`]);
    expect(head.meta("og:image:width")).toEqual(["1440"]);
    expect(head.meta("og:image:height")).toEqual(["960"]);
    expect(head.meta("og:image:alt")).toEqual([cover.alt]);
    expect(head.meta("twitter:image")).toEqual([`https://chapter.test${cover.src}`]);
    const article = listOf(page.body);
    const widths = (media: string, upTo: number) =>
      [480, 960, 1440]
        .filter((w) => w <= upTo)
        .map((w) => `/media/${media}-${w}.webp ${w}w`)
        .join(", ");
    // The lead image: every uploaded width, the photo's shape, at once and first, before the text.
    const lead = article.indexOf(`srcset="${widths(id, 1440)}"`);
    expect(lead).toBeGreaterThan(article.indexOf("</h1>"));
    expect(lead).toBeLessThan(article.indexOf("August"));
    expect(article).toContain(
      `<img src="/media/${id}-960.webp" width="960" height="640" alt="Members around the chapter&#39;s booth at the fall career fair" loading="eager" decoding="sync" fetchpriority="high"`,
    );
    // The body's photo: its widths, sized and lazy; another site's image is a link (the page's policy would block it).
    expect(article).toContain(`srcset="${widths(bodyId, 960)}"`);
    expect(article).toContain(`<img src="/media/${bodyId}-960.webp" width="960" height="640" alt="The line at the door before ten" loading="lazy"`);
    expect(article).toContain('<a href="https://example.org/a.png" rel="noopener noreferrer">Elsewhere</a>');
    expect(article).not.toContain('src="https://example.org');
    // The list's card: the same cover, lazy.
    const list = listOf((await callWithEnv(bindings, "GET", "/blogs")).body);
    const card = list.slice(list.lastIndexOf("<li", list.indexOf(title)), list.indexOf(title));
    expect(card).toContain(`srcset="${widths(id, 1440)}"`);
    expect(card).toContain(`<img src="/media/${id}-960.webp" width="960" height="640" alt="${cover.alt.replace("'", "&#39;")}" loading="lazy"`);
    // A post without a cover keeps the blog's share image.
    const plain = await addPost(unique("No cover"));
    const plainHead = headOf((await callWithEnv(bindings, "GET", `/blogs/${plain.slug}`)).body);
    expect(plainHead.meta("og:image")).toEqual(["https://chapter.test/og/blogs.png"]);
    expect(plainHead.meta("og:image:width")).toEqual(["1200"]);
  });

  it("an unknown slug, a draft, a deleted post and a malformed slug are the not-found page with 404", async () => {
    const draft = await addPost(unique("Draft post"), "draft");
    const gone = await addPost(unique("Deleted post"));
    expect((await call("DELETE", `/api/content/posts/${gone.id}`, { cookie: officer.cookie })).status).toBe(200);
    for (const path of ["/blogs/no-such-post", `/blogs/${draft.slug}`, `/blogs/${gone.slug}`, "/blogs/Not_A_Slug", "/blogs/_post"]) {
      const result = await callWithEnv(bindings, "GET", path);
      expect(result.status, path).toBe(404);
      expect(result.body, path).toContain("Not found page");
    }
    expect((await measure("/blogs/Not_A_Slug", {}, { bindings })).d1).toBe(0);
  });

  it("/blogs/ goes to /blogs", async () => {
    const result = await callWithEnv(bindings, "GET", "/blogs/");
    expect(result.status).toBe(301);
    expect(result.headers.get("Location")).toBe("/blogs");
  });
});

describe("/programs and each program's page at the top of the site (decision 084)", () => {
  async function addProgram(name: string, status: "draft" | "published" = "published") {
    const slug = `program-${crypto.randomUUID().slice(0, 8)}`;
    const fields = {
      ...validFields("programs", name),
      slug,
      body: "Teams build a project a year.\n\n## How to join\n\n- Come to the **info session**.\n- <script>alert(1)</script>",
      faqs: [{ question: "Do I need to <code>?", answer: "No: every team has a workshop on its tools." }],
      joinLink: { label: "Sign up for a team", url: "https://example.com/teams" },
    };
    const result = await call("POST", "/api/content/programs", { cookie: officer.cookie, body: { status, fields } });
    expect(result.status).toBe(201);
    return { id: result.body.data.id as string, slug };
  }

  it("/programs lists the published programs without their text, as the very HTML the SPA writes", async () => {
    const name = unique("Robotics");
    const draft = unique("Unready");
    await addProgram(name);
    await addProgram(draft, "draft");
    const result = await callWithEnv(bindings, "GET", "/programs");
    expect(result.status).toBe(200);
    expect(result.headers.get("Cache-Tag")).toBe("content:programs");
    const data = pageData(result.body);
    const item = data.collections.programs!.find((candidate) => candidate.fields.name === name);
    expect(item?.fields).not.toHaveProperty("body");
    expect(item?.fields).not.toHaveProperty("faqs");
    const list = listOf(result.body);
    expect(list).toContain(`class="after:absolute after:inset-0 after:rounded-xl hover:text-link">${name}</a>`);
    expect(list).not.toContain(draft);
    expect(list).toBe(PAGE_LISTS["/programs"].lists[""]!.render(data.collections, "").markup);
  });

  it("a program's page has its head tags, its body as HTML, how to join and its questions, as the SPA writes them", async () => {
    const name = unique("Build Team");
    const { slug } = await addProgram(name);
    const result = await callWithEnv(bindings, "GET", `/${slug}`);
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Security-Policy")).toContain("x-page /_program");
    expect(result.headers.get("Cache-Tag")).toBe("content:programs");
    expect(result.headers.get("Cloudflare-CDN-Cache-Control")).toBe("public, max-age=300");
    const page = headOf(result.body);
    const full = `${name} | ${siteConfig.productName}`;
    expect(page.titles).toEqual([full]);
    expect(page.canonical).toEqual([`https://chapter.test/${slug}`]);
    expect(page.meta("description")).toEqual(["A year of mentoring for first-years."]);
    expect(page.meta("og:type")).toEqual(["website"]);
    expect(page.meta("og:image")).toEqual(["https://chapter.test/og/programs.png"]);
    expect(result.body).not.toContain("The home page.");
    const data = pageData(result.body);
    expect(data.path).toBe(`/${slug}`);
    const [program] = data.collections.programs!;
    expect(program?.html).toContain("<h2>How to join</h2>");
    expect(program?.html).toContain("<strong>info session</strong>");
    expect(program?.html).not.toContain("<script>");
    const article = listOf(result.body);
    expect(article).toContain(`<h1 class="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">${name}</h1>`);
    expect(article).toContain('<a href="https://example.com/teams" target="_blank" rel="noopener noreferrer"');
    expect(article).toContain('<a href="mailto:mentors@example.org"');
    expect(article).toContain("Do I need to &lt;code&gt;?");
    expect(article).not.toContain("<script>");
    expect(article).toBe(programArticleHtml(programsOf(data.collections.programs!)[0]!, trustedHtml(program!.html!)).markup);
  });

  it("an officer's rename shows at the next view, and unpublishing makes the page the not-found page", async () => {
    const { id, slug } = await addProgram(unique("Before Program"));
    expect((await callWithEnv(bindings, "GET", `/${slug}`)).status).toBe(200);
    const renamed = unique("After Program");
    const edit = await editContentMeasured(officer.cookie, "programs", id, { name: renamed });
    expect(edit.status).toBe(200);
    expect(edit.purges).toEqual([["content:programs"]]);
    expect(headOf((await callWithEnv(bindings, "GET", `/${slug}`)).body).titles).toEqual([`${renamed} | ${siteConfig.productName}`]);
    expect(listOf((await callWithEnv(bindings, "GET", "/programs")).body)).toContain(renamed);
    const unpublished = await call("PATCH", `/api/content/programs/${id}`, { cookie: officer.cookie, body: { status: "draft" } });
    expect(unpublished.status).toBe(200);
    const gone = await callWithEnv(bindings, "GET", `/${slug}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toContain("Not found page");
    // The not-found answer stays out of the edge cache: publishing again shows at once.
    expect(gone.headers.get("Cloudflare-CDN-Cache-Control")).toBe("no-store");
    expect(listOf((await callWithEnv(bindings, "GET", "/programs")).body)).not.toContain(renamed);
  });

  it("an unknown or malformed slug is the not-found page with 404, a malformed one without asking D1; /{slug}/ goes to /{slug}", async () => {
    for (const path of ["/no-such-program", "/Not_A_Slug", "/_program", "/wp-login.php"]) {
      const result = await callWithEnv(bindings, "GET", path);
      expect(result.status, path).toBe(404);
      expect(result.body, path).toContain("Not found page");
    }
    expect((await measure("/Not_A_Slug", {}, { bindings })).d1).toBe(0);
    const slashed = await callWithEnv(bindings, "GET", "/interns/");
    expect(slashed.status).toBe(301);
    expect(slashed.headers.get("Location")).toBe("/interns");
    expect((await callWithEnv(bindings, "GET", "/Not_A_Slug/")).status).toBe(404);
  });

  it("a program's page costs one D1 query uncached and none while fresh; no KV", async () => {
    useTestClock();
    const { slug } = await addProgram(unique("Cost Program")); // a write in this isolate: the next view asks D1
    expect(await measureCost(`/${slug}`, {}, { bindings })).toMatchObject({ status: 200, d1: 1, kvReads: 0, kvWrites: 0 });
    expect(await measure(`/${slug}`, {}, { bindings })).toEqual({ status: 200, d1: 0, kvReads: 0, kvWrites: 0 });
    expect(await measure("/programs", {}, { bindings })).toEqual({ status: 200, d1: 0, kvReads: 0, kvWrites: 0 });
  });
});
