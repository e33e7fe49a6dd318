import { useState } from "react";
import { secondaryButton } from "~/components/buttons";
import { SelectField } from "~/components/select-field";
import { Suggestions } from "~/components/suggestions";
import { TextField } from "~/components/text-field";
import { COMMON_MAJORS } from "~/content/majors";
import { DEGREE_LABELS, DEGREE_LEVELS } from "~/shared/academic";
import type { BookFacets } from "../hooks/use-resume-book";

export type BookFilterValues = { major: string; yearFrom: string; yearTo: string; degree: string; sort: string };

const SORTS = [
  { value: "name", label: "Name (last, first)" },
  { value: "major", label: "Major" },
  { value: "graduation", label: "Graduation (soonest first)" },
  { value: "updated", label: "Newest résumé first" },
];
const DEGREES = [{ value: "", label: "Any degree" }, ...DEGREE_LEVELS.map((level) => ({ value: level, label: DEGREE_LABELS[level] }))];
const MAJORS_LIST_ID = "book-major-suggestions";

// A range picked backwards is turned round rather than refused: the other end follows.
const rangeFrom = (from: string, to: string) => (from && to && Number(to) < Number(from) ? { yearFrom: from, yearTo: from } : { yearFrom: from });
const rangeTo = (from: string, to: string) => (from && to && Number(to) < Number(from) ? { yearFrom: to, yearTo: to } : { yearTo: to });

type BookFiltersProps = { values: BookFilterValues; facets: BookFacets | null; onChange: (changes: Partial<BookFilterValues>) => void };

/**
 * Filters by major (words or abbreviations, any case: "mech" and "ME" find
 * Mechanical Engineering, "CS" Computer Science), a range of graduation
 * years and degree, and the order. The pickers apply at once; the major
 * applies on Enter or Filter.
 */
export function BookFilters({ values, facets, onChange }: BookFiltersProps) {
  const [major, setMajor] = useState(values.major);
  // The years the book holds, and the ones asked for even if none does now.
  const asked = [values.yearFrom, values.yearTo].filter(Boolean).map(Number);
  const years = [...new Set([...(facets?.years ?? []), ...asked])].sort((a, b) => a - b);
  const yearOptions = (anyLabel: string) => [{ value: "", label: anyLabel }, ...years.map((year) => ({ value: String(year), label: String(year) }))];
  const majors = [...new Set([...(facets?.majors ?? []), ...COMMON_MAJORS])].sort((a, b) => a.localeCompare(b));
  const filtered = Boolean(values.major || values.yearFrom || values.yearTo || values.degree);
  return (
    <search aria-label="Filter the résumé book" className="block">
      <form
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))_auto]"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ major: major.trim() });
        }}
      >
        <TextField
          name="major"
          label="Major"
          type="search"
          list={MAJORS_LIST_ID}
          autoComplete="off"
          value={major}
          onChange={(event) => setMajor(event.target.value)}
        />
        <Suggestions id={MAJORS_LIST_ID} values={majors} />
        <SelectField
          name="yearFrom"
          label="Graduating from"
          value={values.yearFrom}
          onChange={(event) => onChange(rangeFrom(event.target.value, values.yearTo))}
          options={yearOptions("Any year")}
        />
        <SelectField
          name="yearTo"
          label="Graduating until"
          value={values.yearTo}
          onChange={(event) => onChange(rangeTo(values.yearFrom, event.target.value))}
          options={yearOptions("Any year")}
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
                onChange({ major: "", yearFrom: "", yearTo: "", degree: "" });
              }}
            >
              Clear
            </button>
          )}
        </div>
      </form>
    </search>
  );
}
