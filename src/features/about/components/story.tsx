import { ABOUT } from "~/content/about";

/** How the chapter began and grew. */
export function Story() {
  return (
    <div className="mt-3 max-w-3xl space-y-4">
      {ABOUT.history.map((paragraph) => (
        <p key={paragraph.slice(0, 24)}>{paragraph}</p>
      ))}
    </div>
  );
}
