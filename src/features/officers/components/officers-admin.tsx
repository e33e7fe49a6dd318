import { useState } from "react";
import { Link } from "react-router";
import { secondaryButton, textLink } from "~/components/buttons";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { inputClass } from "~/components/field";
import { FormAlert } from "~/components/form-alert";
import { postedForm } from "~/components/posted-form";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/text-field";
import { errorDetail } from "~/lib/api-error";
import { toastFailure } from "~/lib/failure-toast";
import { toast } from "~/lib/toast";
import { useFormFeedback } from "~/lib/use-form-feedback";
import { useLoaded } from "~/lib/use-loaded";
import { OFFICER_INVITATION_DAYS, type Officer, type OfficerInvitation } from "~/shared/officers";
import { hasRole, OFFICER_ROLE, parseRoles, ROLE_DESCRIPTIONS } from "~/shared/roles";
import { formatInstant } from "~/shared/time/formats";
import { site } from "~/site.config";
import { giveOfficerRole, inviteOfficer, listOfficers, removeOfficerRole, withdrawInvitation } from "../api/officers";
import { toEpochMs } from "~/shared/time/instant";

/** A member as the search finds them (the members' list, from the account feature). */
export type FoundMember = { id: string; username: string; firstName: string; lastName: string; email: string; roles: string };

const loadApi = () => import("../api/officers");
const day = (instant: string) => formatInstant("shortDay", toEpochMs(instant), site.timeZone);
const nameOf = (person: { firstName: string; lastName: string; username: string }) => `${person.firstName} ${person.lastName}`.trim() || person.username;

type Busy = string | null;

/**
 * The admins' officers page (issue 35, docs/decisions/135-officer-invitations.md): who holds the
 * role, giving it to a member and taking it away, and inviting an address by e-mail — the invitee
 * becomes an officer on verifying it (at sign-up, or by the link signed in).
 */
export function OfficersAdmin({ findMembers }: { findMembers: (q: string, signal?: AbortSignal) => Promise<FoundMember[]> }) {
  const { data, failure, reload } = useLoaded(listOfficers);
  const [busy, setBusy] = useState<Busy>(null);
  const [removing, setRemoving] = useState<Officer | null>(null);

  async function act(id: string, work: () => Promise<void>): Promise<boolean> {
    setBusy(id);
    try {
      await work();
      await reload();
      return true;
    } catch (error) {
      toastFailure(error);
      return false;
    } finally {
      setBusy(null);
    }
  }

  const remove = (officer: Officer) =>
    act(officer.id, async () => {
      await removeOfficerRole(officer.id);
      toast.success(`${nameOf(officer)} is no longer an officer.`);
      setRemoving(null);
    });
  const withdraw = (invitation: OfficerInvitation) =>
    act(invitation.id, async () => {
      await withdrawInvitation(invitation.id);
      toast.success(`The invitation to ${invitation.email} is withdrawn.`);
    });
  const sendAgain = (invitation: OfficerInvitation) =>
    act(invitation.id, async () => {
      await inviteOfficer({ email: invitation.email });
      toast.success(`Sent a new invitation to ${invitation.email}.`);
    });
  const give = (member: FoundMember) =>
    act(member.id, async () => {
      await giveOfficerRole(member.id);
      toast.success(`${nameOf(member)} is an officer now.`);
    });

  return (
    <div className="space-y-10">
      <p className="rounded-md border border-line bg-surface-muted p-4 text-sm text-ink">
        <span className="font-semibold">What an officer may do.</span> {ROLE_DESCRIPTIONS.officer}
      </p>

      <section aria-labelledby="officers-title" className="space-y-3" aria-busy={data === null && failure === null}>
        <h2 id="officers-title" className="text-xl font-semibold text-ink">
          Officers and admins
        </h2>
        {failure ? (
          <FormAlert>{failure}</FormAlert>
        ) : data === null ? (
          <p className="text-ink-muted">Loading…</p>
        ) : (
          <ul className="divide-y divide-line border-y border-line">
            {data.officers.map((officer) => (
              <li key={officer.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-ink">
                    {nameOf(officer)}{" "}
                    <span className="rounded bg-surface-muted px-1.5 text-xs font-semibold text-ink-muted">{officer.isAdmin ? "admin" : "officer"}</span>
                  </p>
                  <p className="text-sm break-all text-ink-muted">
                    @{officer.username} · {officer.email}
                  </p>
                </div>
                {officer.isAdmin ? (
                  <p className="text-sm text-ink-muted">
                    Admin: roles on the{" "}
                    <Link to={`/profile/admin/members?q=${encodeURIComponent(officer.username)}`} className={textLink}>
                      Members page
                    </Link>
                  </p>
                ) : (
                  <button type="button" className={secondaryButton} disabled={busy === officer.id} onClick={() => setRemoving(officer)}>
                    Remove the role<span className="sr-only"> from {nameOf(officer)}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="invite-title" className="space-y-4">
        <h2 id="invite-title" className="text-xl font-semibold text-ink">
          Invite a new officer
        </h2>
        <InviteForm onInvited={() => void reload()} />
        {data && data.invitations.length > 0 && (
          <div className="space-y-2">
            <h3 className="font-semibold text-ink">Invitations waiting</h3>
            <ul className="divide-y divide-line border-y border-line" aria-label="Invitations waiting">
              {data.invitations.map((invitation) => (
                <InvitationRow
                  key={invitation.id}
                  invitation={invitation}
                  busy={busy === invitation.id}
                  onAgain={() => void sendAgain(invitation)}
                  onWithdraw={() => void withdraw(invitation)}
                />
              ))}
            </ul>
          </div>
        )}
      </section>

      <GiveRole findMembers={findMembers} busy={busy} onGive={give} />

      {removing && (
        <ConfirmDialog
          title={`Remove ${nameOf(removing)}'s officer role?`}
          confirmLabel="Remove the role"
          busyLabel="Removing…"
          busy={busy === removing.id}
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
        >
          <p>From their next click they can no longer run events, content, mail or the chats. Their account stays a member's.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

function InvitationRow({
  invitation,
  busy,
  onAgain,
  onWithdraw,
}: {
  invitation: OfficerInvitation;
  busy: boolean;
  onAgain: () => void;
  onWithdraw: () => void;
}) {
  const expired = toEpochMs(invitation.expiresAt) <= Date.now();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-semibold break-all text-ink">{invitation.email}</p>
        <p className={`text-sm ${expired ? "font-medium text-red-700 dark:text-red-300" : "text-ink-muted"}`}>
          Sent {day(invitation.createdAt)}
          {invitation.invitedBy ? ` by @${invitation.invitedBy}` : ""} ·{" "}
          {expired ? `expired ${day(invitation.expiresAt)}` : `works until ${day(invitation.expiresAt)}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} disabled={busy} onClick={onAgain}>
          Send again<span className="sr-only"> to {invitation.email}</span>
        </button>
        <button type="button" className={secondaryButton} disabled={busy} onClick={onWithdraw}>
          Withdraw<span className="sr-only"> the invitation to {invitation.email}</span>
        </button>
      </div>
    </li>
  );
}

function InviteForm({ onInvited }: { onInvited: () => void }) {
  const form = useFormFeedback<"email">();
  const onSubmit = form.onSubmit(loadApi, (data, element) => ({
    schema: (api) => api.inviteOfficerRequestSchema,
    input: { email: String(data.get("email") ?? "") },
    fields: { ALREADY_OFFICER: "email" },
    send: async (api, body) => {
      const invitation = await api.inviteOfficer(body);
      toast.success(`Invitation sent to ${invitation.email}.`);
      element.reset();
      onInvited();
    },
  }));
  return (
    <form
      {...postedForm}
      ref={form.formRef}
      noValidate
      onFocus={() => void loadApi()}
      onSubmit={onSubmit}
      className="space-y-4 rounded-md border border-line p-4"
    >
      <TextField
        name="email"
        label="Their e-mail address"
        type="email"
        autoComplete="off"
        hint={`We e-mail them a link that works once, for ${OFFICER_INVITATION_DAYS} days. They become an officer when they confirm this address: by signing up with it, or by opening the link signed in with it.`}
        error={form.errors.email}
      />
      <FormAlert>{form.formError}</FormAlert>
      <SubmitButton sending={form.sending} sendingLabel="Sending…">
        Send the invitation
      </SubmitButton>
    </form>
  );
}

/** A member who has an account already: found by name, username or address, and given the role at once. */
function GiveRole({
  findMembers,
  busy,
  onGive,
}: {
  findMembers: (q: string) => Promise<FoundMember[]>;
  busy: Busy;
  onGive: (member: FoundMember) => Promise<boolean>;
}) {
  const [text, setText] = useState("");
  const [found, setFound] = useState<FoundMember[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);

  async function search(q: string) {
    setSearching(true);
    try {
      setFound(await findMembers(q));
      setFailure(null);
    } catch (error) {
      setFailure(errorDetail(error));
    } finally {
      setSearching(false);
    }
  }

  return (
    <section aria-labelledby="give-title" className="space-y-4">
      <h2 id="give-title" className="text-xl font-semibold text-ink">
        Give the role to a member
      </h2>
      <search aria-label="Members to make officers">
        <form
          {...postedForm}
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) void search(text.trim());
          }}
        >
          <div className="min-w-0 flex-1 space-y-1">
            <label htmlFor="officer-member-search" className="block text-sm font-medium text-ink">
              Name, username or e-mail
            </label>
            <input id="officer-member-search" type="search" value={text} onChange={(event) => setText(event.target.value)} className={inputClass} />
          </div>
          <button type="submit" className={secondaryButton} disabled={searching}>
            Find
          </button>
        </form>
      </search>
      <FormAlert>{failure}</FormAlert>
      {found !== null &&
        (found.length === 0 ? (
          <p className="text-ink-muted">No member matches. Invite them by e-mail above.</p>
        ) : (
          <ul className="divide-y divide-line border-y border-line" aria-label="Members found">
            {found.map((member) => {
              const officer = hasRole(parseRoles(member.roles), OFFICER_ROLE);
              return (
                <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-ink">{nameOf(member)}</p>
                    <p className="text-sm break-all text-ink-muted">
                      @{member.username} · {member.email}
                    </p>
                  </div>
                  {officer ? (
                    <p className="text-sm text-ink-muted">An officer already</p>
                  ) : (
                    <button
                      type="button"
                      className={secondaryButton}
                      disabled={busy === member.id}
                      onClick={async () => {
                        if (await onGive(member)) {
                          setFound((list) => list?.map((m) => (m.id === member.id ? { ...m, roles: `${m.roles},${OFFICER_ROLE}` } : m)) ?? null);
                        }
                      }}
                    >
                      Make officer<span className="sr-only"> {nameOf(member)}</span>
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        ))}
    </section>
  );
}
