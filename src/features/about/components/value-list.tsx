import type { AboutText } from "~/content/schema/identity";

/** The chapter's values, each a name and a sentence. */
export function ValueList({ values }: Pick<AboutText, "values">) {
  return (
    <dl className="mt-4 grid gap-4 sm:grid-cols-2">
      {values.map((value) => (
        <div key={value.name} className="rounded-xl bg-surface-muted p-5">
          <dt className="font-semibold">{value.name}</dt>
          <dd className="mt-1 text-ink-muted">{value.text}</dd>
        </div>
      ))}
    </dl>
  );
}
