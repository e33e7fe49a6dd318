import type { HomeListName } from "~/shared/content/lists/home";

type HomeListProps = {
  name: HomeListName;
  /** The place's HTML as the SPA made it ("" keeps what the Worker wrote: useHomeLists). */
  markup: string;
  className?: string;
};

/**
 * One of the home page's places the Worker writes (the element whose data-content-list is `name`):
 * React does not compare inner HTML while hydrating, so the Worker's markup stays until the SPA
 * writes its own (after a click from another page).
 */
export function HomeList({ name, markup, className }: HomeListProps) {
  return (
    <div
      data-content-list={name}
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: made by `html` templates, every value escaped (src/shared/html.ts)
      dangerouslySetInnerHTML={{ __html: markup }}
      suppressHydrationWarning
    />
  );
}
