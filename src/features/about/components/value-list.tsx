import { ABOUT } from "~/content/about";

export function ValueList() {
  return (
    <dl className="mt-4 grid gap-4 sm:grid-cols-2">
      {ABOUT.values.map((value) => (
        <div key={value.name} className="rounded-xl bg-surface-muted p-5">
          <dt className="font-semibold">{value.name}</dt>
          <dd className="mt-1 text-ink-muted">{value.text}</dd>
        </div>
      ))}
    </dl>
  );
}
