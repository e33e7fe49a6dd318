import { ABOUT } from "~/content/about";

export function Mission() {
  return <p className="mt-3 max-w-3xl border-l-4 border-brand-accent pl-4 text-lg">{ABOUT.mission}</p>;
}
