import { Link } from "react-router";
import { primaryButton, textLink } from "~/components/buttons";
import type { ChapterEventView } from "~/shared/events";
import { checkinPath } from "~/shared/event-links";
import { useCheckinPhase } from "../hooks/use-checkin-phase";
import { plural } from "~/shared/plural";

type CheckinOfferProps = {
  event: ChapterEventView;
  /** `button` on the event's page and card; `line` in the home page's short list, a link above the card's own. */
  look?: "button" | "line";
};

/**
 * Check-in where people look for it: while the event's check-in window is
 * open, "Check in" (to /checkin for this event — members and visitors alike,
 * a visitor signs up on the way); once the member has checked in, "You're
 * checked in" with the event's points. Nothing otherwise.
 */
export function CheckinOffer({ event, look = "button" }: CheckinOfferProps) {
  const phase = useCheckinPhase(event);
  if (event.myCheckedInAt) {
    const points = event.points > 0 ? ` · +${plural(event.points, "point")}` : "";
    return (
      <p className={look === "line" ? "truncate text-sm font-semibold text-ink" : "font-semibold text-ink"}>
        <span aria-hidden="true" className="text-link">
          ✓{" "}
        </span>
        You're checked in{points}
      </p>
    );
  }
  if (phase !== "open") return null;
  const label = `Check in: ${event.title}`;
  return look === "line" ? (
    <p className="truncate text-sm">
      <Link to={checkinPath(event.id)} className={`relative z-10 ${textLink}`} aria-label={label}>
        Check in
      </Link>
    </p>
  ) : (
    <Link to={checkinPath(event.id)} className={primaryButton} aria-label={label}>
      Check in
    </Link>
  );
}

/** Whether CheckinOffer shows anything for the event now (the home page's card gives it the date's line then). */
export function useCheckinOffered(event: ChapterEventView): boolean {
  const phase = useCheckinPhase(event);
  return Boolean(event.myCheckedInAt) || phase === "open";
}
