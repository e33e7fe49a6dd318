import { useId } from "react";
import { inputClass } from "~/components/field";
import type { TermList } from "~/lib/public-api/terms";
import { toEpochMs } from "~/shared/time/instant";

type TermSelectProps = {
  value: string;
  terms: TermList | null;
  onChange: (term: string) => void;
  /** "All time" first or last. */
  label?: string;
};

/** This term, all time, or a past term (newest first), by name. */
export function TermSelect({ value, terms, onChange, label = "Term" }: TermSelectProps) {
  const id = useId();
  const current = terms?.terms.find((term) => term.id === terms.currentTermId);
  const now = Date.now();
  const past = (terms?.terms ?? []).filter((term) => toEpochMs(term.endsAt) <= now).reverse();
  return (
    <div className="max-w-xs">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={`${inputClass} mt-1`}>
        <option value="current">{current ? `This term (${current.name})` : "This term"}</option>
        <option value="all">All time</option>
        {past.map((term) => (
          <option key={term.id} value={term.id}>
            {term.name}
          </option>
        ))}
      </select>
    </div>
  );
}
