import { useCallback } from "react";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { TextAreaField } from "~/components/text-area-field";
import { toast } from "~/lib/toast";
import { useLoaded } from "~/lib/use-loaded";
import { useFormFeedback } from "~/lib/use-form-feedback";
import type { ChapterEventView } from "~/shared/events";
import { FEEDBACK_COMMENT_MAX, type MyFeedback, RATING_WORDS, RATINGS } from "~/shared/feedback";
import { formatInstant } from "~/shared/time/formats";
import { site } from "~/site.config";
import { getMyFeedback } from "../api/feedback";
import { feedbackAsked } from "../lib/asked";
import { toEpochMs } from "~/shared/time/instant";

type Field = "rating" | "comment";

const loadApi = () => import("../api/feedback");
const day = (instant: string) => formatInstant("day", toEpochMs(instant), site.timeZone);

/**
 * "How was it?" on an event's page (decision 085): for a member who checked
 * in, once the event has ended and until its feedback closes; the answer can
 * be changed meanwhile. Officers see the results without names. Nothing for
 * anyone else, and nothing is asked before the event is over.
 */
export function EventFeedback({ event }: { event: ChapterEventView }) {
  const asked = feedbackAsked(event);
  const read = useCallback((signal: AbortSignal) => getMyFeedback(event.id, signal), [event.id]);
  // The question is extra: if it cannot be loaded, the page is the event's as before.
  const { data: mine, setData: setMine } = useLoaded(asked ? read : null);

  if (!asked || mine === null) return null;
  if (!mine.open) {
    return mine.rating === null ? null : (
      <p className="mt-8 border-t border-line pt-8 text-ink">
        You rated it {mine.rating} of 5 ({RATING_WORDS[mine.rating as 1]}). Thank you.
      </p>
    );
  }
  return <FeedbackForm event={event} mine={mine} onSaved={setMine} />;
}

function FeedbackForm({ event, mine, onSaved }: { event: ChapterEventView; mine: MyFeedback; onSaved: (mine: MyFeedback) => void }) {
  const form = useFormFeedback<Field>({ toastFlow: "feedback" });
  const onSubmit = form.onSubmit(loadApi, (data) => ({
    schema: (api) => api.feedbackRequestSchema,
    input: { rating: data.get("rating") ?? undefined, comment: String(data.get("comment") ?? "") },
    send: async (api, body) => {
      const saved = await api.saveFeedback(event.id, body);
      toast.success(saved.message ?? "Thanks for your feedback.", { flow: "feedback" });
      onSaved(saved);
    },
  }));
  const errorId = `${event.id}-rating-error`;
  return (
    <section aria-labelledby="feedback-title" className="mt-8 border-t border-line pt-8">
      <h2 id="feedback-title" className="text-xl font-semibold text-ink">
        How was it?
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {mine.rating === null ? "You came: tell the officers how it went." : `You rated it ${mine.rating} of 5.`} Officers see the ratings and comments without
        names; you can change your answer until {day(mine.closesAt)}.
      </p>
      <form ref={form.formRef} noValidate method="post" onFocus={() => void loadApi()} onSubmit={onSubmit} className="mt-4 space-y-4">
        <fieldset aria-describedby={form.errors.rating ? errorId : undefined}>
          <legend className="font-medium text-ink">Your rating</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {RATINGS.map((rating) => (
              <label
                key={rating}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line px-3 py-2 text-ink has-[:checked]:border-brand has-[:checked]:bg-surface-muted"
              >
                <input
                  type="radio"
                  name="rating"
                  value={rating}
                  defaultChecked={mine.rating === rating}
                  aria-invalid={form.errors.rating ? true : undefined}
                  className="accent-brand"
                />
                {rating} · {RATING_WORDS[rating]}
              </label>
            ))}
          </div>
          {form.errors.rating && (
            <p id={errorId} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
              {form.errors.rating}
            </p>
          )}
        </fieldset>
        <TextAreaField
          name="comment"
          label="Comment (optional)"
          rows={3}
          maxLength={FEEDBACK_COMMENT_MAX}
          defaultValue={mine.comment}
          hint="What worked, what to change next time."
          error={form.errors.comment}
        />
        <FormAlert>{form.formError}</FormAlert>
        <SubmitButton sending={form.sending} sendingLabel="Saving…">
          {mine.rating === null ? "Send" : "Save the change"}
        </SubmitButton>
      </form>
    </section>
  );
}
