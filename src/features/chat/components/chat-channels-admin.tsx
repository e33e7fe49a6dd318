import { useState } from "react";
import { secondaryButton } from "~/components/buttons";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { FormAlert } from "~/components/form-alert";
import { SelectField } from "~/components/select-field";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/text-field";
import { toastFailure } from "~/lib/failure-toast";
import { toast } from "~/lib/toast";
import { useLoaded } from "~/lib/use-loaded";
import { useFormFeedback } from "~/lib/use-form-feedback";
import { CHAT_CHANNELS_MAX, CHAT_KIND_NAMES, type ChatChannel, type ChatKind } from "~/shared/chat-channels";
import { formatInstant } from "~/shared/time/formats";
import { site } from "~/site.config";
import { disconnectChatChannel, listChatChannels, testChatChannel } from "../api/chat-channels";
import { toEpochMs } from "~/shared/time/instant";

type Field = "kind" | "target" | "label";

const loadApi = () => import("../api/chat-channels");

const WHERE: Record<ChatKind, { label: string; hint: string }> = {
  discord: {
    label: "Webhook address",
    hint: "In Discord: the channel's settings → Integrations → Webhooks → New Webhook → Copy Webhook URL.",
  },
  groupme: { label: "Bot id", hint: "At dev.groupme.com: Bots → Create Bot in the chapter's group, then copy its Bot ID." },
};

const when = (instant: string) => formatInstant("dayTime", toEpochMs(instant), site.timeZone);

/**
 * The chapter's group chats (issue 21): new events, changes and cancellations are posted there as
 * they happen, free and outside the day's mail share. A chat that refuses a post fails nothing for
 * members; it shows here, with what to do.
 */
export function ChatChannelsAdmin() {
  const { data: channels, failure: loadError, reload: load } = useLoaded(listChatChannels);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [disconnecting, setDisconnecting] = useState<ChatChannel | null>(null);

  async function test(channel: ChatChannel) {
    setBusyId(channel.id);
    try {
      const result = await testChatChannel(channel.id);
      if (result.delivered) toast.success(`Posted a test to ${channel.label}.`);
      else toast.error(result.answer);
      await load();
    } catch (error) {
      toastFailure(error);
    } finally {
      setBusyId(null);
    }
  }

  async function disconnect(channel: ChatChannel) {
    setBusyId(channel.id);
    try {
      await disconnectChatChannel(channel.id);
      toast.success(`Disconnected ${channel.label}.`);
      setDisconnecting(null);
      await load();
    } catch (error) {
      toastFailure(error);
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section aria-labelledby="chats-title" className="mt-12 space-y-4 border-t border-line pt-8">
      <h2 id="chats-title" className="text-xl font-semibold text-ink">
        Group chats
      </h2>
      <p className="text-sm text-ink-muted">
        New events, changes of time or place, cancellations and announcements are posted to these chats as they happen: where members already are, and free.
        Connecting sends a test post first: a chat that refuses it is not connected, and you see why.
      </p>
      {loadError ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {loadError}
        </p>
      ) : channels === null ? (
        <p className="text-ink-muted">Loading…</p>
      ) : channels.length === 0 ? (
        <p className="text-ink-muted">No chat is connected.</p>
      ) : (
        <ul className="divide-y divide-line border-y border-line" aria-label="Connected chats">
          {channels.map((channel) => (
            <li key={channel.id} className="flex flex-wrap items-center justify-between gap-3 py-3" aria-busy={busyId === channel.id || undefined}>
              <div className="min-w-0">
                <p className="font-semibold text-ink">
                  {channel.label}{" "}
                  <span className="text-sm font-normal text-ink-muted">
                    · {CHAT_KIND_NAMES[channel.kind]} {channel.targetHint}
                  </span>
                </p>
                {channel.lastError !== null && channel.lastErrorAt !== null ? (
                  <p className="text-sm font-medium text-red-700 dark:text-red-300">
                    The last post failed ({when(channel.lastErrorAt)}): {channel.lastError}
                  </p>
                ) : (
                  <p className="text-sm text-ink-muted">
                    {channel.lastPostedAt === null ? "Nothing posted yet." : `Last post: ${when(channel.lastPostedAt)}.`}
                  </p>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                <button type="button" className={secondaryButton} disabled={busyId === channel.id} onClick={() => void test(channel)}>
                  Send a test<span className="sr-only"> to {channel.label}</span>
                </button>
                <button type="button" className={secondaryButton} disabled={busyId === channel.id} onClick={() => setDisconnecting(channel)}>
                  Disconnect<span className="sr-only"> {channel.label}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {channels !== null && channels.length < CHAT_CHANNELS_MAX && <ConnectForm onConnected={() => void load()} />}
      {disconnecting && (
        <ConfirmDialog
          title={`Disconnect ${disconnecting.label}?`}
          confirmLabel="Disconnect"
          busyLabel="Disconnecting…"
          busy={busyId === disconnecting.id}
          onConfirm={() => void disconnect(disconnecting)}
          onCancel={() => setDisconnecting(null)}
        >
          <p>Nothing more is posted there. Its messages stay in the chat.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function ConnectForm({ onConnected }: { onConnected: () => void }) {
  const form = useFormFeedback<Field>();
  const [kind, setKind] = useState<ChatKind>("discord");
  const onSubmit = form.onSubmit(loadApi, (data, element) => {
    const input = { kind: data.get("kind"), target: String(data.get("target") ?? ""), label: String(data.get("label") ?? "") };
    return {
      schema: (api) => api.createChatChannelRequestSchema,
      input,
      fields: { CHAT_CHANNEL_TAKEN: "target", CHAT_REFUSED: "target" },
      send: async (api, body) => {
        const connected = await api.connectChatChannel(body);
        toast.success(`Connected ${connected.label}: it took a test post.`);
        element.reset();
        setKind("discord");
        onConnected();
      },
    };
  });
  return (
    <form
      ref={form.formRef}
      noValidate
      method="post"
      onFocus={() => void loadApi()}
      onSubmit={onSubmit}
      className="space-y-4 rounded-md border border-line p-4"
    >
      <h3 className="font-semibold text-ink">Connect a chat</h3>
      <SelectField
        name="kind"
        label="Chat"
        value={kind}
        onChange={(event) => setKind(event.currentTarget.value as ChatKind)}
        options={[
          { value: "discord", label: "Discord (a channel's webhook)" },
          { value: "groupme", label: "GroupMe (a group's bot)" },
        ]}
        error={form.errors.kind}
      />
      <TextField name="target" label={WHERE[kind].label} autoComplete="off" spellCheck={false} hint={WHERE[kind].hint} error={form.errors.target} />
      <TextField name="label" label="Name (optional)" autoComplete="off" hint="How this list names it, e.g. #announcements." error={form.errors.label} />
      <FormAlert>{form.formError}</FormAlert>
      <SubmitButton sending={form.sending} sendingLabel="Connecting…">
        Connect
      </SubmitButton>
    </form>
  );
}
