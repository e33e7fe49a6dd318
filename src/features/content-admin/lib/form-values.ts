import type { FieldSpec } from "./field-specs";

/**
 * The editor's form state and the item's fields, both ways. The form holds text as typed (tags as one
 * line with commas); the fields are what the contract checks. An optional field
 * left empty is absent from the fields, and an edit sends it as `null` so the Worker removes it.
 */
export type ImageValue = { src: string; alt: string };
export type PhotoValue = ImageValue & { caption: string };
export type Row = Record<string, string>;
export type FormValue = string | ImageValue | undefined | Row[] | Row | PhotoValue[];
export type FormValues = Record<string, FormValue>;

const text = (value: unknown) => (typeof value === "string" ? value : "");
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {});

export function toFormValues(specs: readonly FieldSpec[], fields: Record<string, unknown> = {}): FormValues {
  const values: FormValues = {};
  for (const spec of specs) {
    const value = fields[spec.name];
    switch (spec.kind) {
      case "words":
        values[spec.name] = list(value).map(text).join(", ");
        break;
      case "image": {
        const image = record(value);
        values[spec.name] = typeof image.src === "string" ? { src: image.src, alt: text(image.alt) } : undefined;
        break;
      }
      case "rows":
        values[spec.name] = list(value).map((row) => Object.fromEntries(spec.columns.map((c) => [c.name, text(record(row)[c.name])])));
        break;
      case "pair":
        values[spec.name] = Object.fromEntries(spec.columns.map((c) => [c.name, text(record(value)[c.name])]));
        break;
      case "photos":
        values[spec.name] = list(value).map((photo) => {
          const p = record(photo);
          return { src: text(p.src), alt: text(p.alt), caption: text(p.caption) };
        });
        break;
      default:
        values[spec.name] = text(value);
    }
  }
  return values;
}

const trimmed = (value: FormValue) => (typeof value === "string" ? value.trim() : "");
const filled = (row: Row) => Object.values(row).some((cell) => cell.trim() !== "");

/**
 * The fields the form's state stands for, and the optional fields left empty (`cleared`). A row of a
 * list with nothing typed in it is dropped; a row half filled stays, for the contract to name what is
 * missing.
 */
export function toFields(specs: readonly FieldSpec[], values: FormValues): { fields: Record<string, unknown>; cleared: string[] } {
  const fields: Record<string, unknown> = {};
  const cleared: string[] = [];
  for (const spec of specs) {
    const value = values[spec.name];
    switch (spec.kind) {
      case "words":
        fields[spec.name] = trimmed(value)
          .split(",")
          .map((word) => word.trim().toLowerCase().replace(/\s+/g, "-"))
          .filter(Boolean);
        break;
      case "image":
        if (value && typeof value === "object" && "src" in value && value.src) fields[spec.name] = { src: value.src, alt: value.alt.trim() };
        else if (spec.optional) cleared.push(spec.name);
        break;
      case "rows":
        fields[spec.name] = ((value as Row[] | undefined) ?? [])
          .filter(filled)
          .map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v.trim()])));
        break;
      case "pair": {
        const row = (value as Row | undefined) ?? {};
        if (filled(row)) fields[spec.name] = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v.trim()]));
        else cleared.push(spec.name);
        break;
      }
      case "photos":
        fields[spec.name] = ((value as PhotoValue[] | undefined) ?? []).map(({ src, alt, caption }) => ({
          src,
          alt: alt.trim(),
          ...(caption.trim() ? { caption: caption.trim() } : {}),
        }));
        break;
      default: {
        const typed = trimmed(value);
        if (typed) fields[spec.name] = typed;
        else if ("optional" in spec && spec.optional) cleared.push(spec.name);
        else fields[spec.name] = "";
      }
    }
  }
  return { fields, cleared };
}

/** A page address made from a title: lower-case words joined by hyphens, accents dropped, at most 60 characters. */
export function slugFrom(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}

/** The first message for each field path of a zod error ("links.0.href"), as the Worker's `error.fields` names them. */
export function errorsByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join(".") || "fields"] ??= issue.message;
  return errors;
}
