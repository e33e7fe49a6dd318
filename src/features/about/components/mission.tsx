import type { AboutText } from "~/content/schema/identity";

export function Mission({ mission }: Pick<AboutText, "mission">) {
  return <p className="mt-3 max-w-3xl border-l-4 border-brand-accent pl-4 text-lg">{mission}</p>;
}
