import { useEffect, useRef, useState } from "react";
import { primaryButton, secondaryButton } from "~/components/buttons";
import { FormAlert } from "~/components/form-alert";
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
import { listMailableEvents, listMailings } from "../api/mailings";

type Field = "audience" | "eventId" | "subject" | "body";
type Review = { draft: CreateMailingRequest; plan: MailingPlan; html: string; to: string };

const loadApi = () => import("../api/mailings");
const when = (ms: number) => formatInstant("dayTime", ms, site.timeZone);
const people = (n: number) => plural(n, "person", "people");

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

/** The messages sent so far and the events one can be written about, in one read. */
const readMailingsAndEvents = (signal?: AbortSignal) =>
  Promise.all([listMailings(signal), listMailableEvents(signal)]).then(([mailings, events]) => ({ mailings, events }));

/**
 * Officers write to people (issue 21, decision 085): the people of one event or every member. The
 * officer sees the message as members will read it, how many get it and — when the day's mail share
 * cannot carry it — over how many days it goes out, before anything is sent.
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
  const { mailings, events } = data;
  return (
    <div className="space-y-12">
      <Composer events={events} onSent={() => void load()} />
      <SentList mailings={mailings} />
    </div>
  );
}

function Composer({ events, onSent }: { events: ChapterEventView[]; onSent: () => void }) {
  const form = useFormFeedback<Field>({ toastFlow: "mailing" });
  const [audience, setAudience] = useState<MailingAudience>("going");
  const [review, setReview] = useState<Review | null>(null);
  const reviewRef = useRef<HTMLElement>(null);
  const forEvent = isEventAudience(audience);
  // The next event first: officers mostly write to the people of what comes next.
  const choices = [...events].sort((a, b) => Math.abs(Date.parse(a.startsAt) - Date.now()) - Math.abs(Date.parse(b.startsAt) - Date.now()));

  useEffect(() => {
    if (review) reviewRef.current?.focus();
  }, [review]);

  const onPreview = form.onSubmit(loadApi, (data) => {
    const input = {
      audience: data.get("audience"),
      eventId: forEvent ? String(data.get("eventId") ?? "") || undefined : undefined,
      subject: String(data.get("subject") ?? ""),
      body: String(data.get("body") ?? ""),
    };
    return {
      schema: (api) => api.createMailingRequestSchema,
      input,
      send: async (api, draft) => {
        const plan = await api.planMailing(draft.audience, draft.eventId);
        const event = events.find((candidate) => candidate.id === draft.eventId);
        setReview({ draft, plan, html: renderMarkdown(draft.body, { mail: true }), to: audienceText(draft.audience, event?.title ?? null) });
      },
    };
  });

  function send(current: Review) {
    void form.send(
      async () => {
        const api = await loadApi();
        const result = await api.sendMailing(current.draft);
        toast.success(result.message ?? describePlan(result.plan, true), { flow: "mailing" });
        setReview(null);
        form.formRef.current?.reset();
        setAudience("going");
        onSent();
      },
      { fields: { NO_RECIPIENTS: "audience" } },
    );
  }

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
        onChange={() => setReview(null)}
        className="space-y-4 rounded-md border border-line p-4"
      >
        <SelectField
          name="audience"
          label="To"
          value={audience}
          onChange={(event) => setAudience(event.currentTarget.value as MailingAudience)}
          options={MAILING_AUDIENCES.map((value) => ({ value, label: MAILING_AUDIENCE_LABELS[value] }))}
          hint={
            forEvent
              ? "Members who turned off mails about changes to their events are left out."
              : "Members who turned off announcements are left out. The connected group chats get it too."
          }
          error={form.errors.audience}
        />
        {forEvent && (
          <SelectField
            name="eventId"
            label="Event"
            defaultValue=""
            options={[
              { value: "", label: choices.length === 0 ? "No events from the last three months" : "Choose an event" },
              ...choices.map((event) => ({ value: event.id, label: `${event.title} — ${when(Date.parse(event.startsAt))}` })),
            ]}
            error={form.errors.eventId}
          />
        )}
        <TextField name="subject" label="Subject" autoComplete="off" maxLength={120} error={form.errors.subject} />
        <TextAreaField
          name="body"
          label="Message"
          rows={8}
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
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it's safe subset (raw HTML escaped, unsafe links refused), src/shared/markdown.ts */}
            <div className={`${PROSE} mt-4`} dangerouslySetInnerHTML={{ __html: review.html }} />
          </section>
          <div className="flex flex-wrap gap-2">
            {review.plan.recipients > 0 && (
              <button type="button" className={primaryButton} disabled={form.sending} onClick={() => send(review)}>
                {form.sending ? "Sending…" : `Send to ${people(review.plan.recipients)}`}
              </button>
            )}
            <button type="button" className={secondaryButton} disabled={form.sending} onClick={() => setReview(null)}>
              Change it
            </button>
          </div>
        </section>
      )}
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
