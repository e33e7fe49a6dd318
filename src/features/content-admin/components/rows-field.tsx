import { secondaryButton } from "~/components/buttons";
import { completeWebAddress } from "~/shared/web-address";
import { TextAreaField } from "~/components/text-area-field";
import { TextField } from "~/components/text-field";
import type { FieldSpec } from "../lib/field-specs";
import type { Row } from "../lib/form-values";

type RowsFieldProps = {
  spec: Extract<FieldSpec, { kind: "rows" }>;
  rows: Row[];
  errors: Partial<Record<string, string>>;
  onChange: (rows: Row[]) => void;
};

/** A list of small groups of fields (a person's links, a program's questions): add, fill, remove, up to `max`. */
export function RowsField({ spec, rows, errors, onChange }: RowsFieldProps) {
  const blank = (): Row => Object.fromEntries(spec.columns.map((column) => [column.name, ""]));
  const set = (index: number, column: string, value: string) => onChange(rows.map((row, i) => (i === index ? { ...row, [column]: value } : row)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink">
        {spec.label} (up to {spec.max})
      </legend>
      {errors[spec.name] && <p className="text-sm font-medium text-red-700 dark:text-red-300">{errors[spec.name]}</p>}
      {rows.length === 0 && <p className="text-sm text-ink-muted">None yet.</p>}
      <ol className="space-y-3">
        {rows.map((row, index) => (
          // Rows have no identity of their own; their place is what the errors name (links.1.href).
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="space-y-3 rounded-md border border-line p-3">
            {spec.columns.map((column) => {
              const label = `${column.label} (${spec.item} ${index + 1})`;
              const props = {
                name: `${spec.name}.${index}.${column.name}`,
                label,
                value: row[column.name] ?? "",
                error: errors[`${spec.name}.${index}.${column.name}`],
              };
              return column.multiline ? (
                <TextAreaField key={column.name} {...props} rows={3} onChange={(event) => set(index, column.name, event.target.value)} />
              ) : (
                <TextField
                  key={column.name}
                  {...props}
                  type={column.type ?? "text"}
                  autoComplete="off"
                  onChange={(event) => set(index, column.name, event.target.value)}
                  onBlur={
                    column.type === "url"
                      ? (event) => {
                          const completed = completeWebAddress(event.target.value);
                          if (completed !== event.target.value) set(index, column.name, completed);
                        }
                      : undefined
                  }
                />
              );
            })}
            <button type="button" className={secondaryButton} onClick={() => onChange(rows.filter((_, i) => i !== index))}>
              Remove {spec.item} {index + 1}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className={secondaryButton} disabled={rows.length >= spec.max} onClick={() => onChange([...rows, blank()])}>
        Add a {spec.item}
      </button>
    </fieldset>
  );
}
