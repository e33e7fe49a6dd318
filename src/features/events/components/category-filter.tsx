import { EVENT_CATEGORIES } from "~/shared/event-categories";

const pill =
  "cursor-pointer rounded-full border border-line px-3 py-1 text-sm font-medium text-ink has-checked:border-brand has-checked:bg-brand has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-hover";

/** Events of one category, or all: radio buttons drawn as pills. */
export function CategoryFilter({ value, onChange }: { value: string; onChange: (category: string) => void }) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">Show events</legend>
      {["", ...EVENT_CATEGORIES].map((category) => (
        <label key={category || "all"} className={pill}>
          <input type="radio" name="event-category" value={category} checked={value === category} onChange={() => onChange(category)} className="sr-only" />
          {category || "All"}
        </label>
      ))}
    </fieldset>
  );
}
