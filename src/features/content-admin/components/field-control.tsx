import { SelectField } from "~/components/select-field";
import { completeWebAddress } from "~/shared/web-address";
import { TextAreaField } from "~/components/text-area-field";
import { TextField } from "~/components/text-field";
import { ImageField } from "~/components/image-field";
import type { ChapterEvents } from "../hooks/use-chapter-events";
import { eventChoices } from "../lib/event-choices";
import type { FieldSpec } from "../lib/field-specs";
import type { FormValue, ImageValue, PhotoValue, Row } from "../lib/form-values";
import { MarkdownField } from "./markdown-field";
import { PhotosField } from "./photos-field";
import { RowsField } from "./rows-field";

type FieldControlProps = {
  spec: FieldSpec;
  value: FormValue;
  /** Every error of the form by field path ("links.0.href"): each control shows its own. */
  errors: Partial<Record<string, string>>;
  onChange: (value: FormValue) => void;
  /** The chapter's events, for an event field. */
  events?: ChapterEvents;
};

const asText = (value: FormValue) => (typeof value === "string" ? value : "");

/** One field of a collection's form, drawn as its spec says. */
export function FieldControl({ spec, value, errors, onChange, events }: FieldControlProps) {
  const error = errors[spec.name];
  const label = "optional" in spec && spec.optional ? `${spec.label} (optional)` : spec.label;
  switch (spec.kind) {
    case "line":
    case "slug":
      return (
        <TextField
          name={spec.name}
          label={label}
          type={spec.kind === "line" ? (spec.type ?? "text") : "text"}
          inputMode={spec.kind === "line" && spec.type === "url" ? "url" : undefined}
          autoComplete={spec.kind === "line" ? (spec.autoComplete ?? "off") : "off"}
          value={asText(value)}
          onChange={(event) => onChange(event.target.value)}
          onBlur={spec.kind === "line" && spec.type === "url" ? (event) => completeOnBlur(event.target.value, onChange) : undefined}
          hint={spec.hint}
          error={error}
        />
      );
    case "date":
      return (
        <TextField
          name={spec.name}
          label={label}
          type="date"
          value={asText(value)}
          onChange={(event) => onChange(event.target.value)}
          hint={spec.hint}
          error={error}
        />
      );
    case "text":
      return spec.markdown ? (
        <MarkdownField name={spec.name} label={label} rows={spec.rows} value={asText(value)} onChange={onChange} hint={spec.hint} error={error} />
      ) : (
        <TextAreaField
          name={spec.name}
          label={label}
          rows={spec.rows}
          value={asText(value)}
          onChange={(event) => onChange(event.target.value)}
          hint={spec.hint}
          error={error}
        />
      );
    case "words":
      return (
        <TextField
          name={spec.name}
          label={label}
          autoComplete="off"
          value={asText(value)}
          onChange={(event) => onChange(event.target.value)}
          hint={spec.hint}
          error={error}
        />
      );
    case "choice": {
      const current = asText(value);
      const empty = spec.optional ? [{ value: "", label: "None" }] : current ? [] : [{ value: "", label: "Choose…" }];
      return (
        <SelectField
          name={spec.name}
          label={label}
          options={[...empty, ...spec.choices]}
          value={current}
          onChange={(event) => onChange(event.target.value)}
          hint={spec.hint}
          error={error}
        />
      );
    }
    case "event": {
      const current = asText(value);
      const status = events?.failed ? "The events could not be loaded: reload the page to choose one." : events?.list ? spec.hint : "Loading the events…";
      return (
        <SelectField
          name={spec.name}
          label={label}
          options={[{ value: "", label: "No event" }, ...eventChoices(events?.list ?? [], current)]}
          value={current}
          onChange={(event) => onChange(event.target.value)}
          hint={status}
          error={error}
        />
      );
    }
    case "image":
      return (
        <ImageField
          label={spec.label}
          kind={spec.imageKind}
          value={value as ImageValue | undefined}
          onChange={onChange}
          error={error ?? errors[`${spec.name}.src`]}
          altError={errors[`${spec.name}.alt`]}
          required={!spec.optional}
        />
      );
    case "rows":
      return <RowsField spec={spec} rows={(value as Row[] | undefined) ?? []} errors={errors} onChange={onChange} />;
    case "pair": {
      const row = (value as Row | undefined) ?? {};
      return (
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-ink">{spec.label} (optional)</legend>
          {spec.hint && <p className="text-sm text-ink-muted">{spec.hint}</p>}
          <div className="grid gap-3 sm:grid-cols-2">
            {spec.columns.map((column) => (
              <TextField
                key={column.name}
                name={`${spec.name}.${column.name}`}
                label={column.label}
                type={column.type ?? "text"}
                autoComplete="off"
                value={row[column.name] ?? ""}
                onChange={(event) => onChange({ ...row, [column.name]: event.target.value })}
                onBlur={column.type === "url" ? (event) => completeOnBlur(event.target.value, (href) => onChange({ ...row, [column.name]: href })) : undefined}
                error={errors[`${spec.name}.${column.name}`] ?? (column === spec.columns[0] ? error : undefined)}
              />
            ))}
          </div>
        </fieldset>
      );
    }
    case "photos":
      return <PhotosField spec={spec} photos={(value as PhotoValue[] | undefined) ?? []} errors={errors} onChange={onChange} />;
  }
}

/** An address typed without its scheme gets https:// when the officer leaves the field, as the event form does. */
function completeOnBlur(typed: string, onChange: (value: string) => void) {
  const completed = completeWebAddress(typed);
  if (completed !== typed) onChange(completed);
}
