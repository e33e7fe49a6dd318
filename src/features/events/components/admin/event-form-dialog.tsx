import { CheckboxField } from "~/components/checkbox-field";
import { completeWebAddress } from "~/shared/web-address";
import { Dialog } from "~/components/dialog";
import { Field, inputClass } from "~/components/field";
import { TextAreaField } from "~/components/text-area-field";
import { TextField } from "~/components/text-field";
import { toast } from "~/lib/toast";
import { useFormFeedback } from "~/lib/use-form-feedback";
import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { EVENT_CATEGORIES, EVENT_CATEGORY_POINTS, type EventCategory } from "~/shared/event-categories";
import {
  CHECKIN_CLOSES_AFTER_DEFAULT,
  CHECKIN_OPENS_BEFORE_DEFAULT,
  type ChapterEventView,
  type CreateEventRequest,
  type UpdateEventRequest,
} from "~/shared/events";
import { addDays } from "~/shared/time/days";
import { wallClockFieldToUtc, zoneCity } from "~/shared/time/form-fields";
import { toWallClock } from "~/shared/time/wall-clock-text";
import { followingEnd } from "../../lib/following-end";
import { site } from "~/site.config";
import { FormDialogActions } from "~/components/form-dialog-actions";
import { UnsavedChanges } from "~/components/unsaved-changes";
import { useFormDraft } from "~/lib/use-draft";
import { ChangeNotice, changesCalendar } from "./change-notice";
import { toEpochMs } from "~/shared/time/instant";

/** The form's fields: those of the create request, where the server's field errors point. */
type FieldName = keyof CreateEventRequest;

/** New, a change to one, or a copy a week later ("same time next week"), which is a new event. */
export type EventFormMode = { kind: "create" } | { kind: "edit"; event: ChapterEventView } | { kind: "duplicate"; event: ChapterEventView };

// The calls and their request schemas, loaded when the dialog opens (its first field takes focus).
const loadCreate = () => import("../../api/create-event");
const loadUpdate = () => import("../../api/update-event");

/** "Chicago": how the form names the chapter's time zone. */
const ZONE_CITY = zoneCity(site.timeZone);

const text = (value: FormDataEntryValue | null) => String(value ?? "").trim();
/** A number field: "" is `empty`; anything else a number (NaN if not one, which the schema refuses). */
const numberOr = <T,>(value: FormDataEntryValue | null, empty: T) => (text(value) === "" ? empty : Number(text(value)));

/** The request body from the form's fields, as the API takes it. */
function inputOf(data: FormData) {
  return {
    title: text(data.get("title")),
    description: text(data.get("description")),
    category: text(data.get("category")),
    location: text(data.get("location")),
    locationUrl: completeWebAddress(text(data.get("locationUrl"))) || null,
    startsAt: wallClockFieldToUtc(text(data.get("startsAt")), site.timeZone),
    endsAt: wallClockFieldToUtc(text(data.get("endsAt")), site.timeZone),
    capacity: numberOr(data.get("capacity"), null),
    rsvpOpen: data.get("rsvpOpen") === "on",
    remindSoon: data.get("remindSoon") === "on",
    // Empty: the category's usual value (a new event) or the event's own (an edit).
    points: numberOr(data.get("points"), undefined),
    // Empty keeps the default window (a new event) or the event's own (an edit).
    checkinOpensMinutesBefore: numberOr(data.get("checkinOpensMinutesBefore"), undefined),
    checkinClosesMinutesAfter: numberOr(data.get("checkinClosesMinutesAfter"), undefined),
    // An edit's choice to save a small correction without telling anyone (ChangeNotice, decision 121).
    ...(data.get("notify") === "no" ? { notify: false } : {}),
  };
}

type EventFormDialogProps = { mode: EventFormMode; onSaved: (event: ChapterEventView) => void; onClose: () => void };

/** An officer's form for an event: every field, checked with the API's own schema before sending. */
export function EventFormDialog({ mode, onSaved, onClose }: EventFormDialogProps) {
  const form = useFormFeedback<FieldName>();
  const source = mode.kind === "create" ? undefined : mode.event;
  const shift = (instant: string) =>
    mode.kind === "duplicate" ? addDays(toWallClock(toEpochMs(instant), site.timeZone), 7) : toWallClock(toEpochMs(instant), site.timeZone);
  const load = mode.kind === "edit" ? loadUpdate : loadCreate;
  const [category, setCategory] = useState<EventCategory>(source?.category ?? EVENT_CATEGORIES[0]);
  // An edit that changes the time, place or title says whom it tells before it is saved.
  const [calendarChange, setCalendarChange] = useState(false);
  const onFormInput = (change: FormEvent<HTMLFormElement>) => {
    if (mode.kind === "edit") setCalendarChange(changesCalendar(mode.event, new FormData(change.currentTarget)));
  };
  const startBefore = useRef(source ? shift(source.startsAt) : "");
  // Unsaved work is kept per event (a copy's apart from its original's) and offered back (decision 125).
  const draft = useFormDraft(form.formRef, {
    form: "event",
    item: source && (mode.kind === "duplicate" ? `copy-of-${source.id}` : source.id),
    restore: (kept) => setCategory(kept.category as EventCategory),
  });
  const close = () => draft.requestClose(onClose);
  const field = (input: HTMLInputElement | HTMLSelectElement, name: FieldName) => input.form?.elements.namedItem(name) as HTMLInputElement | null;

  /** The end moves with the start, keeping the event's length (an hour for a new one). */
  const onStartChange = (change: ChangeEvent<HTMLInputElement>) => {
    const start = change.currentTarget.value;
    const end = field(change.currentTarget, "endsAt");
    const moved = end && followingEnd(startBefore.current, start, end.value);
    if (end && moved) end.value = moved;
    if (moved) startBefore.current = start;
  };
  /** Points follow the category while they are its usual value; a number the officer typed stays. */
  const onCategoryChange = (change: ChangeEvent<HTMLSelectElement>) => {
    const next = change.currentTarget.value as EventCategory;
    const points = field(change.currentTarget, "points");
    if (points && (points.value === "" || Number(points.value) === EVENT_CATEGORY_POINTS[category])) points.value = String(EVENT_CATEGORY_POINTS[next]);
    setCategory(next);
  };

  const done = (saved: ChapterEventView) => {
    draft.saved();
    toast.success(mode.kind === "edit" ? `Saved ${saved.title}.` : `Created ${saved.title}.`);
    onSaved(saved);
  };
  // The schemas turn times into numbers; what is sent is the input they passed, as typed (UTC strings).
  const onSubmit =
    mode.kind === "edit"
      ? form.onSubmit(loadUpdate, (data) => {
          const input = inputOf(data);
          return {
            schema: (api) => api.updateEventRequestSchema,
            input,
            send: async (api) => done(await api.updateEvent(mode.event.id, input as UpdateEventRequest)),
          };
        })
      : form.onSubmit(loadCreate, (data) => {
          const input = inputOf(data);
          return {
            schema: (api) => api.createEventRequestSchema,
            input,
            send: async (api) => done(await api.createEvent(input as CreateEventRequest)),
          };
        });

  const title = mode.kind === "create" ? "New event" : mode.kind === "edit" ? `Edit ${mode.event.title}` : `Same time next week: ${mode.event.title}`;
  return (
    <Dialog title={title} onClose={close}>
      <form ref={form.formRef} noValidate onFocus={() => void load()} onSubmit={onSubmit} onChange={onFormInput} className="space-y-4">
        <UnsavedChanges draft={draft} what={mode.kind === "edit" ? mode.event.title : "the new event"} />
        {mode.kind === "duplicate" && (
          <p className="text-sm text-ink-muted">A new event a week after the original, at the same time. Change anything before saving.</p>
        )}
        <TextField name="title" label="Title" defaultValue={source?.title} error={form.errors.title} />
        <Field label="Category" error={form.errors.category}>
          {(control) => (
            <select name="category" defaultValue={category} onChange={onCategoryChange} {...control} className={inputClass}>
              {EVENT_CATEGORIES.map((category) => (
                <option key={category}>{category}</option>
              ))}
            </select>
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="startsAt"
            label="Starts"
            type="datetime-local"
            defaultValue={source && shift(source.startsAt)}
            onChange={onStartChange}
            hint={`${ZONE_CITY} time`}
            error={form.errors.startsAt}
          />
          <TextField
            name="endsAt"
            label="Ends"
            type="datetime-local"
            defaultValue={source && shift(source.endsAt)}
            hint={`${ZONE_CITY} time`}
            error={form.errors.endsAt}
          />
        </div>
        <TextField name="location" label="Place" defaultValue={source?.location} error={form.errors.location} />
        <TextField
          name="locationUrl"
          label="Map or meeting link (optional)"
          type="url"
          inputMode="url"
          defaultValue={source?.locationUrl ?? ""}
          // Completed where the officer can see it: "maps.app.goo.gl/…" becomes "https://maps.app.goo.gl/…".
          onBlur={(blur) => {
            blur.currentTarget.value = completeWebAddress(blur.currentTarget.value);
          }}
          hint="A web address, e.g. maps.app.goo.gl/… (https:// is added)"
          error={form.errors.locationUrl}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="capacity"
            label="Places (optional)"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            defaultValue={source?.capacity ?? ""}
            hint="Empty for no limit. When full, members join a waitlist."
            error={form.errors.capacity}
          />
          <TextField
            name="points"
            label="Points"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            defaultValue={source?.points ?? EVENT_CATEGORY_POINTS[category]}
            hint={`Earned by attending. A ${category} event is usually worth ${EVENT_CATEGORY_POINTS[category]}.`}
            error={form.errors.points}
          />
          <TextField
            name="checkinOpensMinutesBefore"
            label="Check-in opens (minutes before the start)"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            defaultValue={source?.checkinOpensMinutesBefore ?? CHECKIN_OPENS_BEFORE_DEFAULT}
            error={form.errors.checkinOpensMinutesBefore}
          />
          <TextField
            name="checkinClosesMinutesAfter"
            label="Check-in closes (minutes after the end)"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            defaultValue={source?.checkinClosesMinutesAfter ?? CHECKIN_CLOSES_AFTER_DEFAULT}
            error={form.errors.checkinClosesMinutesAfter}
          />
        </div>
        <TextAreaField
          name="description"
          label="Description (optional)"
          defaultValue={source?.description}
          hint="Plain text: a blank line starts a new paragraph, and web addresses become links."
          error={form.errors.description}
        />
        <CheckboxField name="rsvpOpen" label="Members can RSVP" defaultChecked={source?.rsvpOpen ?? true} />
        <CheckboxField
          name="remindSoon"
          label="Also remind the people going two hours before"
          hint="Everyone going is reminded the day before anyway. This is one more mail each from the day's small share of mail: on a busy day it may not go out."
          defaultChecked={source?.remindSoon ?? false}
          error={form.errors.remindSoon}
        />
        {mode.kind === "edit" && calendarChange && <ChangeNotice event={mode.event} />}
        <FormDialogActions error={form.formError} sending={form.sending} sendingLabel="Saving…" onCancel={close}>
          {mode.kind === "edit" ? "Save" : "Create event"}
        </FormDialogActions>
      </form>
    </Dialog>
  );
}
