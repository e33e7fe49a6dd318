import { useId } from "react";
import { inputClass } from "~/components/field";
import { toast } from "~/lib/toast";
import { usePendingAction } from "~/lib/use-pending-action";
import { CALENDAR_ALARM_CHOICES, CALENDAR_ALARMS, DEFAULT_CALENDAR_ALARMS, type CalendarAlarms } from "~/shared/calendar-alarms";
import type { CalendarFeedStatus } from "~/shared/events";
import { setCalendarAlarms } from "../api/set-calendar-alarms";

/**
 * When the member's own calendar reminds them of the events in their
 * personal feed (decision 122): saved as it is chosen, free for everyone.
 */
export function FeedAlarms({ status, onSaved }: { status: CalendarFeedStatus; onSaved: (status: CalendarFeedStatus) => void }) {
  const id = useId();
  const { busy, run } = usePendingAction({ again: true });
  const choose = (alarms: CalendarAlarms) =>
    run(async () => {
      onSaved(await setCalendarAlarms(alarms));
      toast.success("Saved: your calendar reminds you as you chose.");
    });
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-medium text-ink">
        Your calendar reminds you
      </label>
      <select
        id={id}
        value={status.alarms ?? DEFAULT_CALENDAR_ALARMS}
        disabled={busy}
        onChange={(change) => void choose(change.currentTarget.value as CalendarAlarms)}
        aria-describedby={`${id}-hint`}
        className={inputClass}
      >
        {CALENDAR_ALARMS.map((choice) => (
          <option key={choice} value={choice}>
            {CALENDAR_ALARM_CHOICES[choice].label}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        Of every event you RSVPed to, on your phone or computer: free, and on time even when the chapter's e-mail runs late.
      </p>
    </div>
  );
}
