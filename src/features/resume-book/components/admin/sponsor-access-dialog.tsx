import { useCallback, useState } from "react";
import { dangerButton } from "~/components/buttons";
import { CheckboxField } from "~/components/checkbox-field";
import { Dialog, DialogActions } from "~/components/dialog";
import { FormAlert } from "~/components/form-alert";
import { SelectField } from "~/components/select-field";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/text-field";
import { toastFailure } from "~/lib/failure-toast";
import { toast } from "~/lib/toast";
import { useFormFeedback } from "~/lib/use-form-feedback";
import { useLoaded } from "~/lib/use-loaded";
import type { SponsorAccess } from "~/shared/resume-book";
import { dayAt } from "~/shared/time/days";
import { dayFieldsToRange, rangeToDayFields } from "~/shared/time/form-fields";
import { listSponsorAccess } from "../../api/list-sponsor-access";
import { listSponsorNames } from "../../api/list-sponsor-names";
import { revokeSponsorAccess } from "../../api/revoke-sponsor-access";
import { site } from "~/site.config";

/** Who gets the access: an account as the members list or the access list knows it. */
export type SponsorAccount = { id: string; username: string; firstName: string; lastName: string; roles?: string };

/**
 * Makes the account a recruiter's (the sponsor role alone) and answers its
 * roles: a call of the account feature, passed in where the members list
 * offers it (src/app/routes/profile/admin-members.tsx).
 */
export type MakeRecruiter = () => Promise<string>;

type Field = "organisation" | "from" | "until";

const loadApi = () => import("../../api/grant-sponsor-access");

/** The sponsors on the sponsors page, and the account's current one even if it has left the page since. */
const organisationChoices = (sponsors: readonly string[], current: string | undefined) => [
  { value: "", label: "Choose a sponsor" },
  ...[...sponsors, ...(current && !sponsors.includes(current) ? [current] : [])].map((name) => ({ value: name, label: name })),
];
const DEFAULT_DAYS = 120;

/** A plain member's account (not an officer's or admin's): may be made a recruiter's, sponsor role only. */
const isPlainMember = (roles: string | undefined) =>
  roles?.split(",").every((role) => role === "member" || role === "sponsor") === true && roles.includes("member");

type SponsorAccessDialogProps = {
  account: SponsorAccount;
  /** Offered for a plain member's account when given. */
  makeRecruiter?: MakeRecruiter | undefined;
  onClose: () => void;
  /** After a grant, an end or a role change: the account's roles now and its window (null once ended). */
  onChanged: (change: { roles: string | null; access: SponsorAccess | null }) => void;
};

/**
 * An admin grants, changes or ends a sponsor's access to the résumé book:
 * the sponsor organisation (from the sponsors page) and the first and last
 * day, in the chapter's time zone. Granting gives the account the sponsor
 * role; ending takes it away (the API does both in one batch).
 */
export function SponsorAccessDialog({ account, makeRecruiter, onClose, onChanged }: SponsorAccessDialogProps) {
  const read = useCallback(
    async (signal: AbortSignal) => {
      // From the list of windows (a handful of sponsors), rather than the account's own address, which answers 404 when there is none.
      const [accesses, sponsors] = await Promise.all([listSponsorAccess(signal), listSponsorNames(signal)]);
      return { access: accesses.find((access) => access.userId === account.id) ?? null, sponsors };
    },
    [account.id],
  );
  const { data, failure, loading, reload } = useLoaded(read);
  const current =
    !loading && failure
      ? ({ status: "error", message: failure } as const)
      : !loading && data
        ? ({ status: "ready", ...data } as const)
        : ({ status: "loading" } as const);

  return (
    <Dialog title={`Sponsor access for ${account.username}`} onClose={onClose}>
      {current.status === "loading" && (
        <p aria-busy="true" className="text-ink-muted">
          Loading...
        </p>
      )}
      {current.status === "error" && (
        <FormAlert>
          <p>The access could not be loaded: {current.message}</p>
          <button type="button" className="font-semibold underline" onClick={() => void reload()}>
            Try Again
          </button>
        </FormAlert>
      )}
      {current.status === "ready" && (
        <AccessForm
          account={account}
          access={current.access}
          sponsors={current.sponsors}
          makeRecruiter={makeRecruiter}
          onClose={onClose}
          onChanged={onChanged}
        />
      )}
    </Dialog>
  );
}

type AccessFormProps = Omit<SponsorAccessDialogProps, "account"> & { account: SponsorAccount; access: SponsorAccess | null; sponsors: string[] };

/** The window's two days as the API takes them: midnight starting the first to midnight after the last, at the chapter. */
function windowOf(firstDay: string, lastDay: string) {
  const { startsAt, endsAt } = dayFieldsToRange(firstDay, lastDay, site.timeZone);
  return { from: startsAt, until: endsAt };
}

function AccessForm({ account, access, sponsors, makeRecruiter, onClose, onChanged }: AccessFormProps) {
  const form = useFormFeedback<Field>();
  const [ending, setEnding] = useState(false);
  const today = Date.now();
  const days = access
    ? rangeToDayFields({ startsAt: access.from, endsAt: access.until }, site.timeZone)
    : { firstDay: dayAt(today, site.timeZone), lastDay: dayAt(today + DEFAULT_DAYS * 86_400_000, site.timeZone) };
  const offerRecruiter = makeRecruiter !== undefined && isPlainMember(account.roles);

  const onSubmit = form.onSubmit(loadApi, (data) => ({
    schema: (api) => api.sponsorAccessRequestSchema,
    input: { organisation: data.get("organisation"), ...windowOf(String(data.get("from") ?? ""), String(data.get("until") ?? "")) },
    send: async (api, body) => {
      const { access: saved, message } = await api.grantSponsorAccess(account.id, {
        organisation: body.organisation,
        from: new Date(body.from).toISOString(),
        until: new Date(body.until).toISOString(),
      });
      let roles = account.roles ? [...new Set([...account.roles.split(","), "sponsor"])].sort().join(",") : null;
      if (makeRecruiter && offerRecruiter && data.get("recruiter") === "on") roles = await makeRecruiter();
      toast.success(message);
      onChanged({ roles, access: saved });
    },
  }));

  async function end() {
    setEnding(true);
    try {
      const { roles } = await revokeSponsorAccess(account.id);
      toast.success(`${account.username} can no longer read the résumé book.`);
      onChanged({ roles, access: null });
    } catch (error) {
      toastFailure(error);
      setEnding(false);
    }
  }

  return (
    <form ref={form.formRef} noValidate onFocus={() => void loadApi()} onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-ink-muted">
        {[account.firstName, account.lastName].filter(Boolean).join(" ") || account.username} · @{account.username}
        {access && ` · access ${access.status === "active" ? "open now" : access.status === "upcoming" ? "not started yet" : "ended"}`}
      </p>
      <SelectField
        name="organisation"
        label="Sponsor organisation"
        options={organisationChoices(sponsors, access?.organisation)}
        defaultValue={access?.organisation ?? ""}
        hint={
          sponsors.length === 0
            ? "No sponsor is on the sponsors page yet: an officer adds it under Profile, Content, Sponsors, and publishes it."
            : "As listed on the sponsors page. The log shows it beside each résumé this account opens."
        }
        error={form.errors.organisation}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="from" label="First day" type="date" defaultValue={days.firstDay} error={form.errors.from} />
        <TextField name="until" label="Last day" type="date" defaultValue={days.lastDay} error={form.errors.until} />
      </div>
      <p className="text-sm text-ink-muted">Whole days in the chapter's time zone; at most 400 days: grant it again for the next term.</p>
      {offerRecruiter && (
        <CheckboxField
          name="recruiter"
          label="Recruiter account: the sponsor role only"
          hint="This account is a chapter member now. A recruiter's account is best not one: tick this to remove its member role (and with it its résumé and the members' pages)."
        />
      )}
      <FormAlert>{form.formError}</FormAlert>
      <DialogActions onCancel={onClose}>
        {access && (
          <button type="button" className={dangerButton} disabled={ending} onClick={() => void end()}>
            {ending ? "Ending…" : "End access"}
          </button>
        )}
        <SubmitButton sending={form.sending} sendingLabel="Saving…">
          {access ? "Save access" : "Grant access"}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
