import { secondaryButton, textLink } from "~/components/buttons";
import { toast } from "~/lib/toast";
import { usePendingAction } from "~/lib/use-pending-action";
import type { ContactMessage } from "~/shared/contact";
import { formatInstant, viewerTimeZone } from "~/shared/time/formats";
import { updateMessage } from "../api/update-message";
import { toEpochMs } from "~/shared/time/instant";

/** Messages are dated on the reader's own clock. */
const viewerZone = viewerTimeZone();

type MessageItemProps = {
  message: ContactMessage;
  onChanged: (message: ContactMessage) => void;
  onDelete: () => void;
};

/** One message: who wrote, when, what; reply by e-mail, mark handled, delete. */
export function MessageItem({ message, onChanged, onDelete }: MessageItemProps) {
  const { busy, run } = usePendingAction({ again: true });

  const toggleHandled = () =>
    run(async () => {
      const saved = await updateMessage(message.id, { handled: !message.handled });
      toast.success(saved.handled ? "Marked as handled." : "Marked as open.");
      onChanged(saved);
    });

  const headingId = `message-${message.id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="space-y-3 py-5">
        <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 id={headingId} className="font-semibold text-ink">
            {message.name}
          </h3>
          <p className="text-sm text-ink-muted">
            <time dateTime={message.createdAt}>{formatInstant("shortMoment", toEpochMs(message.createdAt), viewerZone)}</time>
            {" · "}
            <span className={message.handled ? "text-ink-muted" : "font-semibold text-ink"}>{message.handled ? "Handled" : "Open"}</span>
          </p>
        </header>
        <p className="wrap-anywhere text-sm">
          <a href={`mailto:${message.email}`} className={textLink}>
            {message.email}
          </a>
        </p>
        <p className="whitespace-pre-wrap break-words text-ink">{message.message}</p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={secondaryButton} disabled={busy} onClick={() => void toggleHandled()}>
            {message.handled ? "Mark as open" : "Mark as handled"}
            <span className="sr-only"> (message from {message.name})</span>
          </button>
          <button type="button" className={secondaryButton} onClick={onDelete}>
            Delete<span className="sr-only"> message from {message.name}</span>
          </button>
        </div>
      </article>
    </li>
  );
}
