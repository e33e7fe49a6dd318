import { useCallback, useState } from "react";
import { secondaryButton } from "~/components/buttons";
import { Dialog } from "~/components/dialog";
import { useLoaded } from "~/lib/use-loaded";
import type { ChapterEventView } from "~/shared/events";
import { FEEDBACK_COMMENTS_FROM, RATING_WORDS, RATINGS } from "~/shared/feedback";
import { plural } from "~/shared/plural";
import { formatDay } from "~/shared/time/formats";
import { getFeedbackSummary } from "../api/feedback";

/** An event's feedback for officers, on the events page: a button that opens the results (loaded then). */
export function EventFeedbackResults({ event }: { event: ChapterEventView }) {
  const [open, setOpen] = useState(false);
  if (event.status === "cancelled") return null;
  return (
    <>
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)} aria-label={`Feedback: ${event.title}`}>
        Feedback
      </button>
      {open && <ResultsDialog event={event} onClose={() => setOpen(false)} />}
    </>
  );
}

function ResultsDialog({ event, onClose }: { event: ChapterEventView; onClose: () => void }) {
  const { data: summary, failure } = useLoaded(useCallback((signal?: AbortSignal) => getFeedbackSummary(event.id, signal), [event.id]));

  return (
    <Dialog title={`Feedback: ${event.title}`} onClose={onClose}>
      {failure ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {failure}
        </p>
      ) : summary === null ? (
        <p className="text-ink-muted">Loading…</p>
      ) : summary.count === 0 ? (
        <p className="text-ink-muted">Nobody has rated it yet. Members who checked in are asked on the event's page once it has ended.</p>
      ) : (
        <div className="space-y-4">
          <p className="text-lg text-ink">
            <strong>{summary.average?.toFixed(1)}</strong> of 5 on average, from {plural(summary.count, "rating")}.
          </p>
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">Ratings given</caption>
            <thead>
              <tr>
                <th scope="col" className="border border-line bg-surface-muted p-2 text-left">
                  Rating
                </th>
                <th scope="col" className="border border-line bg-surface-muted p-2 text-right">
                  Members
                </th>
              </tr>
            </thead>
            <tbody>
              {[...RATINGS].reverse().map((rating) => (
                <tr key={rating}>
                  <th scope="row" className="border border-line p-2 text-left font-normal">
                    {rating} · {RATING_WORDS[rating]}
                  </th>
                  <td className="border border-line p-2 text-right tabular-nums">{summary.counts[rating - 1]}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3 className="font-semibold text-ink">Comments</h3>
          {summary.commentsHeldBack > 0 ? (
            <p className="text-ink-muted">
              {plural(summary.commentsHeldBack, "comment")} held back until {FEEDBACK_COMMENTS_FROM} members have answered, so that nobody's words can be told
              apart.
            </p>
          ) : summary.comments.length === 0 ? (
            <p className="text-ink-muted">No comments.</p>
          ) : (
            <ul className="space-y-3">
              {summary.comments.map((comment) => (
                <li key={`${comment.day}-${comment.comment}`} className="rounded-md border border-line p-3">
                  <p className="whitespace-pre-line text-ink">{comment.comment}</p>
                  <p className="mt-1 text-xs text-ink-muted">
                    Rated {comment.rating} · {formatDay("shortDay", comment.day)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Dialog>
  );
}
