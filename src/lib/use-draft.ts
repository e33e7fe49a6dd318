import { createContext, type RefObject, useCallback, useContext, useEffect, useRef, useState } from "react";
import { agoText, draftKey, readDraft, removeDraft, sameValue, writeDraft } from "./drafts";

/**
 * Whose drafts these are: the signed-in person's id, given by the profile area (src/app/routes/profile/layout.tsx),
 * where every editor lives. Without one (null) nothing is kept, but the form still asks before its work is dropped.
 */
export const DraftOwnerContext = createContext<string | null>(null);

type DraftOptions<T> = {
  /** Which form: "event", "mail", "content:board"… */
  form: string;
  /** Which item it edits: its id, or none for a new one. */
  item?: string | undefined;
  /** What the form holds now (plain data); null until the form has been read (a form the browser holds). */
  value: T | null;
  /** Puts a kept draft back into the form. */
  restore: (value: T) => void;
};

/** A draft offered back when the form opens: "Restore your unsaved changes from 3 min ago?". */
export type DraftOffer = { savedAt: number; ago: string };

export type Draft = {
  /** The form holds work that is not saved (it differs from what it opened with). */
  dirty: boolean;
  /** Read when a navigation is tried: `dirty` as of this moment, before React has rendered a change (a save that just cleared it). */
  isDirty: () => boolean;
  /** A draft kept from an earlier visit to this form, until it is restored, discarded or typed over. */
  offer: DraftOffer | null;
  restoreOffer: () => void;
  discardOffer: () => void;
  /** After a successful save: the draft is gone and nothing asks any more. */
  saved: () => void;
  /** The form's way out (Escape, Cancel): closes at once when nothing would be lost, else asks first. */
  requestClose: (close: () => void) => void;
  /** The close that waits for the person's answer (UnsavedChanges shows the question), or null. */
  pendingClose: (() => void) | null;
  keepEditing: () => void;
  /** Drops the work: the stored draft is removed (then the caller closes or leaves). */
  discard: () => void;
};

const storage = () => (typeof localStorage === "undefined" ? null : localStorage);

/**
 * An editor's unsaved work, kept as it is typed (decision 125): stored in this browser under the form,
 * the item and the person; offered back when the same form opens again; removed on a successful save
 * or when the person discards it. `requestClose` and the UnsavedChanges component ask before a close,
 * an in-app navigation or leaving the page would drop it. The one way for every officer's editor.
 */
export function useDraft<T>({ form, item, value, restore }: DraftOptions<T>): Draft {
  const owner = useContext(DraftOwnerContext);
  const key = owner ? draftKey(owner, form, item ?? "new") : null;
  const initial = useRef<{ value: T } | null>(null);
  if (initial.current === null && value !== null) initial.current = { value };
  const [offer, setOffer] = useState<(DraftOffer & { value: T }) | null>(null);
  const [pendingClose, setPendingClose] = useState<(() => void) | null>(null);
  // What was last saved counts as no change too, until the form closes or is reset.
  const lastSaved = useRef<{ value: T } | null>(null);
  const dirty =
    value !== null && initial.current !== null && !sameValue(value, initial.current.value) && !(lastSaved.current && sameValue(value, lastSaved.current.value));
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  const restoreLatest = useRef(restore);
  restoreLatest.current = restore;

  // When the form opens (once its values are known): a kept draft that differs from them is offered back.
  const opened = initial.current !== null;
  useEffect(() => {
    const store = storage();
    if (!opened || !key || !store || !initial.current) return;
    const kept = readDraft<T>(store, key, Date.now());
    if (!kept) return;
    if (sameValue(kept.value, initial.current.value)) removeDraft(store, key);
    else setOffer({ ...kept, ago: agoText(kept.savedAt, Date.now()) });
  }, [opened, key]);

  // As it is typed: the work is kept (replacing an offer not taken); typed back to what it opened with,
  // nothing is. A draft only offered, not yet taken or typed over, stays stored.
  const wrote = useRef(false);
  const serialized = value === null ? null : JSON.stringify(value);
  useEffect(() => {
    const store = storage();
    if (serialized === null || !key || !store) return;
    if (dirtyNow.current) {
      wrote.current = writeDraft(store, key, JSON.parse(serialized) as T, Date.now());
      setOffer(null);
    } else if (wrote.current) {
      removeDraft(store, key);
      wrote.current = false;
    }
  }, [serialized, key]);

  const remove = useCallback(() => {
    const store = storage();
    if (key && store) removeDraft(store, key);
  }, [key]);

  return {
    dirty,
    isDirty: () => dirtyNow.current,
    offer: offer && { savedAt: offer.savedAt, ago: offer.ago },
    restoreOffer() {
      if (!offer) return;
      restoreLatest.current(offer.value);
      setOffer(null);
    },
    discardOffer() {
      remove();
      setOffer(null);
    },
    saved() {
      remove();
      dirtyNow.current = false;
      if (value !== null) lastSaved.current = { value };
      setPendingClose(null);
    },
    requestClose(close) {
      if (dirtyNow.current) setPendingClose(() => close);
      else close();
    },
    pendingClose,
    keepEditing: () => setPendingClose(null),
    discard() {
      remove();
      dirtyNow.current = false;
      setPendingClose(null);
    },
  };
}

/** A form's fields as data: text as typed, a checkbox as whether it is ticked. Files and unnamed controls are left out. */
export type FormSnapshot = Record<string, string | boolean>;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const controlsOf = (form: HTMLFormElement) =>
  Array.from(form.elements).filter(
    (element): element is Control =>
      (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) &&
      element.name !== "" &&
      !(element instanceof HTMLInputElement && ["file", "submit", "button", "reset", "password"].includes(element.type)),
  );

export function readForm(form: HTMLFormElement): FormSnapshot {
  const values: FormSnapshot = {};
  for (const control of controlsOf(form)) {
    if (control instanceof HTMLInputElement && control.type === "checkbox") values[control.name] = control.checked;
    else if (control instanceof HTMLInputElement && control.type === "radio") {
      if (control.checked) values[control.name] = control.value;
    } else values[control.name] = control.value;
  }
  return values;
}

export function fillForm(form: HTMLFormElement, values: FormSnapshot) {
  for (const control of controlsOf(form)) {
    const value = values[control.name];
    if (value === undefined) continue;
    if (control instanceof HTMLInputElement && control.type === "checkbox") control.checked = value === true;
    else if (control instanceof HTMLInputElement && control.type === "radio") control.checked = control.value === value;
    else control.value = String(value);
  }
}

/**
 * useDraft for a form whose fields the browser holds (defaultValue): its values are read after every
 * input, change and blur — after the form's own handlers, which may move a field (an end that follows
 * the start) — and a draft is written back into its fields. `restore` puts back what the form keeps in
 * React state besides its fields (a category that sets a hint).
 */
export function useFormDraft(
  formRef: RefObject<HTMLFormElement | null>,
  options: { form: string; item?: string | undefined; restore?: (value: FormSnapshot) => void },
): Draft {
  const [value, setValue] = useState<FormSnapshot | null>(null);
  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    setValue(readForm(element));
    // React runs the form's handlers at the root, after this listener: read once they are done.
    const onEdit = () => queueMicrotask(() => setValue(readForm(element)));
    for (const type of ["input", "change", "focusout"]) element.addEventListener(type, onEdit);
    return () => {
      for (const type of ["input", "change", "focusout"]) element.removeEventListener(type, onEdit);
    };
  }, [formRef]);
  return useDraft<FormSnapshot>({
    form: options.form,
    item: options.item,
    value,
    restore(kept) {
      const element = formRef.current;
      if (element) fillForm(element, kept);
      options.restore?.(kept);
      setValue(element ? readForm(element) : kept);
    },
  });
}
