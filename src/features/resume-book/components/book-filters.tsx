import { useState } from "react";
import { secondaryButton } from "~/components/buttons";
import { SelectField } from "~/components/select-field";
import { Suggestions } from "~/components/suggestions";
import { TextField } from "~/components/text-field";
import { COMMON_MAJORS } from "~/content/majors";
import { DEGREE_LABELS, DEGREE_LEVELS } from "~/shared/academic";
import type { BookFacets } from "../hooks/use-resume-book";

export type BookFilterValues = { major: string; year: string; degree: string; sort: string };

const SORTS = [
  { value: "name", label: "Name (last, first)" },
  { value: "major", label: "Major" },
  { value: "graduation", label: "Graduation (soonest first)" },
  { value: "updated", label: "Newest résumé first" },
];
const DEGREES = [{ value: "", label: "Any degree" }, ...DEGREE_LEVELS.map((level) => ({ value: level, label: DEGREE_LABELS[level] }))];
const MAJORS_LIST_ID = "book-major-suggestions";

type BookFiltersProps = { values: BookFilterValues; facets: BookFacets | null; onChange: (changes: Partial<BookFilterValues>) => void };

/**
 * Filters by major (part of it, any case: "mech" finds Mechanical
 * Engineering), graduation year and degree, and the order. The pickers
 * apply at once; the major applies on Enter or Filter.
 */
export function BookFilters({ values, facets, onChange }: BookFiltersProps) {
  const [major, setMajor] = useState(values.major);
  // The years the book holds, and the one asked for even if none does now.
  const years = [...new Set([...(facets?.years ?? []), ...(values.year ? [Number(values.year)] : [])])].sort((a, b) => a - b);
  const majors = [...new Set([...(facets?.majors ?? []), ...COMMON_MAJORS])].sort((a, b) => a.localeCompare(b));
  const filtered = Boolean(values.major || values.year || values.degree);
  return (
    <form
      role="search"
      aria-label="Filter the résumé book"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ major: major.trim() });
      }}
    >
      <TextField name="major" label="Major" type="search" list={MAJORS_LIST_ID} autoComplete="off" value={major} onChange={(event) => setMajor(event.target.value)} />
      <Suggestions id={MAJORS_LIST_ID} values={majors} />
      <SelectField
        name="year"
        label="Graduation year"
        value={values.year}
        onChange={(event) => onChange({ year: event.target.value })}
        options={[{ value: "", label: "Any year" }, ...years.map((year) => ({ value: String(year), label: String(year) }))]}
      />
      <SelectField name="degree" label="Degree" value={values.degree} options={DEGREES} onChange={(event) => onChange({ degree: event.target.value })} />
      <SelectField name="sort" label="Sort by" value={values.sort} options={SORTS} onChange={(event) => onChange({ sort: event.target.value })} />
      <div className="flex items-end gap-2">
        <button type="submit" className={secondaryButton}>
          Filter
        </button>
        {filtered && (
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              setMajor("");
              onChange({ major: "", year: "", degree: "" });
            }}
          >
            Clear
          </button>
        )}
      </div>
    </form>
  );
}
