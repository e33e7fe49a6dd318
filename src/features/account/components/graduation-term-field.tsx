import { useId } from "react";
import { inputClass } from "~/components/field";
import { GRADUATION_SEASONS, parseGraduationTerm } from "~/shared/academic";

const SEASON_LABELS = { winter: "Winter", spring: "Spring", summer: "Summer", fall: "Fall" } as const;

/** The graduation term's two parts, as the form sends them: "spring-2028" from "spring" and "2028"; "" for neither. */
export function graduationTermFrom(season: FormDataEntryValue | null, year: FormDataEntryValue | null): string {
  const parts = [String(season ?? "").trim(), String(year ?? "").trim()];
  return parts.every((part) => part === "") ? "" : parts.join("-");
}

/** Exactly one part chosen: the form says so rather than the schema's general rule. */
export function halfGraduationTerm(season: FormDataEntryValue | null, year: FormDataEntryValue | null): boolean {
  return (String(season ?? "").trim() === "") !== (String(year ?? "").trim() === "");
}

type GraduationTermFieldProps = { defaultValue: string | null; error?: string | undefined };

/**
 * Graduation term as a season (a picker) and a year (digits): one group,
 * its error read with both controls. Fields `graduationSeason` and
 * `graduationYear`.
 */
export function GraduationTermField({ defaultValue, error }: GraduationTermFieldProps) {
  const id = useId();
  const term = defaultValue ? parseGraduationTerm(defaultValue) : undefined;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? `${errorId} ${hintId}` : hintId;
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium text-ink">Expected graduation</legend>
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,8rem)] gap-3">
        <div className="space-y-1">
          <label htmlFor={`${id}-season`} className="block text-sm text-ink-muted">
            Term
          </label>
          <select
            id={`${id}-season`}
            name="graduationSeason"
            defaultValue={term?.season ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={inputClass}
          >
            <option value="">Not set</option>
            {GRADUATION_SEASONS.map((season) => (
              <option key={season} value={season}>
                {SEASON_LABELS[season]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-year`} className="block text-sm text-ink-muted">
            Year
          </label>
          <input
            id={`${id}-year`}
            name="graduationYear"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            placeholder="2028"
            defaultValue={term?.year ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={inputClass}
          />
        </div>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <p id={hintId} className="text-sm text-ink-muted">
        Sponsors filter the résumé book by graduation year.
      </p>
    </fieldset>
  );
}
