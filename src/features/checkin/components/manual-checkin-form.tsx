import { useState } from "react";
import { primaryButton } from "~/components/buttons";
import { postedForm } from "~/components/posted-form";
import { TextField } from "~/components/text-field";
import { ApiError, errorDetail } from "~/lib/api-error";
import { usePendingAction } from "~/lib/use-pending-action";
import { manualCheckinRequestSchema } from "~/shared/attendance";
import { checkInMember } from "../api/attendance";
import { plural } from "~/shared/plural";

/** An officer checks a member in by username or e-mail (a member without a phone, a scanner that failed). */
export function ManualCheckinForm({ eventId, onCheckedIn }: { eventId: string; onCheckedIn: (message: string) => void }) {
  const [user, setUser] = useState("");
  const [invalid, setInvalid] = useState<string | undefined>();
  // An unknown member comes with fields.user; the window and the rest are said at the field too, where the officer looks (no toast).
  const {
    busy: sending,
    failure,
    run,
  } = usePendingAction({
    inline: true,
    again: true,
    describe: (error) => (error instanceof ApiError && error.fields?.user ? error.fields.user : errorDetail(error)),
  });
  const error = invalid ?? failure ?? undefined;

  const submit = async () => {
    const body = manualCheckinRequestSchema.safeParse({ user });
    setInvalid(body.success ? undefined : body.error.issues[0]?.message);
    if (!body.success) return;
    await run(async () => {
      const { data } = await checkInMember(eventId, body.data);
      setUser("");
      onCheckedIn(data.alreadyCheckedIn ? `${body.data.user} was already checked in.` : `${body.data.user} is checked in: +${plural(data.points, "point")}.`);
    });
  };

  return (
    <form
      {...postedForm}
      noValidate
      className="flex flex-wrap items-start gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label="Check a member in"
        name="user"
        value={user}
        onChange={(event) => setUser(event.target.value)}
        error={error}
        hint="Their username or e-mail address."
        autoComplete="off"
        className="min-w-0 flex-1 basis-56"
      />
      <button type="submit" className={`${primaryButton} mt-6`} disabled={sending}>
        {sending ? "Checking in…" : "Check in"}
      </button>
    </form>
  );
}
