import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { primaryButton, secondaryButton } from "~/components/buttons";
import { Field, inputClass } from "~/components/field";
import { FormAlert } from "~/components/form-alert";
import { UnsavedChanges } from "~/components/unsaved-changes";
import { toastFailure } from "~/lib/failure-toast";
import { useDraft } from "~/lib/use-draft";
import { SelectField } from "~/components/select-field";
import { SubmitButton } from "~/components/submit-button";
import { TextAreaField } from "~/components/text-area-field";
import { TextField } from "~/components/text-field";
import { toast } from "~/lib/toast";
import { useLoaded } from "~/lib/use-loaded";
import { useFormFeedback } from "~/lib/use-form-feedback";
import type { ChapterEventView } from "~/shared/events";
import {
  describePlan,
  isEventAudience,
  MAILING_AUDIENCE_LABELS,
  MAILING_AUDIENCES,
  type Mailing,
  type MailingAudience,
  type MailingPlan,
  type CreateMailingRequest,
} from "~/shared/mailings";
import { renderMarkdown } from "~/shared/markdown";
import { plural } from "~/shared/plural";
import { PROSE } from "~/shared/prose";
import { dayAt } from "~/shared/time/days";
import { formatDay, formatInstant } from "~/shared/time/formats";
import { site } from "~/site.config";
import type { ScheduledMailing } from "~/shared/scheduled-mailings";
import { wallClockFieldToUtc, zoneCity } from "~/shared/time/form-fields";
import { listMailableEvents, listMailings, listScheduledMailings } from "../api/mailings";
import { eventsByDate } from "../lib/event-choices";
import { toEpochMs } from "~/shared/time/instant";

type MessageField = "audience" | "eventId" | "subject" | "body";
type Review = { draft: CreateMailingRequest; plan: MailingPlan; html: string; to: string };

const loadApi = () => import("../api/mailings");
const when = (instant: string) => formatInstant("dayTime", toEpochMs(instant), site.timeZone);
const people = (n: number) => plural(n, "person", "people");
/** "Chicago": how the form names the chapter's time zone. */
const ZONE_CITY = zoneCity(site.timeZone);

/** Who a message went or goes to, in words. */
function audienceText(audience: MailingAudience, eventTitle: string | null): string {
  switch (audience) {
    case "going":
      return `Everyone going to ${eventTitle ?? "a deleted event"}`;
    case "waitlist":
      return `The waitlist of ${eventTitle ?? "a deleted event"}`;
    case "checked-in":
      return `Everyone who came to ${eventTitle ?? "a deleted event"}`;
    case "members":
      return "All members";
  }
}

/** The messages sent so far, those waiting for their time and the events one can be written about, in one read. */
const readMailingsAndEvents = (signal?: AbortSignal) =>
  Promise.all([listMailings(signal), listMailableEvents(signal), listScheduledMailings(signal)]).then(([mailings, events, scheduled]) => ({
    mailings,
    events,
    scheduled,
  }));

/**
 * Officers write to people (issue 21, decision 085): the people of one event or every member. The
 * officer sees the message as members will read it, how many get it and — when the day's mail share
 * cannot carry it — over how many days it goes out, before anything is sent; can send it to themself
 * first, or schedule it for later (decision 126). What is typed is kept as a draft (decision 125).
 */
export function MailingsAdmin() {
  const { data, failure: loadError, reload: load } = useLoaded(readMailingsAndEvents);
  if (loadError) {
    return (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {loadError}
      </p>
    );
  }
  if (data === null) return <p className="text-ink-muted">Loading…</p>;
  const { mailings, events, scheduled } = data;
  return (
    <div className="space-y-12">
      <Composer events={events} onSent={() => void load()} />
      <ScheduledList scheduled={scheduled} onChanged={() => void load()} />
      <SentList mailings={mailings} />
    </div>
  );
}

type Message = { audience: MailingAudience; eventId: string; subject: string; body: string };
const EMPTY: Message = { audience: "going", eventId: "", subject: "", body: "" };

function Composer({ events, onSent }: { events: ChapterEventView[]; onSent: () => void }) {
  const form = useFormFeedback<MessageField>({ toastFlow: "mailing" });
  const later = useFormFeedback<"sendAt">({ toastFlow: "mailing" });
  const [values, setValues] = useState<Message>(EMPTY);
  const draft = useDraft({ form: "mail", value: values, restore: setValues });
  const [review, setReview] = useState<Review | null>(null);
  const reviewRef = useRef<HTMLElement>(null);
  const forEvent = isEventAudience(values.audience);
  const { upcoming, past } = eventsByDate(events, Date.now());
  const change = (field: keyof Message) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const value = event.currentTarget.value;
    setValues((previous) => ({ ...previous, [field]: value }));
    setReview(null);
  };

  useEffect(() => {
    if (review) reviewRef.current?.focus();
  }, [review]);

  const onPreview = form.onSubmit(loadApi, () => {
    const input = {
      audience: values.audience,
      eventId: forEvent ? values.eventId || undefined : undefined,
      subject: values.subject,
      body: values.body,
    };
    return {
      schema: (api) => api.createMailingRequestSchema,
      input,
      send: async (api, message) => {
        const plan = await api.planMailing(message.audience, message.eventId);
        const event = events.find((candidate) => candidate.id === message.eventId);
        setReview({ draft: message, plan, html: renderMarkdown(message.body, { mail: true }), to: audienceText(message.audience, event?.title ?? null) });
      },
    };
  });

  /** After a send or a schedule: the draft is gone and the form empty for the next message. */
  function done() {
    draft.saved();
    setReview(null);
    setValues(EMPTY);
    onSent();
  }

  function send(current: Review) {
    void form.send(
      async () => {
        const api = await loadApi();
        const result = await api.sendMailing(current.draft);
        toast.success(result.message ?? describePlan(result.plan, true), { flow: "mailing" });
        done();
      },
      { fields: { NO_RECIPIENTS: "audience" } },
    );
  }

  function sendTest(current: Review) {
    void form.send(async () => {
      const api = await loadApi();
      const result = await api.sendMailingTest(current.draft);
      toast.success(result.message ?? `Sent to ${result.to}.`, { flow: "mailing" });
    });
  }

  const onSchedule = (current: Review) =>
    later.onSubmit(loadApi, (data) => {
      const field = String(data.get("sendAt") ?? "");
      const input = { ...current.draft, sendAt: wallClockFieldToUtc(field, site.timeZone) ?? "" };
      return {
        schema: (api) => api.scheduleMailingRequestSchema,
        input,
        check: () => (field === "" ? { sendAt: "Choose when to send it." } : {}),
        invalid: (errors) => (errors.sendAt ? null : "Change the message: it no longer passes the checks."),
        send: async (api) => {
          const { message } = await api.scheduleMailing(input);
          toast.success(message ?? "Scheduled.", { flow: "mailing" });
          done();
        },
      };
    });

  const eventOption = (event: ChapterEventView) => ({ value: event.id, label: `${event.title} — ${when(event.startsAt)}` });
  return (
    <section aria-labelledby="write-title" className="space-y-4">
      <h2 id="write-title" className="text-xl font-semibold text-ink">
        Write a message
      </h2>
      <form
        ref={form.formRef}
        noValidate
        method="post"
        onFocus={() => void loadApi()}
        onSubmit={onPreview}
        className="space-y-4 rounded-md border border-line p-4"
      >
        <UnsavedChanges draft={draft} what="the message" />
        <SelectField
          name="audience"
          label="To"
          value={values.audience}
          onChange={change("audience")}
          options={MAILING_AUDIENCES.map((value) => ({ value, label: MAILING_AUDIENCE_LABELS[value] }))}
          hint={
            forEvent
              ? "Members who turned off mails about changes to their events are left out."
              : "Members who turned off announcements are left out. The connected group chats get it too."
          }
          error={form.errors.audience}
        />
        {forEvent && (
          <Field label="Event" error={form.errors.eventId} hint="Coming up first, the nearest first; then the past three months.">
            {(control) => (
              <select name="eventId" value={values.eventId} onChange={change("eventId")} {...control} className={inputClass}>
                <option value="">{events.length === 0 ? "No events from the last three months" : "Choose an event"}</option>
                {upcoming.length > 0 && (
                  <optgroup label="Coming up">
                    {upcoming.map((event) => (
                      <option key={event.id} {...eventOption(event)} />
                    ))}
                  </optgroup>
                )}
                {past.length > 0 && (
                  <optgroup label="Past">
                    {past.map((event) => (
                      <option key={event.id} {...eventOption(event)} />
                    ))}
                  </optgroup>
                )}
              </select>
            )}
          </Field>
        )}
        <TextField
          name="subject"
          label="Subject"
          autoComplete="off"
          maxLength={120}
          value={values.subject}
          onChange={change("subject")}
          error={form.errors.subject}
        />
        <TextAreaField
          name="body"
          label="Message"
          rows={8}
          value={values.body}
          onChange={change("body")}
          hint="Markdown: **bold**, *italic*, - a list, [a link](https://…). The preview shows it as members will read it."
          error={form.errors.body}
        />
        <FormAlert>{form.formError}</FormAlert>
        <SubmitButton sending={form.sending && review === null} sendingLabel="Counting…">
          Preview
        </SubmitButton>
      </form>
      {review && (
        <section ref={reviewRef} tabIndex={-1} aria-labelledby="review-title" className="space-y-4 rounded-md border border-brand p-4 outline-none">
          <h3 id="review-title" className="text-lg font-semibold text-ink">
            Check before sending
          </h3>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-ink">To</dt>
            <dd className="text-ink">
              {review.to}: <strong data-testid="recipient-count">{people(review.plan.recipients)}</strong>
            </dd>
            <dt className="font-semibold text-ink">When</dt>
            <dd className="text-ink" data-testid="mailing-plan">
              {describePlan(review.plan)}
            </dd>
            <dt className="font-semibold text-ink">Subject</dt>
            <dd className="text-ink">{review.draft.subject}</dd>
          </dl>
          <section className="rounded-md border border-line px-4 pb-4" aria-label="The message as members will read it">
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the renderer's safe subset (raw HTML escaped, unsafe links refused), src/shared/markdown.ts */}
            <div className={`${PROSE} mt-4`} dangerouslySetInnerHTML={{ __html: review.html }} />
          </section>
          <div className="flex flex-wrap gap-2">
            {review.plan.recipients > 0 && (
              <button type="button" className={primaryButton} disabled={form.sending} onClick={() => send(review)}>
                {form.sending ? "Sending…" : `Send to ${people(review.plan.recipients)}`}
              </button>
            )}
            <button type="button" className={secondaryButton} disabled={form.sending} onClick={() => sendTest(review)}>
              Send a test to me
            </button>
            <button type="button" className={secondaryButton} disabled={form.sending} onClick={() => setReview(null)}>
              Change it
            </button>
          </div>
          <form ref={later.formRef} noValidate method="post" onSubmit={onSchedule(review)} className="space-y-3 border-t border-line pt-4">
            <h4 className="font-semibold text-ink">Send later</h4>
            <TextField
              name="sendAt"
              label="Send at"
              type="datetime-local"
              hint={`${ZONE_CITY} time. It goes out within the hour after, to the people it reaches then.`}
              error={later.errors.sendAt}
            />
            <FormAlert>{later.formError}</FormAlert>
            <SubmitButton sending={later.sending} sendingLabel="Scheduling…">
              Schedule
            </SubmitButton>
          </form>
        </section>
      )}
    </section>
  );
}

function ScheduledList({ scheduled, onChanged }: { scheduled: ScheduledMailing[]; onChanged: () => void }) {
  const [busyId, setBusyId] = useState<string | null>(null);
  if (scheduled.length === 0) return null;
  async function cancel(item: ScheduledMailing) {
    setBusyId(item.id);
    try {
      const api = await loadApi();
      const answer = await api.cancelScheduledMailing(item.id);
      toast.success(answer.message ?? "Cancelled.", { flow: "mailing" });
      onChanged();
    } catch (error) {
      toastFailure(error, "mailing");
    } finally {
      setBusyId(null);
    }
  }
  return (
    <section aria-labelledby="scheduled-title" className="space-y-4 border-t border-line pt-8">
      <h2 id="scheduled-title" className="text-xl font-semibold text-ink">
        Scheduled messages
      </h2>
      <ul className="divide-y divide-line border-y border-line" aria-label="Scheduled messages">
        {scheduled.map((item) => (
          <li key={item.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
            <div className="min-w-0 flex-1 space-y-1">
              <p className="font-semibold text-ink">{item.subject}</p>
              <p className="text-sm text-ink-muted">
                {audienceText(item.audience, item.eventTitle)} · {item.state === "failed" ? "was due" : "goes out"} {when(item.sendAt)} · by {item.scheduledBy}
              </p>
              {item.failure && <p className="text-sm text-red-700 dark:text-red-300">{item.failure}</p>}
            </div>
            {item.state !== "sending" && (
              <button
                type="button"
                className={secondaryButton}
                disabled={busyId === item.id}
                aria-label={`${item.state === "failed" ? "Remove" : "Cancel"} ${item.subject}`}
                onClick={() => void cancel(item)}
              >
                {busyId === item.id ? "Cancelling…" : item.state === "failed" ? "Remove" : "Cancel"}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function progressText(mailing: Mailing): string {
  const parts = [`${mailing.sent} of ${mailing.recipients} sent`];
  // The plan's days are UTC days (the mail shares'); the rest of a day's part goes with the hourly sending.
  if (mailing.waiting > 0) {
    const today = mailing.lastDay <= dayAt(Date.now(), "UTC");
    parts.push(`${mailing.waiting} still to go out ${today ? "today" : `over the next days, the last on ${formatDay("shortWeekdayDay", mailing.lastDay)}`}`);
  }
  if (mailing.failed > 0) parts.push(`${mailing.failed} could not be delivered`);
  if (mailing.skipped > 0) parts.push(`${mailing.skipped} not sent (the member turned these mails off, or left, before their turn)`);
  return `${parts.join(", ")}.`;
}

function SentList({ mailings }: { mailings: Mailing[] }) {
  return (
    <section aria-labelledby="sent-title" className="space-y-4 border-t border-line pt-8">
      <h2 id="sent-title" className="text-xl font-semibold text-ink">
        Sent messages
      </h2>
      {mailings.length === 0 ? (
        <p className="text-ink-muted">No message has been sent yet.</p>
      ) : (
        <ul className="divide-y divide-line border-y border-line" aria-label="Sent messages">
          {mailings.map((mailing) => (
            <li key={mailing.id} className="space-y-1 py-3">
              <p className="font-semibold text-ink">{mailing.subject}</p>
              <p className="text-sm text-ink-muted">
                {audienceText(mailing.audience, mailing.eventTitle)} · {people(mailing.recipients)} · by {mailing.sentBy}, {when(mailing.createdAt)}
              </p>
              <p className="text-sm text-ink">{progressText(mailing)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
