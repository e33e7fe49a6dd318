import { termLabel } from "~/content/terms";

type Props = { terms: readonly string[]; selected: string; onSelect: (term: string) => void };

const option = "rounded-md px-4 py-2 text-sm font-semibold text-ink hover:bg-surface aria-pressed:bg-brand aria-pressed:text-white";

/** One button per term; the pressed one is shown. */
export function TermSelector({ terms, selected, onSelect }: Props) {
  return (
    <fieldset aria-label="Term" className="inline-flex min-w-0 flex-wrap gap-1 rounded-lg border border-line bg-surface-muted p-1">
      {terms.map((term) => (
        <button key={term} type="button" className={option} aria-pressed={term === selected} onClick={() => onSelect(term)}>
          {termLabel(term)}
        </button>
      ))}
    </fieldset>
  );
}
