import { lazy, Suspense, type ReactNode } from "react";
import { ContentList } from "~/components/content-list";
import { PageShell } from "~/components/page-shell";
import { findPage } from "~/content/pages";
import { ProfilePlaceholder } from "~/features/account/components/profile-placeholder";
import { RequireMember } from "~/features/account/components/require-member";
import { RequireOfficer } from "~/features/account/components/require-officer";
import { useAuth } from "~/features/account/hooks/use-auth";
import { PostArticle } from "~/features/blog/components/post-article";
import { ProgramArticle } from "~/features/programs/components/program-article";
import { pageMeta } from "~/lib/page-meta";
import type { ContentPreview as Preview } from "~/shared/content/drafts";
import { PAGE_LISTS } from "~/shared/content/lists/page-lists";
import { postsOf } from "~/shared/content/lists/posts";
import { programsOf } from "~/shared/content/lists/programs";
import type { ContentPagePath } from "~/shared/content/pages";
import { COLLECTION_PAGES } from "~/shared/content/paths";
import type { ContentCollection } from "~/shared/content/vocabulary";
import type { Route } from "./+types/content-preview";

/**
 * An officer's preview of a draft as its public page will show it (decision 130): outside the profile
 * layout, so that the page looks as it will. A post or a program shows its own page; any other item,
 * the list page that shows it, with the published items and this one in its place. The preview's data
 * is the officers' (the API is the lock).
 */
export const loader = () => ({ meta: pageMeta("/profile/admin/content/preview") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

const ContentPreview = lazy(() => import("~/features/content-admin/components/content-preview").then((m) => ({ default: m.ContentPreview })));

/** The public page's own component with the preview's items. */
function PreviewedPage(collection: ContentCollection, preview: Preview): ReactNode {
  const item = { id: preview.item.id, fields: preview.item.fields };
  if (collection === "posts") {
    const [post] = postsOf([item]);
    if (post && preview.item.html !== undefined) return <PostArticle post={post} html={preview.item.html} />;
  }
  if (collection === "programs") {
    const [program] = programsOf([item]);
    if (program && preview.item.html !== undefined) return <ProgramArticle program={program} html={preview.item.html} />;
  }
  const path = COLLECTION_PAGES[collection] as ContentPagePath;
  const list = PAGE_LISTS[path].lists[""]!;
  const collections = { [collection]: preview.items };
  // The form of the list that shows this item (the gallery's term of an album, a deck's category).
  const variant = list.variant(collections, { get: (name) => (typeof item.fields[name] === "string" ? (item.fields[name] as string) : null) });
  const info = findPage(path);
  return (
    <PageShell width="wide" title={info.name} lead={info.description}>
      <ContentList html={list.render(collections, variant)} />
    </PageShell>
  );
}

const Padded = ({ children }: { children: ReactNode }) => <div className="mx-auto max-w-4xl space-y-4 px-4 py-10">{children}</div>;

export default function ContentPreviewPage() {
  const { isOfficer } = useAuth();
  const placeholder = (
    <Padded>
      <ProfilePlaceholder title="Preview" />
    </Padded>
  );
  return (
    <RequireMember placeholder={placeholder}>
      {isOfficer ? (
        <Suspense fallback={placeholder}>
          <ContentPreview page={PreviewedPage} />
        </Suspense>
      ) : (
        <Padded>
          <h1 className="text-3xl font-bold tracking-tight text-ink">Preview</h1>
          <RequireOfficer>{null}</RequireOfficer>
        </Padded>
      )}
    </RequireMember>
  );
}
