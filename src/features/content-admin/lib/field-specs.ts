import type { ImageKind } from "~/lib/images";

/**
 * How the editor shows one field of a collection's contract (src/shared/content/): the kind of control,
 * its label and hint. The contract stays the one judge of what is valid; these only say how to ask.
 */
export type Choice = { value: string; label: string };

export type FieldSpec =
  | { kind: "line"; name: string; label: string; hint?: string; optional?: boolean; type?: "text" | "email" | "url"; autoComplete?: string }
  /** Lower-case words joined by hyphens; while an item is new it follows `from` until edited. */
  | { kind: "slug"; name: string; label: string; hint: string; from: string }
  | { kind: "text"; name: string; label: string; hint?: string; optional?: boolean; rows?: number; markdown?: boolean }
  | { kind: "choice"; name: string; label: string; choices: readonly Choice[]; hint?: string; optional?: boolean }
  | { kind: "date"; name: string; label: string; hint?: string }
  /** The event an item belongs to, by its id: a choice among the chapter's events, loaded when the form opens; none is a choice. */
  | { kind: "event"; name: string; label: string; hint?: string; optional: true }
  /** A list of short words typed with commas between them (tags). */
  | { kind: "words"; name: string; label: string; hint: string }
  | { kind: "image"; name: string; label: string; imageKind: ImageKind; optional?: boolean }
  /** Repeated rows of a few lines each (links, questions): `item` names one row in buttons and labels. */
  | { kind: "rows"; name: string; label: string; item: string; max: number; columns: readonly RowColumn[] }
  /** An optional pair of lines kept together (a button's label and address): both or neither. */
  | { kind: "pair"; name: string; label: string; hint?: string; columns: readonly [RowColumn, RowColumn] }
  /** An album's photos: each uploaded, with its alt text and an optional caption. */
  | { kind: "photos"; name: string; label: string; max: number };

export type RowColumn = { name: string; label: string; multiline?: boolean; type?: "text" | "url" };
