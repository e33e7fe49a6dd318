import type { AboutText } from "~/content/schema/identity";

/** How the chapter began and grew. */
export function Story({ history }: Pick<AboutText, "history">) {
  return (
    <div className="mt-3 max-w-3xl space-y-4">
      {history.map((paragraph) => (
        <p key={paragraph.slice(0, 24)}>{paragraph}</p>
      ))}
    </div>
  );
}
