import { useState } from "react";
import { primaryButton, secondaryButton } from "~/components/buttons";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { inputClass } from "~/components/field";
import { FormAlert } from "~/components/form-alert";
import { toast } from "~/lib/toast";
import { useLoaded } from "~/lib/use-loaded";
import { usePendingAction } from "~/lib/use-pending-action";
import type { CalendarFeed } from "~/shared/events";
import { formatInstant } from "~/shared/time/formats";
import { site } from "~/site.config";
import { createCalendarFeed } from "../api/create-calendar-feed";
import { deleteCalendarFeed } from "../api/delete-calendar-feed";
import { getCalendarFeed } from "../api/get-calendar-feed";
import { CalendarAppLinks } from "./calendar-app-links";
import { FeedAlarms } from "./feed-alarms";
import { toEpochMs } from "~/shared/time/instant";

type Confirm = "renew" | "off" | null;

/**
 * The member's personal calendar address: the events they RSVPed to, in
 * their own calendar app. The address is stored hashed (decision 022), so
 * it is shown once, when made; a new one replaces it, and it can be turned off.
 */
export function PersonalCalendar() {
  const { data: status, failure, setData: setStatus } = useLoaded(getCalendarFeed);
  const [fresh, setFresh] = useState<CalendarFeed | null>(null);
  const { busy, run: pending } = usePendingAction({ again: true });
  const [confirm, setConfirm] = useState<Confirm>(null);

  async function run(action: "create" | "off") {
    await pending(async () => {
      if (action === "create") {
        const feed = await createCalendarFeed();
        setFresh(feed);
        setStatus((current) => ({ active: true, createdAt: feed.createdAt, alarms: current?.alarms }));
        toast.success("Your calendar address is ready. Copy it now: it is shown only once.");
      } else {
        setStatus(await deleteCalendarFeed());
        setFresh(null);
        toast.success("Your calendar address no longer works.");
      }
    });
    setConfirm(null);
  }

  if (failure) return <FormAlert>{failure}</FormAlert>;
  if (!status) return <p className="text-ink-muted">Loading…</p>;
  return (
    <div className="space-y-4">
      {fresh ? (
        <FreshAddress feed={fresh} />
      ) : status.active ? (
        <p className="text-ink">
          You made your address on {formatInstant("day", toEpochMs(status.createdAt!), site.timeZone)}. It is not shown again (we keep only a fingerprint of
          it): if you no longer have it, make a new one.
        </p>
      ) : (
        <p className="text-ink-muted">Get a private address for a calendar with just the events you RSVPed to; your calendar app keeps it up to date.</p>
      )}
      {status.active && <FeedAlarms status={status} onSaved={setStatus} />}
      <div className="flex flex-wrap gap-3">
        {status.active ? (
          <>
            <button type="button" className={secondaryButton} disabled={busy} onClick={() => setConfirm("renew")}>
              Make a new address
            </button>
            <button type="button" className={secondaryButton} disabled={busy} onClick={() => setConfirm("off")}>
              Turn it off
            </button>
          </>
        ) : (
          <button type="button" className={primaryButton} disabled={busy} onClick={() => void run("create")}>
            {busy ? "Making it…" : "Make my calendar address"}
          </button>
        )}
      </div>
      {confirm && (
        <ConfirmDialog
          title={confirm === "renew" ? "Make a new address?" : "Turn off your calendar address?"}
          confirmLabel={confirm === "renew" ? "Make a new address" : "Turn it off"}
          busyLabel={confirm === "renew" ? "Making it…" : "Turning it off…"}
          busy={busy}
          onConfirm={() => void run(confirm === "renew" ? "create" : "off")}
          onCancel={() => setConfirm(null)}
        >
          <p>
            The address you have now stops working at once: calendars subscribed to it stop getting updates
            {confirm === "renew" ? ", until you subscribe them to the new one." : "."}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

function FreshAddress({ feed }: { feed: CalendarFeed }) {
  return (
    <div className="space-y-3 rounded-md border border-brand p-4">
      <p className="font-semibold text-ink">Your address, shown only this once: subscribe now or copy it somewhere safe.</p>
      <CalendarAppLinks links={feed} />
      <div className="space-y-1">
        <label htmlFor="personal-calendar-url" className="block text-sm font-medium text-ink">
          Your calendar address
        </label>
        <input id="personal-calendar-url" readOnly value={feed.url} onFocus={(event) => event.currentTarget.select()} className={inputClass} />
      </div>
    </div>
  );
}
